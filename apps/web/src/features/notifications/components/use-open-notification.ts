import { isSafeNotificationPath } from '@openhouse/shared/notifications/messages';
import type { Notification } from '@openhouse/shared/notifications/schemas';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/**
 * Clicking a notification marks it read, then follows its path: in-app paths through the router,
 * external http(s) links with a full page load. Anything else (javascript:, data:) is ignored.
 */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();

  return async (notification: Notification) => {
    if (notification.read === 0) await markRead.mutateAsync(notification.id).catch(() => undefined);
    const path = notification.path;
    if (!path || !isSafeNotificationPath(path)) return;
    if (path.startsWith('/')) {
      navigate(path);
      return;
    }
    const url = new URL(path);
    if (url.origin === window.location.origin) navigate(url.pathname + url.search + url.hash);
    else window.location.assign(url.href);
  };
}
