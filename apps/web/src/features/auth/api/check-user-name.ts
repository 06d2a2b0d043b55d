import type { userNameAvailabilitySchema } from '@openhouse/shared/accounts/responses';
import type { userNameQuerySchema } from '@openhouse/shared/accounts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type UserNameAvailability = z.output<typeof userNameAvailabilitySchema>;

export function checkUserName(userName: string, signal?: AbortSignal): Promise<UserNameAvailability> {
  const query: z.input<typeof userNameQuerySchema> = { user_name: userName };
  return api.get<UserNameAvailability>('/user_name', { query, signal, skipAuthHandling: true });
}

export const userNameQueryOptions = (userName: string) =>
  queryOptions({
    queryKey: ['user-name', userName],
    queryFn: ({ signal }) => checkUserName(userName, signal),
    staleTime: 60_000,
  });

/** Availability of a user name; asks only for a name that already passes the form's own rules. */
export function useUserNameAvailability(userName: string, enabled: boolean) {
  return useQuery({ ...userNameQueryOptions(userName), enabled });
}
