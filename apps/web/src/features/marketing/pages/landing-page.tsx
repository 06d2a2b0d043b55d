import { Box } from '@mantine/core';
import { AuctionSpotlight } from '../components/auction-spotlight';
import { ClosingCta } from '../components/closing-cta';
import { FeatureGrid } from '../components/feature-grid';
import { HowItWorks } from '../components/how-it-works';
import { LandingHeader } from '../components/landing-header';
import { LandingHero } from '../components/landing-hero';
import { marketingCssVars } from '../components/marketing-tokens';
import { SiteFooter } from '../components/site-footer';

type LandingPageProps = {
  /** Whether the visitor has an active session; switches "Sign In" to "Dashboard". */
  signedIn: boolean;
}

/** Public marketing page at "/". */
export function LandingPage({ signedIn }: LandingPageProps) {
  return (
    <Box bg="var(--mantine-color-body)" style={{ ...marketingCssVars, overflowX: 'clip' }}>
      <title>Openhouse · AI-driven workspace for realtors</title>
      <LandingHeader signedIn={signedIn} />
      <main>
        <LandingHero signedIn={signedIn} />
        <FeatureGrid />
        <AuctionSpotlight />
        <HowItWorks />
        <ClosingCta signedIn={signedIn} />
      </main>
      <SiteFooter />
    </Box>
  );
}
