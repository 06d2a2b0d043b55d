import { LandingPage } from '../../features/marketing/pages/landing-page';
import { useSession } from '../../lib/session-context';

/** The landing page's header reads Sign In, or Dashboard for a visitor with a live session. */
export function LandingRoute() {
  const { isLive } = useSession();
  return <LandingPage signedIn={isLive} />;
}
