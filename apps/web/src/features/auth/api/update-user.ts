import type { userResponseSchema } from '@openhouse/shared/accounts/responses';
import type { userUpdateSchema } from '@openhouse/shared/accounts/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type UpdateUserBody = z.input<typeof userUpdateSchema>;
type UserResponse = z.output<typeof userResponseSchema>;

/** PUT /users/{id}: the signed-in user's own fields (the guided tour flag here). */
export function updateUser(id: number, body: UpdateUserBody): Promise<UserResponse> {
  return api.put<UserResponse>(`/users/${id}`, body);
}
