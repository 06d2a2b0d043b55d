import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberReferrer } from '../../lib/session';
import { useSession } from '../../lib/session-context';

/**
 * Pages of the 'main' layout need a live session (spec part 1 section 2). A visitor without one
 * goes to /auth; the page they wanted is remembered and landingPath() returns them to it.
 */
export function RequireSession() {
  const { isLive } = useSession();
  const location = useLocation();
  if (isLive) return <Outlet />;
  rememberReferrer(location.pathname + location.search + location.hash);
  return <Navigate to="/auth" replace />;
}
