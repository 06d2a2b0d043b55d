import type { messageResponseSchema } from '@openhouse/shared/accounts/responses';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export function deleteProfile(): Promise<z.output<typeof messageResponseSchema>> {
  return api.delete<z.output<typeof messageResponseSchema>>('/profile/delete');
}

export function useDeleteProfile() {
  return useMutation({ mutationFn: deleteProfile });
}
