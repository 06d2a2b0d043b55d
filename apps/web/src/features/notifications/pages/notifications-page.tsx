import { Alert, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { showingEntries } from '@openhouse/shared/http/pagination';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session-context';
import { useNotificationsPage } from '../api/get-notifications';
import { NotificationsTable } from '../components/notifications-table';
import { useOpenNotification } from '../components/use-open-notification';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const { user } = useSession();
  const list = useNotificationsPage(page);
  const openNotification = useOpenNotification();

  return (
    <>
      <PageHeader title="Notifications" />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {list.isPending ? (
          <Stack gap="sm" aria-label="Loading notifications">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} h={28} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" variant="light">
            Notifications could not be loaded. Please try again.
          </Alert>
        ) : (
          <>
            <NotificationsTable notifications={list.data.data} timeZone={user?.timezone} onOpen={(notification) => void openNotification(notification)} />
            <Group justify="space-between" mt="md" gap="sm">
              <Text size="sm" c="dimmed">
                {showingEntries(list.data)}
              </Text>
              {list.data.last_page > 1 ? (
                <Pagination
                  total={list.data.last_page}
                  value={list.data.current_page}
                  onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
                  size="sm"
                  siblings={0}
                  boundaries={1}
                />
              ) : null}
            </Group>
          </>
        )}
      </Paper>
    </>
  );
}
