import { bufferedSpan, slotBreach, type BookingRules, type SlotBreach } from '@openhouse/shared/meetings/booking-rules';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import type { Db } from '../../platform/db/client';
import { conflict, invalidField } from '../../platform/http/errors';
import { busyPeriodsOf, lockCalendarOf } from './meetings.repository';

/**
 * Takes [start, end) on an agent's calendar inside the booking's transaction: the calendar is held until the
 * transaction ends, then anything scheduled over that time refuses the booking with a 409 saying so. Every kind
 * of booking that occupies an agent's time (appointments, tours) goes through here, so no two of them can both
 * find the same time free.
 */
export async function claimAgentTime(tx: Db, agentId: number, start: Date, end: Date, takenMessage: string, exceptMeetingId?: number): Promise<void> {
  await lockCalendarOf(tx, agentId);
  if ((await busyPeriodsOf(tx, agentId, start, end, exceptMeetingId)).length > 0) throw conflict(takenMessage);
}

const breachMessages: Record<SlotBreach, string> = { past: m.futureOnly, notice: m.slotTooSoon, taken: m.slotTaken, buffer: m.slotTooClose };

/** Locks the agent's calendar, then judges the slot by the booking page's rule against what is on it (less `exceptMeetingId`). */
async function breachUnderLock(tx: Db, agentId: number, slot: { from: Date; to: Date }, rules: BookingRules, exceptMeetingId?: number): Promise<SlotBreach | null> {
  await lockCalendarOf(tx, agentId);
  const around = bufferedSpan(slot.from, slot.to, rules);
  return slotBreach(slot, await busyPeriodsOf(tx, agentId, around.start, around.end, exceptMeetingId), new Date(), rules);
}

/**
 * claimAgentTime under the agent's booking rules (the booking page): the calendar is locked, then the slot is
 * judged by the same rule the page's free times come from, so a time the page would not offer is refused
 * with the reason (too soon, taken, too close to another meeting), 409 when another booking is in the way.
 */
export async function claimBookableTime(tx: Db, agentId: number, slot: { from: Date; to: Date }, rules: BookingRules): Promise<void> {
  const breach = await breachUnderLock(tx, agentId, slot, rules);
  if (breach === 'taken' || breach === 'buffer') throw conflict(breachMessages[breach]);
  if (breach) throw invalidField('starting_time', breachMessages[breach]);
}

/**
 * A tour's hour claimed under its realtor's booking rules, as a booking of their page is. Only a meeting over
 * the very hour is a 409 (the realtor is busy, what a tour has always said); a time the tour dialog would not
 * have offered, within the minimum notice or inside a buffer, is a 422 on the time, since the buyer chose a
 * time that was never free (docs/DECISIONS.md).
 */
export async function claimTourTime(tx: Db, realtorId: number, slot: { from: Date; to: Date }, rules: BookingRules, exceptMeetingId?: number): Promise<void> {
  const breach = await breachUnderLock(tx, realtorId, slot, rules, exceptMeetingId);
  if (breach === 'taken') throw conflict(m.realtorBusy);
  if (breach) throw invalidField(breach === 'past' ? 'date' : 'time', breachMessages[breach]);
}
