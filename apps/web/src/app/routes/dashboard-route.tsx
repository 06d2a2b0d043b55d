import { Box } from '@mantine/core';
import { DeferredRender } from '../../components/deferred-render';
import { LoadingWidget } from '../../components/dashboard-widget';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { MeetingInvitesWidget, UpcomingMeetingsWidget } from '../../features/meetings/components/meeting-widgets';
import { useUnreadMessages } from '../../features/messages/api/messaging-queries';
import { RecentMessagesCard } from '../../features/messages/components/RecentMessagesCard';
import { NotificationsWidget } from '../../features/notifications/components/notifications-widget';
import { HomeLists } from '../../features/properties/components/home-lists';

/**
 * The dashboard with the widgets other features provide, composed here so features stay apart. These widgets
 * follow the role's own and are drawn when near the viewport or when the browser is idle, each placeholder the
 * size of the widget's own loading state.
 */
export function DashboardRoute() {
  const unread = useUnreadMessages(true);
  // The home lists (featured, recommended, trending, recently added) sit under the dashboard, out of the search's way.
  return (
    <>
    <DashboardPage
      notifications={
        // The widget's own loading lines are two of 36 px 10 px apart: two 35 px loading rows 12 px apart match.
        <DeferredRender placeholder={<LoadingWidget title="Notifications" rowHeight={35} />}>
          <NotificationsWidget />
        </DeferredRender>
      }
      meetingInvites={
        <DeferredRender placeholder={<LoadingWidget title="Meeting Invites" />}>
          <MeetingInvitesWidget />
        </DeferredRender>
      }
      upcomingMeetings={
        <DeferredRender placeholder={<LoadingWidget title="Upcoming Meetings" />}>
          <UpcomingMeetingsWidget />
        </DeferredRender>
      }
      recentMessages={
        <DeferredRender placeholder={<LoadingWidget title="Recent Messages" rows={3} />}>
          <RecentMessagesCard />
        </DeferredRender>
      }
      unreadMessageCount={unread.data?.unread_count ?? 0}
    />
    <Box mt="xl">
      {/* Always below the widgets, out of view when the page opens: nothing above it moves when it arrives. */}
      <DeferredRender placeholder={null}>
        <HomeLists />
      </DeferredRender>
    </Box>
    </>
  );
}
