import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { isAllDayMeeting } from '@openhouse/shared/meetings/rules';
import type { Db } from '../../platform/db/client';
import type { Showing } from '@openhouse/shared/dashboard/my-home';
import { findToursOfProperty, listMeetingsOf } from './meetings.repository';
import { meetingParticipants, meetings } from './meetings.schema';

/* What other modules (the dashboard, the calendar) may read of meetings. */

/** A person's scheduled meetings starting within [from, to), soonest first. */
export async function meetingsOfPersonBetween(db: Db, userId: number, from: Date, to: Date, limit = 50) {
  const rows = await listMeetingsOf(db, {
    userId,
    startsFrom: from,
    startsBefore: to,
    includeCancelled: false,
    order: 'soonest',
    limit,
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.subject,
    start: row.starting_time.toISOString(),
    end: row.ending_time.toISOString(),
  }));
}

/** Everyone who shares a meeting with `personId` (its organiser and its invitees). */
export async function meetingCounterparts(db: Db, personId: number): Promise<Set<number>> {
  const invitedTo = db.select({ id: meetingParticipants.meeting_id }).from(meetingParticipants).where(eq(meetingParticipants.user_id, personId));
  const shared = or(eq(meetings.organiser_id, personId), inArray(meetings.id, invitedTo));
  const organisers = await db.select({ id: meetings.organiser_id }).from(meetings).where(shared);
  const invitees = await db.select({ id: meetingParticipants.user_id }).from(meetingParticipants).innerJoin(meetings, eq(meetings.id, meetingParticipants.meeting_id)).where(shared);
  return new Set([...organisers, ...invitees].map((row) => row.id).filter((id) => id !== personId));
}

/**
 * The showings of a home for its seller (My home): its tours from `from` on, with their times and outcome. The
 * buyer is not named: the seller sees that a showing happens, not who asked (docs/DECISIONS.md).
 */
export async function showingsOfProperty(db: Db, propertyId: number, from: Date, limit = 20): Promise<Showing[]> {
  const rows = await findToursOfProperty(db, propertyId, from, limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === 'video_tour' ? 'video_tour' : 'person_tour',
    start: row.starting_time.toISOString(),
    end: row.ending_time.toISOString(),
    status: row.status,
    answer: row.tour_answer ?? 'pending',
  }));
}

export type CalendarMeetingFilter = { from: Date; to: Date; projectId?: number; participantId?: number };

/**
 * A person's meetings, tours and appointments overlapping [from, to) for the calendar, soonest first; cancelled
 * ones are left out. With projectId, that project's only; with participantId, those that person is in too.
 */
export async function calendarMeetingsOf(db: Db, userId: number, filter: CalendarMeetingFilter) {
  const rows = await listMeetingsOf(db, { userId, startsBefore: filter.to, endsAfter: filter.from, includeCancelled: false, order: 'soonest', limit: 1000 });
  return rows
    .filter((row) => filter.projectId === undefined || row.project_id === filter.projectId)
    .filter((row) => filter.participantId === undefined || row.organiser_id === filter.participantId || row.participant_ids.includes(filter.participantId))
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      description: row.description,
      location: row.location,
      start: row.starting_time.toISOString(),
      end: row.ending_time.toISOString(),
      all_day: isAllDayMeeting(row.starting_time, row.ending_time),
      status: row.status,
      project_id: row.project_id,
      time_zone: row.time_zone,
    }));
}

/**
 * The meetings `organiserId` set up with one contact (a prospect's timeline): booked by that e-mail as a
 * visitor, or with the account behind it invited. Newest first, cancelled ones included (the timeline says so).
 */
export async function meetingsWithContact(db: Db, organiserId: number, contact: { email: string | null; userId: number | null }, limit: number) {
  const withContact = [];
  if (contact.email) withContact.push(sql`lower(${meetings.guest_email}) = ${contact.email.toLowerCase()}`);
  if (contact.userId !== null) {
    withContact.push(inArray(meetings.id, db.select({ id: meetingParticipants.meeting_id }).from(meetingParticipants).where(eq(meetingParticipants.user_id, contact.userId))));
  }
  if (withContact.length === 0) return [];
  const rows = await db
    .select({ id: meetings.id, subject: meetings.subject, starting_time: meetings.starting_time, ending_time: meetings.ending_time, status: meetings.status, created_at: meetings.created_at })
    .from(meetings)
    .where(and(eq(meetings.organiser_id, organiserId), or(...withContact)))
    .orderBy(desc(meetings.starting_time))
    .limit(limit);
  return rows;
}
