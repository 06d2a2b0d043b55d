import { Stack, Text, UnstyledButton } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import type { Notification } from '@openhouse/shared/notifications/schemas';
import { settingsMessages } from '@openhouse/shared/notifications/messages';
import classes from './latest-notifications-list.module.css';

type LatestNotificationsListProps = {
  notifications: Notification[];
  timeZone?: string | null;
  onOpen: (notification: Notification) => void;
};

/** Message and time of each notification; read ones greyed (spec, top bar). */
export function LatestNotificationsList({ notifications, timeZone, onOpen }: LatestNotificationsListProps) {
  if (notifications.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {settingsMessages.emptyNotifications}
      </Text>
    );
  }
  return (
    <Stack gap={0} component="ul" className={classes.list}>
      {notifications.map((notification) => (
        <li key={notification.id}>
          <UnstyledButton className={classes.item} data-read={notification.read === 1 || undefined} onClick={() => onOpen(notification)}>
            <Text size="sm" c={notification.read === 1 ? 'dimmed' : undefined} fw={notification.read === 1 ? 400 : 500} style={{ overflowWrap: 'anywhere' }}>
              {notification.message}
            </Text>
            <Text size="xs" c="dimmed">
              {formatNotificationTime(notification.created_at, timeZone)}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
