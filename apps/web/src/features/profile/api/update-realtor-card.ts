import type { userResponseSchema } from '@openhouse/shared/accounts/responses';
import type { userUpdateSchema } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';

type ProfileResponse = z.output<typeof userResponseSchema>;
export type RealtorCardValues = Pick<z.input<typeof userUpdateSchema>, 'dre_number' | 'brokerage' | 'bio'>;

/** PUT /users/{id} with the realtor's card (licence number, brokerage, bio); the session user follows the answer. */
export function useUpdateRealtorCard() {
  const { user, updateUser } = useSession();
  return useMutation({
    mutationFn: (values: RealtorCardValues) => api.put<ProfileResponse>(`/users/${user!.id}`, values),
    onSuccess: (answer) => updateUser(answer.data),
  });
}
