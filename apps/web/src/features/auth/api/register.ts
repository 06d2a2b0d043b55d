import type { registerResponseSchema } from '@openhouse/shared/accounts/responses';
import type { RegisterPayload } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type RegisterResponse = z.output<typeof registerResponseSchema>;

export function register(body: RegisterPayload): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/register', body, { skipAuthHandling: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
