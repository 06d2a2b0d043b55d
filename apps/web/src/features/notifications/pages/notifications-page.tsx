import { Alert, Paper } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { PageHeader } from '../../../components/page-header';
import { PagingFooter } from '../../../components/paging-footer';
import { useSession } from '../../../lib/session-context';
import { useNotificationsPage } from '../api/get-notifications';
import { useReadShownNotifications } from '../api/mark-shown-notifications-read';
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
  useReadShownNotifications(list.isPlaceholderData ? undefined : list.data?.data);

  return (
    <>
      <PageHeader title="Notifications" />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {list.isPending ? (
          <LoadingRows label="Loading notifications" count={5} />
        ) : list.isError ? (
          <Alert color="red" variant="light">
            Notifications could not be loaded. Please try again.
          </Alert>
        ) : (
          <>
            <NotificationsTable notifications={list.data.data} timeZone={user?.timezone} onOpen={(notification) => void openNotification(notification)} />
            <PagingFooter
              page={list.data}
              onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
              fetching={list.isPlaceholderData}
              fetchingLabel="Loading notifications"
            />
          </>
        )}
      </Paper>
    </>
  );
}
