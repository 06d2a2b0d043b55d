import type { messageResponseSchema } from '@openhouse/shared/accounts/responses';
import type { resetPasswordSchema } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ResetPasswordBody = z.input<typeof resetPasswordSchema>;

export function resetPassword(body: ResetPasswordBody): Promise<z.output<typeof messageResponseSchema>> {
  return api.post<z.output<typeof messageResponseSchema>>('/reset-password', body, { skipAuthHandling: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
