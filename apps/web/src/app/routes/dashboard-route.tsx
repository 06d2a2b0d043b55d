import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { MeetingInvitesWidget, UpcomingMeetingsWidget } from '../../features/meetings/components/meeting-widgets';
import { useUnreadMessages } from '../../features/messages/api/messaging-queries';
import { RecentMessagesCard } from '../../features/messages/components/RecentMessagesCard';
import { NotificationsWidget } from '../../features/notifications/components/notifications-widget';

/** The dashboard with the widgets other features provide, composed here so features stay apart. */
export function DashboardRoute() {
  const unread = useUnreadMessages(true);
  return (
    <DashboardPage
      notifications={<NotificationsWidget />}
      meetingInvites={<MeetingInvitesWidget />}
      upcomingMeetings={<UpcomingMeetingsWidget />}
      recentMessages={<RecentMessagesCard />}
      unreadMessageCount={unread.data?.unread_count ?? 0}
    />
  );
}
