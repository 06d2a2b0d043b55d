import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { myHomeMessages as m } from '@openhouse/shared/dashboard/my-home-messages';
import { IconHome } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useMyHome } from '../api/get-my-home';
import { MyHomeCard } from '../components/my-home-card';

/** /my-home: the seller's home(s) on the market, read in one call (GET /my-home). */
export function MyHomePage() {
  const { user, roles } = useSession();
  const seller = roles?.includes('Seller') ?? false;
  const homes = useMyHome(seller);
  // Only sellers have a home here (the server answers 403 to anyone else): others go to their dashboard.
  if (roles && !seller) return <Navigate to="/dashboard" replace />;

  let body;
  if (homes.isPending) {
    body = <LoadingRows label="Loading your home" count={3} height={96} />;
  } else if (homes.isError) {
    body = (
      <Alert color="red" variant="light" title={messageOf(homes.error, m.fetchFailed)}>
        <Button size="compact-sm" variant="light" color="red" onClick={() => void homes.refetch()} loading={homes.isFetching}>
          Try again
        </Button>
      </Alert>
    );
  } else if (homes.data.length === 0) {
    body = (
      <Paper withBorder p="xl">
        <Stack align="center" gap="xs">
          <IconHome size={32} stroke={1.4} aria-hidden />
          <Text ta="center">{m.empty}</Text>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="lg">
        {homes.data.map((home) => (
          <MyHomeCard key={home.property.id} home={home} timeZone={user?.timezone} />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={m.title} description={m.description} />
      {body}
    </>
  );
}
