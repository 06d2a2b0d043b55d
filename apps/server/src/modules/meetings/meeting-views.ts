import { resolveTimeZone } from '@openhouse/shared/format/datetime';
import { describeMeetingTime, formatMeetingTime, isAllDayMeeting } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite, MeetingKind, MeetingParticipants } from '@openhouse/shared/meetings/schemas';
import type { Db } from '../../platform/db/client';
import { findPeople, type Person } from '../accounts/people';
import { findListings } from '../properties/properties.queries';
import type { MeetingNews } from './meetings.events';
import type { MeetingWithParticipants } from './meetings.repository';

/** Tours are requests a realtor answers; other meetings are not. */
export const isTourKind = (kind: MeetingKind): kind is 'person_tour' | 'video_tour' => kind === 'person_tour' || kind === 'video_tour';

type PersonRef = { id: number; name: string; email: string };
const ref = (person: Person | undefined, id: number): PersonRef => ({
  id,
  name: person?.name ?? 'Former user',
  email: person?.email ?? '',
});

type MeetingTimes = Pick<MeetingWithParticipants, 'starting_time' | 'ending_time' | 'time_zone'>;

/** The zone a meeting is shown in to one reader: the one they chose in settings, else the zone it was booked in. */
export const readerZone = (meeting: Pick<MeetingWithParticipants, 'time_zone'>, chosen: string | null | undefined): string =>
  chosen ? resolveTimeZone(chosen) : meeting.time_zone;

/** A meeting's time as its events carry it: instants, and the zone it was booked in. */
export const meetingNewsTimes = (meeting: MeetingTimes): Pick<MeetingNews, 'start' | 'end' | 'time_zone'> => ({
  start: meeting.starting_time.toISOString(),
  end: meeting.ending_time.toISOString(),
  time_zone: meeting.time_zone,
});

/** How messages and e-mails name a meeting's time to one reader: on their clock, with the zone. */
export function newsWhen(news: Pick<MeetingNews, 'start' | 'end' | 'time_zone'>, chosen: string | null | undefined): string {
  const zone = readerZone(news, chosen);
  return `${describeMeetingTime(news.start, news.end, zone)} (${zone})`;
}

export const meetingWhen = (meeting: MeetingTimes, chosen: string | null | undefined) => newsWhen(meetingNewsTimes(meeting), chosen);

export function participantsOf(meeting: MeetingWithParticipants, people: Map<number, Person>): MeetingParticipants {
  return {
    location: meeting.location,
    sender: ref(people.get(meeting.organiser_id), meeting.organiser_id),
    recipients: meeting.participant_ids.map((id) => ref(people.get(id), id)),
  };
}

/** Rows to the API's meeting invites, reading their people and listings with one query each. */
export async function toMeetingInvites(db: Db, rows: MeetingWithParticipants[], viewerId: number): Promise<MeetingInvite[]> {
  const personIds = new Set(rows.flatMap((row) => [row.organiser_id, ...row.participant_ids]));
  const listingIds = new Set(rows.flatMap((row) => (row.property_id === null ? [] : [row.property_id])));
  const [people, listings] = await Promise.all([findPeople(db, [...personIds]), findListings(db, [...listingIds])]);
  const peopleById = new Map(people.map((person) => [person.id, person]));
  const listingsById = new Map(listings.map((listing) => [listing.id, listing]));
  return rows.map((row) => {
    const listing = row.property_id === null ? undefined : listingsById.get(row.property_id);
    return {
      id: row.id,
      meetingInviteId: row.id,
      kind: row.kind,
      title: row.subject,
      subject: row.subject,
      description: row.description,
      start: row.starting_time.toISOString(),
      end: row.ending_time.toISOString(),
      starting_time: formatMeetingTime(row.starting_time, row.time_zone),
      ending_time: formatMeetingTime(row.ending_time, row.time_zone),
      timezone: row.time_zone,
      all_day: isAllDayMeeting(row.starting_time, row.ending_time),
      status: row.status,
      property: listing
        ? {
            id: listing.id,
            label: listing.label,
            street_address: listing.street_address,
          }
        : null,
      project_id: row.project_id,
      is_organiser: row.organiser_id === viewerId,
      participants: participantsOf(row, peopleById),
      guest: row.guest_email ? { name: row.guest_name ?? row.guest_email, email: row.guest_email } : null,
      meeting_type: row.meeting_type,
      tour: isTourKind(row.kind)
        ? {
            answer: row.tour_answer ?? 'pending',
            reason: row.answer_reason,
            proposed_start: row.proposed_start?.toISOString() ?? null,
            proposed_end: row.proposed_end?.toISOString() ?? null,
          }
        : null,
      created_at: row.created_at.toISOString(),
    };
  });
}
