import { LandingPage } from '../../features/marketing/pages/landing-page';
import { LandingBrowse } from '../../features/properties/components/landing-browse';
import { useSession } from '../../lib/session-context';

/** The landing page's header reads Sign In, or Dashboard for a visitor with a live session; home buyers search from it. */
export function LandingRoute() {
  const { isLive } = useSession();
  return <LandingPage signedIn={isLive} browse={<LandingBrowse />} />;
}
