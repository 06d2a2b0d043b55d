import { DASHBOARD_INVITES, UPCOMING_INVITES } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite } from '@openhouse/shared/meetings/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { DashboardWidget, widgetBody } from '../../../components/dashboard-widget';
import { useSession } from '../../../lib/session-context';
import { useMeetingInvites, useUpcomingInvites } from '../api/meetings-api';
import { MeetingList } from './meeting-list';

type MeetingsWidgetProps = { title: string; query: UseQueryResult<{ data: MeetingInvite[] }>; emptyHint: string; shown?: (invites: MeetingInvite[]) => MeetingInvite[]; byDay?: boolean };

/** A dashboard card of meetings: loading, its failure, its empty state, or the list (`shown` picks what it lists). */
function MeetingsWidget({ title, query, emptyHint, shown = (invites) => invites, byDay }: MeetingsWidgetProps) {
  const { user } = useSession();
  return (
    <DashboardWidget title={title}>
      {widgetBody(query, {
        label: `Loading ${title.toLowerCase()}`,
        failure: `${title} could not be loaded.`,
        isEmpty: () => shown(query.data!.data).length === 0,
        emptyHint,
        content: () => <MeetingList invites={shown(query.data!.data)} timeZone={user?.timezone} label={title} byDay={byDay} />,
      })}
    </DashboardWidget>
  );
}

/**
 * The dashboard's three latest meeting invites, sent or received, less those Upcoming Meetings lists: each
 * meeting shows once on the dashboard. (The upcoming query is the one that card holds: no second request.)
 */
export function MeetingInvitesWidget() {
  const upcoming = useUpcomingInvites(UPCOMING_INVITES);
  const listed = new Set((upcoming.data?.data ?? []).map((invite) => invite.id));
  return (
    <MeetingsWidget
      title="Meeting Invites"
      query={useMeetingInvites(DASHBOARD_INVITES)}
      shown={(invites) => invites.filter((invite) => !listed.has(invite.id))}
      emptyHint={listed.size > 0 ? 'Your invites still to come are under Upcoming Meetings.' : 'Tours you book or are invited to show here.'}
    />
  );
}

/** The dashboard's next meetings, soonest first, by day: today's meetings together, in this one place. */
export function UpcomingMeetingsWidget() {
  return (
    <MeetingsWidget title="Upcoming Meetings" query={useUpcomingInvites(UPCOMING_INVITES)} emptyHint="Nothing scheduled. Meetings still to come show here." byDay />
  );
}
