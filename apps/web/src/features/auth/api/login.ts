import type { LoginResponse } from '@openhouse/shared/accounts/responses';
import type { LoginPayload } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /login. Wrong credentials answer 401 too, so the global 401 handling is off here. */
export function login(body: LoginPayload): Promise<LoginResponse> {
  return api.post<LoginResponse>('/login', body, { skipAuthHandling: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
