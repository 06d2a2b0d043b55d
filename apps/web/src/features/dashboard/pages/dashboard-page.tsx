import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { LoadingRows } from '../../../components/loading-rows';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { openGlobalModal, useGlobalModal } from '../../../lib/global-modals';
import { useSession } from '../../../lib/session-context';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { BiddingHistoryWidget } from '../components/bidding-history-widget';
import { ApprovalsWidget, LiveBidsWidget, SavedHomesWidget } from '../components/buyer-overview';
import { LiveAuctionsWidget, RealtorFigures, RealtorQueue } from '../components/realtor-overview';
import { SellerHomesWidget } from '../components/seller-overview';
import { useMeetingFromLink } from '../hooks/use-meeting-from-link';

type DashboardPageProps = {
  /** Widgets other features provide, composed in by the app (features do not import each other). */
  notifications: ReactNode;
  meetingInvites?: ReactNode;
  upcomingMeetings?: ReactNode;
  recentMessages?: ReactNode;
  /** Unread messages across the realtor's conversations: one item of their queue. */
  unreadMessageCount?: number;
};

/** Roles that bid, and so have a bidding history. */
const BIDDING_ROLES = ['Buyer', 'Prospect'];

/**
 * Where each role starts the day: a realtor's figures and what waits on them, a buyer's bids, saved homes and
 * approvals, a seller's home; then the spec's widgets (recent messages, meeting invites, notifications,
 * upcoming meetings, and the bidding history for those who bid). Each widget loads, fails and empties on its own.
 */
export function DashboardPage({ notifications, meetingInvites, upcomingMeetings, recentMessages, unreadMessageCount }: DashboardPageProps) {
  const { user, isLive, roles } = useSession();
  const modal = useGlobalModal();
  const summary = useDashboardSummary(user?.timezone);
  useMeetingFromLink();
  // The welcome tour belongs to the first visit of the dashboard of a user who has not seen it (one who signed
  // in inside another modal, such as the bid wizard); it never replaces a modal that is open.
  const tourDue = isLive && user?.show_guided_tour === 0 && !modal;
  useEffect(() => {
    if (tourDue) openGlobalModal('guidedTour');
  }, [tourDue]);
  const firstName = user?.name.split(/\s+/)[0];
  const bids = roles?.some((role) => BIDDING_ROLES.includes(role)) ?? false;
  const data = summary.data;
  return (
    <>
      <PageHeader title="Dashboard" description={firstName ? `Welcome back, ${firstName}.` : undefined} />
      <Stack gap="md">
        {summary.isPending ? <LoadingRows label="Loading your overview" count={2} height={72} /> : null}
        {summary.isError ? (
          <Alert color="red" variant="light">
            {messageOf(summary.error, 'Your overview could not be loaded.')}
          </Alert>
        ) : null}
        {data?.realtor ? <RealtorFigures summary={data.realtor} /> : null}
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {data?.realtor ? (
            <>
              {/* Unread messages join this queue when messaging lands (the lead composes them in). */}
              <RealtorQueue summary={data.realtor} unreadMessageCount={unreadMessageCount} timeZone={user?.timezone} />
              <LiveAuctionsWidget summary={data.realtor} />
            </>
          ) : null}
          {data?.buyer ? (
            <>
              <LiveBidsWidget summary={data.buyer} />
              <SavedHomesWidget summary={data.buyer} />
              <ApprovalsWidget summary={data.buyer} />
            </>
          ) : null}
          {data?.seller ? <SellerHomesWidget summary={data.seller} /> : null}
          {recentMessages}
          {meetingInvites}
          {notifications}
          {upcomingMeetings}
          {bids ? <BiddingHistoryWidget /> : null}
        </SimpleGrid>
      </Stack>
    </>
  );
}
