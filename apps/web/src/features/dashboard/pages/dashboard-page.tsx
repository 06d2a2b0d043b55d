import { SimpleGrid } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { openGlobalModal, useGlobalModal } from '../../../lib/global-modals';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session-context';
import { BiddingHistoryWidget } from '../components/bidding-history-widget';
import { DashboardWidget } from '../../../components/dashboard-widget';

type DashboardPageProps = {
  /** The latest five notifications, composed in by the app (features do not import each other). */
  notifications: ReactNode;
};

/**
 * Recent messages (3), meeting invites (3), notifications (5), upcoming meetings and bidding
 * history (the user's own latest five bids). Messages and meetings have no API yet: their widgets show
 * their empty state and call nothing until their features land.
 */
export function DashboardPage({ notifications }: DashboardPageProps) {
  const { user, isLive } = useSession();
  const modal = useGlobalModal();
  // The welcome tour belongs to the first visit of the dashboard of a user who has not seen it (one who signed
  // in inside another modal, such as the bid wizard); it never replaces a modal that is open.
  const tourDue = isLive && user?.show_guided_tour === 0 && !modal;
  useEffect(() => {
    if (tourDue) openGlobalModal('guidedTour');
  }, [tourDue]);
  const firstName = user?.name.split(/\s+/)[0];
  return (
    <>
      <PageHeader title="Dashboard" description={firstName ? `Welcome back, ${firstName}.` : undefined} />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        <DashboardWidget title="Recent Messages" />
        <DashboardWidget title="Meeting Invites" />
        {notifications}
        <DashboardWidget title="Upcoming Meetings" />
        <BiddingHistoryWidget />
      </SimpleGrid>
    </>
  );
}
