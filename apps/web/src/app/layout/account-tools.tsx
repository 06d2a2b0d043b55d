import { NotificationBell } from '../../features/notifications/components/notification-bell';
import type { SessionUser } from '../../lib/session';
import { UserMenu } from './user-menu';

/** The signed-in end of the top bar: the bell and the avatar menu (loaded by top-bar.tsx only for a session). */
export default function AccountTools({ user }: { user: SessionUser }) {
  return (
    <>
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
