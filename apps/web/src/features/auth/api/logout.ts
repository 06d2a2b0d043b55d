import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /logout revokes the token on the server; an already dead token must not pop the login modal. */
export function logout(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/logout', undefined, { skipAuthHandling: true });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
