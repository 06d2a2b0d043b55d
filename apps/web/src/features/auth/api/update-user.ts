import type { SessionUser } from '@openhouse/shared/accounts/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type UpdateUserBody = { name?: string; user_name?: string; show_guided_tour?: 0 | 1; timezone?: string };

/** PUT /users/{id}: the signed-in user's own fields (the guided tour flag here). */
export function updateUser(id: number, body: UpdateUserBody): Promise<{ message?: string; data: SessionUser }> {
  return api.put<{ message?: string; data: SessionUser }>(`/users/${id}`, body);
}

export function useUpdateUser() {
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: UpdateUserBody }) => updateUser(id, body) });
}
