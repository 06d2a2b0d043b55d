import type { messageResponseSchema } from '@openhouse/shared/accounts/responses';
import type { passwordUpdateSchema } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PasswordUpdateBody = z.input<typeof passwordUpdateSchema>;

export function updatePassword(body: PasswordUpdateBody): Promise<z.output<typeof messageResponseSchema>> {
  return api.post<z.output<typeof messageResponseSchema>>('/password/update', body);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
