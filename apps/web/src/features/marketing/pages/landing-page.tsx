import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
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
  /** The home buyers' way in (search box, listings), composed by the route so marketing stays apart from listings. */
  browse?: ReactNode;
}

/** Public marketing page at "/". */
export function LandingPage({ signedIn, browse }: LandingPageProps) {
  return (
    <Box bg="var(--mantine-color-body)" style={{ ...marketingCssVars, overflowX: 'clip' }}>
      <title>Openhouse · AI-driven workspace for realtors</title>
      <LandingHeader signedIn={signedIn} />
      <main>
        <LandingHero signedIn={signedIn} />
        {browse}
        <FeatureGrid />
        <AuctionSpotlight />
        <HowItWorks />
        <ClosingCta signedIn={signedIn} />
      </main>
      <SiteFooter />
    </Box>
  );
}
