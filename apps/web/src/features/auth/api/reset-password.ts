import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResetPasswordBody = { token: string; password: string; password_confirmation: string };

export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/reset-password', body, { skipAuthHandling: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
