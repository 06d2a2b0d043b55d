import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type UserNameAvailability = { available: boolean; message: string };

export function checkUserName(userName: string, signal?: AbortSignal): Promise<UserNameAvailability> {
  return api.get<UserNameAvailability>('/user_name', { query: { user_name: userName }, signal, skipAuthHandling: true });
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
