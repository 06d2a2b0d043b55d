import type { Notification } from '@openhouse/shared/notifications/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import { toastInfo } from '../../../lib/notify';
import { notificationsKey } from '../api/get-latest-notifications';

/** Listens for 'notification:new': refreshes the bell and the list, and shows the message as a toast. */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  useRealtimeEvent<Notification>('notification:new', (notification) => {
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
    if (notification?.message) toastInfo(notification.message, { title: 'New notification' });
  });
  return null;
}
