import type { messageResponseSchema } from '@openhouse/shared/accounts/responses';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /logout revokes the token on the server; an already dead token must not pop the login modal. */
export function logout(): Promise<z.output<typeof messageResponseSchema>> {
  return api.post<z.output<typeof messageResponseSchema>>('/logout', undefined, { skipAuthHandling: true });
}
