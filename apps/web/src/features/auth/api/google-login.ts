import type { LoginResponse } from '@openhouse/shared/accounts/responses';
import type { googleLoginSchema } from '@openhouse/shared/accounts/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type GoogleLoginBody = z.input<typeof googleLoginSchema>;

export function googleLogin(body: GoogleLoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/google-login', body, { skipAuthHandling: true });
}
