import type { userResponseSchema } from '@openhouse/shared/accounts/responses';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';

type ProfileResponse = z.output<typeof userResponseSchema>;

/** PUT /users/{id} with the zone every date and time is shown in; the session user follows the answer. */
export function useUpdateTimeZone() {
  const { user, updateUser } = useSession();
  return useMutation({
    mutationFn: (timezone: string) => api.put<ProfileResponse>(`/users/${user!.id}`, { timezone }),
    onSuccess: (answer) => updateUser(answer.data),
  });
}

/** The zone the browser runs in, or null when it does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
