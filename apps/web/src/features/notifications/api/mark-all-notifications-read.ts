import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKey } from './get-latest-notifications';
import type { MarkReadBody, MarkReadResponse } from './mark-notification-read';

/** PUT /notifications with user_id marks every one of the caller's notifications read. */
export function markAllNotificationsRead(userId: number): Promise<MarkReadResponse> {
  const body: MarkReadBody = { user_id: userId };
  return api.put<MarkReadResponse>('/notifications', body);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
