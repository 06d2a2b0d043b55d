import { Burger, Button, Group } from '@mantine/core';
import { useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { openGlobalModal } from '../../lib/global-modals';
import { useSession } from '../../lib/session-context';
import { UserMenu } from './user-menu';

type TopBarProps = { drawerOpened: boolean; onToggleDrawer: () => void };

export function TopBar({ drawerOpened, onToggleDrawer }: TopBarProps) {
  const { user, isLive } = useSession();
  const location = useLocation();
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger opened={drawerOpened} onClick={onToggleDrawer} hiddenFrom="md" size="sm" aria-label={drawerOpened ? 'Close menu' : 'Open menu'} />
        <Logo to={isLive ? '/dashboard' : '/'} />
      </Group>
      <Group gap={6} wrap="nowrap">
        {isLive && user ? (
          <>
            <NotificationBell />
            <UserMenu user={user} />
          </>
        ) : (
          <Button size="sm" onClick={() => openGlobalModal('login', { referrer: location.pathname + location.search })}>
            Sign in
          </Button>
        )}
      </Group>
    </Group>
  );
}
