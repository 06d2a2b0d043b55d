import { SimpleGrid } from '@mantine/core';
import {
  IconCalendarShare,
  IconChartLine,
  IconLayoutKanban,
  IconMailForward,
  IconSignature,
  IconSparkles,
} from '@tabler/icons-react';
import { type Feature, FeatureCard } from './feature-card';
import { LandingSection } from './landing-section';

const FEATURES: Feature[] = [
  {
    icon: IconChartLine,
    title: 'Listings & insights',
    description: 'Publish polished listings in minutes and see how each property performs.',
    points: ['Per-property views and unique visitors', 'Showing requests and bidder activity'],
  },
  {
    icon: IconSignature,
    title: 'E-signed transactions',
    description: 'An accepted bid becomes a transaction with documents routed for legally binding e-signatures.',
    points: ['Sign from any device', 'Audit trail for every signature'],
  },
  {
    icon: IconLayoutKanban,
    title: 'Projects, tasks & vendors',
    description: 'Run every deal as a project with milestones, tasks, vendors and prospects in one view.',
    points: ['Assign tasks to inspectors, stagers and more', 'Milestones from offer to closing'],
  },
  {
    icon: IconCalendarShare,
    title: 'Calendar & booking page',
    description: 'Keep a shareable calendar and let clients book showings from your public booking page.',
    points: ['Share your calendar with a link', 'Bookings land on your calendar'],
  },
  {
    icon: IconMailForward,
    title: 'E-mail campaigns',
    description: 'Announce new listings, open houses and auctions to your clients and prospects.',
    points: ['Send to saved audiences', 'Track delivery and opens'],
  },
  {
    icon: IconSparkles,
    title: 'Files with AI summaries',
    description: 'Store deal documents in one place and get instant AI summaries of long reports.',
    points: ['Key points from inspections and disclosures', 'Shared only with the right people'],
  },
];

export function FeatureGrid() {
  return (
    <LandingSection
      id="features"
      eyebrow="Features"
      title="Everything a deal needs, in one place"
      description="From the first listing view to the final signature, Openhouse keeps your listings, clients and transactions organized."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={{ base: 'md', md: 'lg' }}>
        {FEATURES.map((feature) => (
          <FeatureCard key={feature.title} feature={feature} />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
