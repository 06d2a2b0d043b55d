import type { Page } from '@openhouse/shared/http/pagination';
import type { Notification } from '@openhouse/shared/notifications/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKey } from './get-latest-notifications';

/** One page of the notifications list (GET /notification?page=N). */
export function getNotifications(page: number, signal?: AbortSignal): Promise<Page<Notification>> {
  return api.get<Page<Notification>>('/notification', { query: { page }, signal });
}

export const notificationsPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...notificationsKey, 'page', page],
    queryFn: ({ signal }) => getNotifications(page, signal),
    placeholderData: keepPreviousData,
  });

export function useNotificationsPage(page: number) {
  return useQuery(notificationsPageQueryOptions(page));
}
