import { Box } from '@mantine/core';
import { lazy } from 'react';
import { DeferredRender } from '../../components/deferred-render';
import { LoadingWidget } from '../../components/dashboard-widget';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';

// Downloaded when DeferredRender draws them, not with the page: their code (dates, avatars, listing cards) would
// otherwise download and run before the dashboard's first paint.
const MeetingInvitesWidget = lazy(() => import('../../features/meetings/components/meeting-widgets').then((module) => ({ default: module.MeetingInvitesWidget })));
const UpcomingMeetingsWidget = lazy(() => import('../../features/meetings/components/meeting-widgets').then((module) => ({ default: module.UpcomingMeetingsWidget })));
const RecentMessagesCard = lazy(() => import('../../features/messages/components/RecentMessagesCard').then((module) => ({ default: module.RecentMessagesCard })));
const NotificationsWidget = lazy(() => import('../../features/notifications/components/notifications-widget').then((module) => ({ default: module.NotificationsWidget })));
const HomeLists = lazy(() => import('../../features/properties/components/home-lists').then((module) => ({ default: module.HomeLists })));

/**
 * The dashboard with the widgets other features provide, composed here so features stay apart. These widgets
 * follow the role's own, and each is downloaded, asked for and drawn only as it comes within 300 px of the
 * viewport: on a wide screen that is at once; on a phone, where they stand one under another below the first
 * screen, as the reader scrolls toward them, instead of four more requests and renders while the page opens.
 * Each placeholder is the size of the widget's own loading state, so nothing moves when it arrives.
 */
export function DashboardRoute() {
  // The home lists (featured, recommended, trending, recently added) sit under the dashboard, out of the search's way.
  return (
    <>
    <DashboardPage
      notifications={
        // The widget's own loading lines are two of 36 px 10 px apart: two 35 px loading rows 12 px apart match.
        <DeferredRender placeholder={<LoadingWidget title="Notifications" rowHeight={35} />} nearViewportOnly>
          <NotificationsWidget />
        </DeferredRender>
      }
      meetingInvites={
        <DeferredRender placeholder={<LoadingWidget title="Meeting Invites" />} nearViewportOnly>
          <MeetingInvitesWidget />
        </DeferredRender>
      }
      upcomingMeetings={
        <DeferredRender placeholder={<LoadingWidget title="Upcoming Meetings" />} nearViewportOnly>
          <UpcomingMeetingsWidget />
        </DeferredRender>
      }
      recentMessages={
        <DeferredRender placeholder={<LoadingWidget title="Recent Messages" rows={3} />} nearViewportOnly>
          <RecentMessagesCard />
        </DeferredRender>
      }
    />
    <Box mt="xl">
      {/* Always below the widgets, out of view when the page opens: nothing above it moves when it arrives. Drawn
          (four requests, thirty cards with photos) only as the reader scrolls toward it. */}
      <DeferredRender placeholder={null} nearViewportOnly>
        <HomeLists />
      </DeferredRender>
    </Box>
    </>
  );
}
