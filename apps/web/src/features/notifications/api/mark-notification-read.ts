import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKey } from './get-latest-notifications';

export type MarkReadResponse = { message: string; unread_count: number };

export function markNotificationRead(notificationId: number): Promise<MarkReadResponse> {
  return api.put<MarkReadResponse>('/notifications', { notification_id: notificationId });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
