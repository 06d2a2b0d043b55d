import type { UserSetting } from '@openhouse/shared/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getUserSettings(signal?: AbortSignal): Promise<{ data: UserSetting[] }> {
  return api.get<{ data: UserSetting[] }>('/user_settings', { signal });
}

export const userSettingsKey = ['user-settings'] as const;

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: userSettingsKey, queryFn: ({ signal }) => getUserSettings(signal) });

export function useUserSettings() {
  return useQuery(userSettingsQueryOptions());
}
