import { Box } from '@mantine/core';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { MeetingInvitesWidget, UpcomingMeetingsWidget } from '../../features/meetings/components/meeting-widgets';
import { useUnreadMessages } from '../../features/messages/api/messaging-queries';
import { RecentMessagesCard } from '../../features/messages/components/RecentMessagesCard';
import { NotificationsWidget } from '../../features/notifications/components/notifications-widget';
import { HomeLists } from '../../features/properties/components/home-lists';

/** The dashboard with the widgets other features provide, composed here so features stay apart. */
export function DashboardRoute() {
  const unread = useUnreadMessages(true);
  // The home lists (featured, recommended, trending, recently added) sit under the dashboard, out of the search's way.
  return (
    <>
    <DashboardPage
      notifications={<NotificationsWidget />}
      meetingInvites={<MeetingInvitesWidget />}
      upcomingMeetings={<UpcomingMeetingsWidget />}
      recentMessages={<RecentMessagesCard />}
      unreadMessageCount={unread.data?.unread_count ?? 0}
    />
    <Box mt="xl">
      <HomeLists />
    </Box>
    </>
  );
}
