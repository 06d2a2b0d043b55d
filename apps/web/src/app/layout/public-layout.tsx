import { Box, Button, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { openGlobalModal } from '../../lib/global-modals';
import { useSession } from '../../lib/session-context';

/** Pages for visitors (prospect capture, shared documents, vendor upload): a plain header, no menu. */
export function PublicLayout() {
  const { isLive } = useSession();
  const location = useLocation();
  return (
    <Box mih="100dvh">
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo />
            {isLive ? (
              <Button component={Link} to="/dashboard" size="sm" variant="light">
                Dashboard
              </Button>
            ) : (
              <Button size="sm" onClick={() => openGlobalModal('login', { referrer: location.pathname + location.search })}>
                Sign in
              </Button>
            )}
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }} component="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
