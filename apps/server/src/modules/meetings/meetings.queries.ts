import type { Db } from '../../platform/db/client';
import { listMeetingsOf } from './meetings.repository';

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
