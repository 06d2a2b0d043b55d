import { ActionIcon, Anchor, Button, Divider, Group, Indicator, Popover, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { useLatestNotifications } from '../api/get-latest-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { LatestNotificationsList } from './latest-notifications-list';
import { useOpenNotification } from './use-open-notification';

/** The top bar's bell: unread badge, the latest five, Mark all read and Read more. */
export function NotificationBell() {
  const { user, isLive } = useSession();
  const [opened, { close, toggle }] = useDisclosure(false);
  const latest = useLatestNotifications(5, isLive);
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  const unread = latest.data?.unread_count ?? 0;

  // The popover's target is the button itself: Popover.Target puts aria-expanded on its child, which ARIA
  // allows on a button but not on the badge's plain wrapper.
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red" offset={6}>
      <Popover opened={opened} onChange={(next) => (next ? undefined : close())} width={340} position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={toggle} aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
          <Group justify="space-between" px="sm" py="xs">
            <Text fw={600}>Notifications</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={unread === 0 || !user}
              loading={markAll.isPending}
              onClick={() => user && markAll.mutate(user.id)}
            >
              Mark all read
            </Button>
          </Group>
          <Divider />
          <ScrollArea.Autosize mah={360} p={4}>
            {latest.isError ? (
              <Text c="dimmed" size="sm" ta="center" py="md">
                Notifications could not be loaded.
              </Text>
            ) : (
              <LatestNotificationsList
                notifications={latest.data?.data ?? []}
                timeZone={user?.timezone}
                onOpen={(notification) => {
                  close();
                  void openNotification(notification);
                }}
              />
            )}
          </ScrollArea.Autosize>
          <Divider />
          <Group justify="center" py="xs">
            <Anchor component={Link} to="/notifications" size="sm" onClick={close}>
              Read more
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
