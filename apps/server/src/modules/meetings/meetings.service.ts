import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { meetingTimeToDate } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite, MeetingParticipants, meetingInvitesQuerySchema, upcomingInvitesQuerySchema } from '@openhouse/shared/meetings/schemas';
import { resolveTimeZone } from '@openhouse/shared/format/datetime';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict } from '../../platform/http/errors';
import { findPerson, findPeople } from '../accounts/people';
import { meetingAccess } from './meetings.access';
import { meetingCancelled } from './meetings.events';
import { cancelScheduledMeeting, findMeetings, listMeetingsOf } from './meetings.repository';
import { meetingNewsTimes, participantsOf, toMeetingInvites } from './meeting-views';

/** GET /video_tour/meeting_invites: the caller's meetings, newest invite first; a date range in the caller's zone. */
export async function listMeetingInvites(
  platform: Platform,
  actor: Actor,
  query: z.output<typeof meetingInvitesQuerySchema>,
): Promise<{ data: MeetingInvite[] }> {
  const zone = resolveTimeZone(query.timezone);
  const rows = await listMeetingsOf(platform.db, {
    userId: actor.id,
    startsFrom: query.start_date ? meetingTimeToDate(`${query.start_date} 00:00:00`, zone) : undefined,
    // The end date is included: meetings starting before the next day's midnight.
    startsBefore: query.end_date ? new Date(meetingTimeToDate(`${query.end_date} 00:00:00`, zone).getTime() + 86_400_000) : undefined,
    includeCancelled: query.include_cancelled === '1',
    order: query.start_date || query.end_date ? 'soonest' : 'newest_invite',
    limit: query.limit,
  });
  return { data: await toMeetingInvites(platform.db, rows, actor.id) };
}

/** GET /upcoming-meeting-invites: scheduled meetings not yet over, soonest first. */
export async function listUpcomingInvites(
  platform: Platform,
  actor: Actor,
  query: z.output<typeof upcomingInvitesQuerySchema>,
): Promise<{ data: MeetingInvite[] }> {
  const rows = await listMeetingsOf(platform.db, {
    userId: actor.id,
    endsAfter: new Date(),
    includeCancelled: false,
    order: 'soonest',
    limit: query.limit,
  });
  return { data: await toMeetingInvites(platform.db, rows, actor.id) };
}

/** GET /video_tour/meeting_invites/{id}: one meeting, to its organiser and invitees only. */
export async function readMeetingInvite(platform: Platform, actor: Actor, id: number): Promise<{ data: MeetingInvite }> {
  const meeting = await meetingAccess.require(platform.db, actor, 'read', id);
  const [invite] = await toMeetingInvites(platform.db, [meeting], actor.id);
  return { data: invite! };
}

/** GET /video_tour/participants?meetingInviteId: the organiser and invitees only. */
export async function readParticipants(platform: Platform, actor: Actor, meetingId: number): Promise<{ data: MeetingParticipants }> {
  const meeting = await meetingAccess.require(platform.db, actor, 'read', meetingId);
  const people = await findPeople(platform.db, [meeting.organiser_id, ...meeting.participant_ids]);
  return {
    data: participantsOf(meeting, new Map(people.map((person) => [person.id, person]))),
  };
}

/**
 * DELETE /video_tour/cancel/{id}: the organiser or an invitee cancels a meeting that has not ended.
 * Everyone else in it is told (and sent the calendar's cancellation); its reminder then tells nobody.
 */
export async function cancelMeeting(platform: Platform, actor: Actor, id: number): Promise<{ message: string; data: MeetingInvite }> {
  const meeting = await meetingAccess.require(platform.db, actor, 'cancel', id);
  if (meeting.status === 'cancelled') throw conflict(m.alreadyCancelled);
  if (meeting.ending_time.getTime() <= Date.now()) throw conflict(m.alreadyOver);
  const canceller = await findPerson(platform.db, actor.id);
  await platform.events.transaction(async (tx, emit) => {
    if (!(await cancelScheduledMeeting(tx, meeting.id, actor.id))) throw conflict(m.alreadyCancelled);
    await emit(meetingCancelled, {
      meetingId: meeting.id,
      kind: meeting.kind,
      subject: meeting.subject,
      ...meetingNewsTimes(meeting),
      cancelledBy: actor.id,
      cancelledByName: canceller?.name ?? 'Someone',
      peopleIds: [meeting.organiser_id, ...meeting.participant_ids].filter((personId) => personId !== actor.id),
    });
  });
  const [invite] = await toMeetingInvites(platform.db, await findMeetings(platform.db, [id]), actor.id);
  return { message: m.cancelled, data: invite! };
}
