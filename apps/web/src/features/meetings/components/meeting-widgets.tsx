import { DASHBOARD_INVITES, UPCOMING_INVITES } from '@openhouse/shared/meetings/rules';
import { DashboardWidget, widgetBody } from '../../../components/dashboard-widget';
import { useSession } from '../../../lib/session-context';
import { useMeetingInvites, useUpcomingInvites } from '../api/meetings-api';
import { MeetingList } from './meeting-list';

/** The dashboard's three latest meeting invites, sent or received. */
export function MeetingInvitesWidget() {
  const { user } = useSession();
  const invites = useMeetingInvites(DASHBOARD_INVITES);
  return (
    <DashboardWidget title="Meeting Invites">
      {widgetBody(invites, {
        label: 'Loading meeting invites',
        failure: 'Meeting invites could not be loaded.',
        isEmpty: () => invites.data!.data.length === 0,
        emptyHint: 'Tours you book or are invited to show here.',
        content: () => <MeetingList invites={invites.data!.data} timeZone={user?.timezone} label="Meeting invites" />,
      })}
    </DashboardWidget>
  );
}

/** The dashboard's next meetings, soonest first. */
export function UpcomingMeetingsWidget() {
  const { user } = useSession();
  const upcoming = useUpcomingInvites(UPCOMING_INVITES);
  return (
    <DashboardWidget title="Upcoming Meetings">
      {widgetBody(upcoming, {
        label: 'Loading upcoming meetings',
        failure: 'Upcoming meetings could not be loaded.',
        isEmpty: () => upcoming.data!.data.length === 0,
        emptyHint: 'Nothing scheduled. Meetings still to come show here.',
        content: () => <MeetingList invites={upcoming.data!.data} timeZone={user?.timezone} label="Upcoming meetings" />,
      })}
    </DashboardWidget>
  );
}
