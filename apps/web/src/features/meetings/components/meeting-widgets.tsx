import { DASHBOARD_INVITES, UPCOMING_INVITES } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite } from '@openhouse/shared/meetings/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { DashboardWidget, widgetBody } from '../../../components/dashboard-widget';
import { useSession } from '../../../lib/session-context';
import { useMeetingInvites, useUpcomingInvites } from '../api/meetings-api';
import { MeetingList } from './meeting-list';

type MeetingsWidgetProps = { title: string; query: UseQueryResult<{ data: MeetingInvite[] }>; emptyHint: string };

/** A dashboard card of meetings: loading, its failure, its empty state, or the list. */
function MeetingsWidget({ title, query, emptyHint }: MeetingsWidgetProps) {
  const { user } = useSession();
  return (
    <DashboardWidget title={title}>
      {widgetBody(query, {
        label: `Loading ${title.toLowerCase()}`,
        failure: `${title} could not be loaded.`,
        isEmpty: () => query.data!.data.length === 0,
        emptyHint,
        content: () => <MeetingList invites={query.data!.data} timeZone={user?.timezone} label={title} />,
      })}
    </DashboardWidget>
  );
}

/** The dashboard's three latest meeting invites, sent or received. */
export function MeetingInvitesWidget() {
  return <MeetingsWidget title="Meeting Invites" query={useMeetingInvites(DASHBOARD_INVITES)} emptyHint="Tours you book or are invited to show here." />;
}

/** The dashboard's next meetings, soonest first. */
export function UpcomingMeetingsWidget() {
  return (
    <MeetingsWidget title="Upcoming Meetings" query={useUpcomingInvites(UPCOMING_INVITES)} emptyHint="Nothing scheduled. Meetings still to come show here." />
  );
}
