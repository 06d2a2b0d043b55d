import { Box, Burger, Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { openGlobalModal } from '../../lib/global-modals';
import { useAfterIdle } from '../../lib/when-idle';
import { useSession } from '../../lib/session-context';

/**
 * The bell and the avatar menu bring Mantine's Popover and Menu (and floating-ui under them) and the notification
 * schemas: a visitor on a public page in this frame (a listing, a signing link) never sees them, so they load only
 * for a session, and only once the browser is idle after the page's first paint: their 45 KiB would otherwise
 * download beside the page's own code and hold up its first paint. Until they arrive a box of their size holds
 * their place, so nothing moves.
 */
const AccountTools = lazy(() => import('./account-tools'));
// The bell (a large ActionIcon, 34 px), the gap between them and the 38 px avatar.
const ACCOUNT_TOOLS_WIDTH = 34 + 6 + 38;

type TopBarProps = { drawerOpened: boolean; onToggleDrawer: () => void };

export function TopBar({ drawerOpened, onToggleDrawer }: TopBarProps) {
  const { user, isLive } = useSession();
  const location = useLocation();
  const accountToolsDue = useAfterIdle();
  const accountToolsPlace = <Box w={ACCOUNT_TOOLS_WIDTH} h={38} role="status" aria-label="Loading account menu" />;
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger opened={drawerOpened} onClick={onToggleDrawer} hiddenFrom="md" size="sm" aria-label={drawerOpened ? 'Close menu' : 'Open menu'} />
        <Logo to={isLive ? '/dashboard' : '/'} />
      </Group>
      <Group gap={6} wrap="nowrap">
        {!isLive || !user ? (
          <Button size="sm" onClick={() => openGlobalModal('login', { referrer: location.pathname + location.search })}>
            Sign in
          </Button>
        ) : accountToolsDue ? (
          <Suspense fallback={accountToolsPlace}>
            <AccountTools user={user} />
          </Suspense>
        ) : (
          accountToolsPlace
        )}
      </Group>
    </Group>
  );
}
