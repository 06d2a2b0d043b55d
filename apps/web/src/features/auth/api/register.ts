import type { RegisterPayload } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type RegisterResponse = { message: string; data: { id: number } };

export function register(body: RegisterPayload): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/register', body, { skipAuthHandling: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
