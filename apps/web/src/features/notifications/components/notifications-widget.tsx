import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DeferredContent } from '../../../components/deferred-content';
import { useSession } from '../../../lib/session-context';
import { useLatestNotifications } from '../api/get-latest-notifications';
import { LatestNotificationsList } from './latest-notifications-list';
import { useOpenNotification } from './use-open-notification';

/** The dashboard's Notifications card: the newest five, shared in cache with the bell. */
export function NotificationsWidget() {
  const { user } = useSession();
  const latest = useLatestNotifications(5);
  const openNotification = useOpenNotification();
  const loading = (
    <Stack gap="xs">
      <Skeleton h={36} />
      <Skeleton h={36} />
    </Stack>
  );
  return (
    <Paper withBorder p="md" h="100%" component="section" aria-label="Notifications">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg">
          Notifications
        </Title>
        <Anchor component={Link} to="/notifications" size="sm">
          View all
        </Anchor>
      </Group>
      {latest.isPending ? (
        loading
      ) : latest.isError ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          Notifications could not be loaded.
        </Text>
      ) : (
        <DeferredContent placeholder={loading}>
          <LatestNotificationsList notifications={latest.data.data} timeZone={user?.timezone} onOpen={(notification) => void openNotification(notification)} />
        </DeferredContent>
      )}
    </Paper>
  );
}
