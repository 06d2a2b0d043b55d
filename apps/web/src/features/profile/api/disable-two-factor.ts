import type { messageResponseSchema } from '@openhouse/shared/accounts/responses';
import type { disableTwoFactorSchema } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The proof POST /disable-2fa asks for: the current password, or a current two-factor code. */
export type DisableTwoFactorBody = z.input<typeof disableTwoFactorSchema>;

export function disableTwoFactor(body: DisableTwoFactorBody): Promise<z.output<typeof messageResponseSchema>> {
  return api.post<z.output<typeof messageResponseSchema>>('/disable-2fa', body);
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor });
}
