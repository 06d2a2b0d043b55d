import type { markNotificationsResponseSchema, markNotificationsSchema } from '@openhouse/shared/notifications/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { notificationsKey } from './get-latest-notifications';

export type MarkReadBody = z.input<typeof markNotificationsSchema>;
export type MarkReadResponse = z.output<typeof markNotificationsResponseSchema>;

export function markNotificationRead(notificationId: number): Promise<MarkReadResponse> {
  const body: MarkReadBody = { notification_id: notificationId };
  return api.put<MarkReadResponse>('/notifications', body);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
