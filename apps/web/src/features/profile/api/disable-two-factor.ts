import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function disableTwoFactor(body: { password: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/disable-2fa', body);
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor });
}
