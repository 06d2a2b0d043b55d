import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardSummary } from '@openhouse/shared/dashboard/schemas';
import { useEffect, type ReactNode } from 'react';
import { LoadingRows } from '../../../components/loading-rows';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { openGlobalModal, useGlobalModal } from '../../../lib/global-modals';
import { useSession } from '../../../lib/session-context';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { DashboardWidget, LoadingWidget } from '../../../components/dashboard-widget';
import { DeferredContent } from '../../../components/deferred-content';
import { DeferredRender } from '../../../components/deferred-render';
import { BiddingHistoryWidget } from '../components/bidding-history-widget';
import { ApprovalsWidget, LiveBidsWidget, SavedHomesWidget } from '../components/buyer-overview';
import { LiveAuctionsWidget, RealtorFigures, RealtorFiguresLoading, RealtorQueue } from '../components/realtor-overview';
import { SellerHomesWidget } from '../components/seller-overview';
import { useMeetingFromLink } from '../hooks/use-meeting-from-link';

type DashboardPageProps = {
  /** Widgets other features provide, composed in by the app (features do not import each other). */
  notifications: ReactNode;
  meetingInvites?: ReactNode;
  upcomingMeetings?: ReactNode;
  recentMessages?: ReactNode;
};

/** Roles that bid, and so have a bidding history. */
const BIDDING_ROLES = ['Buyer', 'Prospect'];
/** Roles with listings, and so with figures and a queue. */
const REALTOR_ROLES = ['Realtor', 'Agent'];

/**
 * Where each role starts the day: a realtor's figures and what waits on them, a buyer's bids, saved homes and
 * approvals, a seller's home; then the spec's widgets (recent messages, meeting invites, notifications,
 * upcoming meetings, and the bidding history for those who bid). Each widget loads, fails and empties on its own.
 * The role's own widgets are drawn at once; those after them wait until near the viewport or idle time
 * (DeferredRender), so opening the page is not one long task.
 */
export function DashboardPage({ notifications, meetingInvites, upcomingMeetings, recentMessages }: DashboardPageProps) {
  const { user, isLive, roles } = useSession();
  const modal = useGlobalModal();
  const summary = useDashboardSummary();
  useMeetingFromLink();
  // The welcome tour belongs to the first visit of the dashboard of a user who has not seen it (one who signed
  // in inside another modal, such as the bid wizard); it never replaces a modal that is open.
  const tourDue = isLive && user?.show_guided_tour === 0 && !modal;
  useEffect(() => {
    if (tourDue) openGlobalModal('guidedTour');
  }, [tourDue]);
  const firstName = user?.name.split(/\s+/)[0];
  const holds = (...names: string[]) => roles?.some((role) => names.includes(role)) ?? false;
  const bids = holds(...BIDDING_ROLES);
  /** A role's widgets from the summary; until it answers, each of them shows its loading lines or the failure. */
  const loadingOrFailed = (titles: string[]) =>
    titles.map((title) => (
      <DashboardWidget key={title} title={title}>
        {summary.isError ? (
          <Alert color="red" variant="light">
            {messageOf(summary.error, `${title} could not be loaded.`)}
          </Alert>
        ) : (
          <LoadingRows label={`Loading ${title.toLowerCase()}`} count={2} height={40} />
        )}
      </DashboardWidget>
    ));
  const part = <K extends keyof DashboardSummary>(key: K, titles: string[], render: (value: NonNullable<DashboardSummary[K]>) => ReactNode): ReactNode => {
    if (!summary.data) return loadingOrFailed(titles);
    const value = summary.data[key];
    // Drawn in slices after the summary arrives, while the loading cards stay (components/deferred-content.tsx).
    return value ? <DeferredContent placeholder={loadingOrFailed(titles)}>{render(value as NonNullable<DashboardSummary[K]>)}</DeferredContent> : null;
  };
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={firstName ? `Welcome back, ${firstName}.` : undefined}
        actions={
          // Where a buyer starts looking for an agent: the directory, with each agent's booking page.
          holds('Buyer') ? (
            <Button component={Link} to="/agents" variant="light" size="xs">
              Find an agent
            </Button>
          ) : undefined
        }
      />
      <Stack gap="md">
        {holds(...REALTOR_ROLES) && summary.isPending ? <RealtorFiguresLoading /> : null}
        {summary.data?.realtor ? <RealtorFigures summary={summary.data.realtor} /> : null}
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {holds(...REALTOR_ROLES)
            ? part('realtor', ['Waiting on you', 'Live Auctions'], (realtor) => (
                <>
                  <RealtorQueue summary={realtor} />
                  <LiveAuctionsWidget summary={realtor} />
                </>
              ))
            : null}
          {holds(...BIDDING_ROLES)
            ? part('buyer', ['Your Live Bids', 'Saved Homes', 'Bidding Approvals'], (buyer) => (
                <>
                  <LiveBidsWidget summary={buyer} />
                  <SavedHomesWidget summary={buyer} />
                  <ApprovalsWidget summary={buyer} />
                </>
              ))
            : null}
          {holds('Seller') ? part('seller', ['Your Home'], (seller) => <SellerHomesWidget summary={seller} />) : null}
          {recentMessages}
          {/* The day's meetings first (Upcoming Meetings, by day), then the invites it does not list. */}
          {upcomingMeetings}
          {meetingInvites}
          {notifications}
          {bids ? (
            <DeferredRender placeholder={<LoadingWidget title="Bidding History" />}>
              <BiddingHistoryWidget />
            </DeferredRender>
          ) : null}
        </SimpleGrid>
      </Stack>
    </>
  );
}
