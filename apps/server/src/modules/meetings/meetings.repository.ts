import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { meetingParticipants, meetings } from './meetings.schema';

export type MeetingRow = typeof meetings.$inferSelect;
/** A meeting with the ids of the people invited to it: what access decisions and views read. */
export type MeetingWithParticipants = MeetingRow & {
  participant_ids: number[];
};

const participantIds = sql<
  number[]
>`coalesce((select array_agg(${meetingParticipants.user_id} order by ${meetingParticipants.user_id}) from ${meetingParticipants} where ${meetingParticipants.meeting_id} = ${meetings.id}), '{}')`;

const withParticipants = { meeting: meetings, participant_ids: participantIds };

function flatten(rows: { meeting: MeetingRow; participant_ids: number[] | null }[]): MeetingWithParticipants[] {
  return rows.map((row) => ({
    ...row.meeting,
    participant_ids: (row.participant_ids ?? []).map(Number),
  }));
}

export async function insertMeeting(tx: Db, values: typeof meetings.$inferInsert, participants: readonly number[]): Promise<MeetingRow> {
  const [row] = await tx.insert(meetings).values(values).returning();
  await addParticipants(tx, row!.id, participants);
  return row!;
}

/** Adds people to a meeting; those already in it stay as they were. Answers the ids added. */
export async function addParticipants(tx: Db, meetingId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const added = await tx
    .insert(meetingParticipants)
    .values(userIds.map((user_id) => ({ meeting_id: meetingId, user_id })))
    .onConflictDoNothing()
    .returning({ user_id: meetingParticipants.user_id });
  return added.map((row) => row.user_id);
}

export async function findMeetings(db: Db, ids: readonly number[]): Promise<MeetingWithParticipants[]> {
  if (ids.length === 0) return [];
  return flatten(
    await db
      .select(withParticipants)
      .from(meetings)
      .where(inArray(meetings.id, [...ids])),
  );
}

export type MeetingFilter = {
  userId: number;
  /** Meetings starting at or after this instant. */
  startsFrom?: Date;
  /** Meetings starting before this instant. */
  startsBefore?: Date;
  /** Meetings not yet over at this instant. */
  endsAfter?: Date;
  includeCancelled: boolean;
  order: 'newest_invite' | 'soonest';
  limit: number;
};

/** The meetings a person organised or is invited to. */
export async function listMeetingsOf(db: Db, filter: MeetingFilter): Promise<MeetingWithParticipants[]> {
  const invited = sql`exists (select 1 from ${meetingParticipants} where ${meetingParticipants.meeting_id} = ${meetings.id} and ${meetingParticipants.user_id} = ${filter.userId})`;
  const conditions: (SQL | undefined)[] = [or(eq(meetings.organiser_id, filter.userId), invited)];
  if (!filter.includeCancelled) conditions.push(eq(meetings.status, 'scheduled'));
  if (filter.startsFrom) conditions.push(gte(meetings.starting_time, filter.startsFrom));
  if (filter.startsBefore) conditions.push(lt(meetings.starting_time, filter.startsBefore));
  if (filter.endsAfter) conditions.push(gt(meetings.ending_time, filter.endsAfter));
  const order = filter.order === 'soonest' ? [asc(meetings.starting_time), asc(meetings.id)] : [desc(meetings.created_at), desc(meetings.id)];
  const rows = await db
    .select(withParticipants)
    .from(meetings)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit);
  return flatten(rows);
}

/** Cancels a scheduled meeting; null when it was already cancelled (a second click, or someone else first). */
export async function cancelScheduledMeeting(tx: Db, id: number, cancelledBy: number | null): Promise<MeetingRow | null> {
  const [row] = await tx
    .update(meetings)
    .set({
      status: 'cancelled',
      cancelled_by: cancelledBy,
      cancelled_at: new Date(),
    })
    .where(and(eq(meetings.id, id), eq(meetings.status, 'scheduled')))
    .returning();
  return row ?? null;
}

/** Marks the reminder sent, once, and only for a meeting still scheduled at the time it was booked for. */
export async function markReminded(tx: Db, id: number, startingTime: Date): Promise<MeetingRow | null> {
  const [row] = await tx
    .update(meetings)
    .set({ reminded_at: new Date() })
    .where(and(eq(meetings.id, id), eq(meetings.status, 'scheduled'), isNull(meetings.reminded_at), eq(meetings.starting_time, startingTime)))
    .returning();
  return row ?? null;
}

/** The advisory lock space of calendars (a number no other lock of the app uses). */
const CALENDAR_LOCK = 7301;

/**
 * Holds one person's calendar until the transaction ends (a transaction-scoped advisory lock keyed by the
 * person), so two bookings of the same time cannot both see it free and both write it.
 */
export async function lockCalendarOf(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK}::int, ${userId}::int)`);
}

/** When a person is busy between two instants: their scheduled meetings overlapping [from, to), but for `exceptMeetingId` (one being moved). */
export async function busyPeriodsOf(db: Db, userId: number, from: Date, to: Date, exceptMeetingId?: number): Promise<{ start: Date; end: Date }[]> {
  const rows = await listMeetingsOf(db, { userId, startsBefore: to, endsAfter: from, includeCancelled: false, order: 'soonest', limit: 500 });
  return rows.filter((row) => row.id !== exceptMeetingId).map((row) => ({ start: row.starting_time, end: row.ending_time }));
}

/** A listing's tours ending at or after `from`, cancelled ones too, soonest first. */
export async function findToursOfProperty(db: Db, propertyId: number, from: Date, limit: number): Promise<MeetingRow[]> {
  return db
    .select()
    .from(meetings)
    .where(and(eq(meetings.property_id, propertyId), inArray(meetings.kind, ['person_tour', 'video_tour']), gte(meetings.ending_time, from)))
    .orderBy(asc(meetings.starting_time), asc(meetings.id))
    .limit(limit);
}

/** Keeps the digest of the visitor's link token of an appointment. */
export async function setGuestTokenHash(db: Db, id: number, tokenHash: string): Promise<void> {
  await db.update(meetings).set({ guest_token_hash: tokenHash }).where(eq(meetings.id, id));
}

/** Writes a tour's answer (and a time it moves to), only while it is still scheduled; null when it no longer is. */
export async function updateScheduledMeeting(
  tx: Db,
  id: number,
  values: Partial<Pick<MeetingRow, 'tour_answer' | 'answer_reason' | 'proposed_start' | 'proposed_end' | 'starting_time' | 'ending_time' | 'status' | 'cancelled_by' | 'cancelled_at'>>,
): Promise<MeetingRow | null> {
  const [row] = await tx
    .update(meetings)
    .set(values)
    .where(and(eq(meetings.id, id), eq(meetings.status, 'scheduled')))
    .returning();
  return row ?? null;
}

/** An agent's appointments (bookings of their public page), upcoming soonest first or past latest first, a page at a time. */
export async function appointmentsOf(db: Db, organiserId: number, when: 'upcoming' | 'past', window: { limit: number; offset: number }, now: Date) {
  const where = and(eq(meetings.organiser_id, organiserId), eq(meetings.kind, 'appointment'), when === 'upcoming' ? gt(meetings.ending_time, now) : lt(meetings.ending_time, now));
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(meetings).where(where);
  const order = when === 'upcoming' ? [asc(meetings.starting_time), asc(meetings.id)] : [desc(meetings.starting_time), desc(meetings.id)];
  const rows = await db.select(withParticipants).from(meetings).where(where).orderBy(...order).limit(window.limit).offset(window.offset);
  return { rows: flatten(rows), total: Number(total) };
}
