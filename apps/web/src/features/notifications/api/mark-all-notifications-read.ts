import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKey } from './get-latest-notifications';
import type { MarkReadResponse } from './mark-notification-read';

/** PUT /notifications with user_id marks every one of the caller's notifications read. */
export function markAllNotificationsRead(userId: number): Promise<MarkReadResponse> {
  return api.put<MarkReadResponse>('/notifications', { user_id: userId });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
