import type { userResponseSchema } from '@openhouse/shared/accounts/responses';
import type { userUpdateSchema } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type ProfileResponse = z.output<typeof userResponseSchema>;

/** The text fields are read by the server with the user update schema; the picture is the multipart file beside them. */
export type ProfileInformation = Required<Pick<z.input<typeof userUpdateSchema>, 'name' | 'user_name'>> & { picture?: File | null };

/** POST /profile_information (multipart): name, user_name and optionally a new `picture`. */
export function updateProfileInformation(values: ProfileInformation): Promise<ProfileResponse> {
  const body = new FormData();
  body.set('name', values.name);
  body.set('user_name', values.user_name);
  if (values.picture) body.set('picture', values.picture);
  return api.post<ProfileResponse>('/profile_information', body);
}

export function useUpdateProfileInformation() {
  return useMutation({ mutationFn: updateProfileInformation });
}
