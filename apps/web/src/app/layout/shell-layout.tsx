import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { LiveMessages } from '../../features/messages/components/live-messages';
import { LiveNotifications } from '../../features/notifications/components/live-notifications';
import { useDetectTimeZone } from '../../features/profile/hooks/use-detect-time-zone';
import { useSession } from '../../lib/session-context';
import { whenIdle } from '../../lib/when-idle';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';

const SIDEBAR_WIDTH = 285;

/**
 * The drawer (its focus trap, scroll lock and transitions) is only for phones and only once the burger is tapped:
 * loading it then keeps it out of the first download of every page in this frame, public listing pages included.
 */
const MobileDrawer = lazy(() => import('./mobile-drawer'));

/**
 * The signed-in frame: a 285 px sidebar from the md breakpoint (960 px) up, a drawer behind the
 * burger below it, and the top bar with the bell and the avatar menu.
 */
export function ShellLayout() {
  const { roles, isLive } = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  useDetectTimeZone();

  // Following a link inside the drawer (or the browser's back button) closes it.
  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);
  // The router imports the app's other pages through one module (loaders/app-pages.ts), fetched here once the
  // browser is idle, so the first move to another page waits only for that page's own files.
  useEffect(() => (isLive ? whenIdle(() => void import('../loaders/app-pages')) : undefined), [isLive]);

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'md', collapsed: { mobile: true } }} padding={{ base: 'sm', sm: 'md', lg: 'lg' }}>
      <AppShell.Header>
        <TopBar drawerOpened={drawerOpened} onToggleDrawer={drawer.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Sidebar">
        {/* The browser's own scrolling, with a thin bar: Mantine's ScrollArea brought floating-ui (about 20 KiB) to
            every signed-in page, and swapping it in after the first paint drew the whole menu a second time. */}
        <AppShell.Section grow style={{ overflowY: 'auto', scrollbarWidth: 'thin' }}>
          <SidebarNav roles={roles} />
        </AppShell.Section>
      </AppShell.Navbar>
      {drawerOpened ? (
        <Suspense fallback={<Center pos="fixed" inset={0} style={{ zIndex: 300 }} role="status" aria-label="Loading menu"><Loader /></Center>}>
          <MobileDrawer width={SIDEBAR_WIDTH} title={<Logo to={isLive ? '/dashboard' : '/'} />} onClose={drawer.close}>
            <SidebarNav roles={roles} onNavigate={drawer.close} />
          </MobileDrawer>
        </Suspense>
      ) : null}
      <AppShell.Main>
        <div className="page-container">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </AppShell.Main>
      {isLive ? <LiveNotifications /> : null}
      {isLive ? <LiveMessages /> : null}
    </AppShell>
  );
}
