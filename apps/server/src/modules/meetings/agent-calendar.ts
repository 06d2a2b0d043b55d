import type { Db } from '../../platform/db/client';
import { conflict } from '../../platform/http/errors';
import { busyPeriodsOf, lockCalendarOf } from './meetings.repository';

/**
 * Takes [start, end) on an agent's calendar inside the booking's transaction: the calendar is held until the
 * transaction ends, then anything scheduled over that time refuses the booking with a 409 saying so. Every kind
 * of booking that occupies an agent's time (appointments, tours) goes through here, so no two of them can both
 * find the same time free.
 */
export async function claimAgentTime(tx: Db, agentId: number, start: Date, end: Date, takenMessage: string): Promise<void> {
  await lockCalendarOf(tx, agentId);
  if ((await busyPeriodsOf(tx, agentId, start, end)).length > 0) throw conflict(takenMessage);
}
