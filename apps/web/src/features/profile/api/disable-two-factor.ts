import type { disableTwoFactorSchema } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The proof POST /disable-2fa asks for: the current password, or a current two-factor code. */
export type DisableTwoFactorBody = z.output<typeof disableTwoFactorSchema>;

export function disableTwoFactor(body: DisableTwoFactorBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/disable-2fa', body);
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor });
}
