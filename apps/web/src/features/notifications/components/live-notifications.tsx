import type { Notification } from '@openhouse/shared/notifications/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeConnected, useRealtimeEvent } from '../../../lib/realtime';
import { toastInfo } from '../../../lib/notify';
import { notificationsKey } from '../api/get-latest-notifications';

/**
 * Listens for 'notification:new': refreshes the bell and the list, and shows the message as a toast.
 * On every connection it reads them again, for what was sent while the tab had none (no toast for those).
 */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  useRealtimeConnected(() => void queryClient.invalidateQueries({ queryKey: notificationsKey }));
  useRealtimeEvent<Notification>('notification:new', (notification) => {
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
    if (notification?.message) toastInfo(notification.message, { title: 'New notification' });
  });
  return null;
}
