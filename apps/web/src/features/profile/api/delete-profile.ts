import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function deleteProfile(): Promise<{ message: string }> {
  return api.delete<{ message: string }>('/profile/delete');
}

export function useDeleteProfile() {
  return useMutation({ mutationFn: deleteProfile });
}
