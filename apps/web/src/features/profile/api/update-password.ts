import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PasswordUpdateBody = { current_password: string; password: string; password_confirmation: string };

export function updatePassword(body: PasswordUpdateBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/password/update', body);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
