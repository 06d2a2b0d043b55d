import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** What a route shows when it throws: a 404 reads as not found, anything else says so plainly. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A deploy replaced the page's chunk while this tab was open: a reload fetches the new one.
  const staleChunk = error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={480} ta="center">
        <Title order={2}>Something went wrong.</Title>
        <Text c="dimmed">{staleChunk ? 'A newer version of Openhouse is available.' : 'Please try again. If it keeps happening, reload the page.'}</Text>
        <Stack gap="xs">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="subtle" component={Link} to="/">
            Go home
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
