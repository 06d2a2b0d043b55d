import type { latestNotificationsSchema } from '@openhouse/shared/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type LatestNotifications = z.output<typeof latestNotificationsSchema>;

/** The bell and the dashboard: the newest few and the unread count (GET /notification?limit=N). */
export function getLatestNotifications(limit: number, signal?: AbortSignal): Promise<LatestNotifications> {
  return api.get<LatestNotifications>('/notification', { query: { limit }, signal });
}

export const notificationsKey = ['notifications'] as const;

export const latestNotificationsQueryOptions = (limit = 5) =>
  queryOptions({
    queryKey: [...notificationsKey, 'latest', limit],
    queryFn: ({ signal }) => getLatestNotifications(limit, signal),
  });

export function useLatestNotifications(limit = 5, enabled = true) {
  return useQuery({ ...latestNotificationsQueryOptions(limit), enabled });
}
