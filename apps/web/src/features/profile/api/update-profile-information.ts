import type { SessionUser } from '@openhouse/shared/accounts/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ProfileInformation = { name: string; user_name: string; picture?: File | null };

/** POST /profile_information (multipart): name, user_name and optionally a new `picture`. */
export function updateProfileInformation(values: ProfileInformation): Promise<{ message?: string; data: SessionUser }> {
  const body = new FormData();
  body.set('name', values.name);
  body.set('user_name', values.user_name);
  if (values.picture) body.set('picture', values.picture);
  return api.post<{ message?: string; data: SessionUser }>('/profile_information', body);
}

export function useUpdateProfileInformation() {
  return useMutation({ mutationFn: updateProfileInformation });
}
