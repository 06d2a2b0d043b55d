import type { LoginResponse } from '@openhouse/shared/accounts/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type GoogleLoginBody = { access_token: string; name?: string; email?: string; picture?: string; login_type: 'google' };

export function googleLogin(body: GoogleLoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/google-login', body, { skipAuthHandling: true });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
