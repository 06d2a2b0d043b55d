import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { MeetingInvitesWidget, UpcomingMeetingsWidget } from '../../features/meetings/components/meeting-widgets';
import { NotificationsWidget } from '../../features/notifications/components/notifications-widget';

/** The dashboard with the widgets other features provide, composed here so features stay apart. */
export function DashboardRoute() {
  return <DashboardPage notifications={<NotificationsWidget />} meetingInvites={<MeetingInvitesWidget />} upcomingMeetings={<UpcomingMeetingsWidget />} />;
}
