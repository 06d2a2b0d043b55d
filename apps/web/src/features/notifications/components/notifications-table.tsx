import { Table, Text } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import { settingsMessages } from '@openhouse/shared/notifications/messages';
import type { Notification } from '@openhouse/shared/notifications/schemas';
import classes from './notifications-table.module.css';

type NotificationsTableProps = {
  notifications: Notification[];
  timeZone?: string | null;
  onOpen: (notification: Notification) => void;
};

export function NotificationsTable({ notifications, timeZone, onOpen }: NotificationsTableProps) {
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Message</Table.Th>
            {/* On phones the date wraps onto two lines instead of pushing the table wider than the screen. */}
            <Table.Th w={{ base: 104, sm: 200 }}>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notifications.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Text ta="center" c="dimmed" py="lg">
                  {settingsMessages.emptyNotifications}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            notifications.map((notification) => (
              <Table.Tr
                key={notification.id}
                className={classes.row}
                data-read={notification.read === 1 || undefined}
                tabIndex={0}
                onClick={() => onOpen(notification)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onOpen(notification);
                  }
                }}
              >
                <Table.Td>
                  <Text size="sm" fw={notification.read === 1 ? 400 : 600} c={notification.read === 1 ? 'dimmed' : undefined}>
                    {notification.message}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {formatNotificationTime(notification.created_at, timeZone)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
