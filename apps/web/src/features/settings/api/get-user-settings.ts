import type { userSettingsResponseSchema } from '@openhouse/shared/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type UserSettings = z.output<typeof userSettingsResponseSchema>;

export function getUserSettings(signal?: AbortSignal): Promise<UserSettings> {
  return api.get<UserSettings>('/user_settings', { signal });
}

export const userSettingsKey = ['user-settings'] as const;

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: userSettingsKey, queryFn: ({ signal }) => getUserSettings(signal) });

export function useUserSettings() {
  return useQuery(userSettingsQueryOptions());
}
