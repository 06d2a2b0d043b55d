import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function forgotPassword(body: { email: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/forgot-password', body, { skipAuthHandling: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
