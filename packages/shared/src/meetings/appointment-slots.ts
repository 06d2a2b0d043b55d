import { daySlots, type AppointmentInterval, type ClockSlot } from './appointment-rules';
import { DEFAULT_BOOKING_SETTINGS, slotBreach, type BookingRules } from './booking-rules';
import { formatMeetingTime, meetingTimeToDate } from './rules';

/** A slot of one date, as instants in the agent's zone. */
export type DatedSlot = ClockSlot & { from: Date; to: Date };

/** The day's slots for an interval on `date` (YYYY-MM-DD), as instants on the wall clock of `zone`. */
export function datedSlots(date: string, interval: AppointmentInterval, zone: string): DatedSlot[] {
  return daySlots(interval).map((slot) => ({
    ...slot,
    from: meetingTimeToDate(`${date} ${slot.start}:00`, zone),
    to: meetingTimeToDate(`${date} ${slot.end}:00`, zone),
  }));
}

/**
 * The free slots (spec: 7 AM to 7 PM, skipping those that overlap a booked timing, stepping by the interval):
 * those the agent's booking rules let a visitor book now (see slotBreach: not past, not within the minimum
 * notice, clear of the busy periods by the buffers).
 */
export function freeSlots(
  date: string,
  interval: AppointmentInterval,
  zone: string,
  busy: readonly { start: Date; end: Date }[],
  now: Date,
  rules: BookingRules = DEFAULT_BOOKING_SETTINGS,
): DatedSlot[] {
  return datedSlots(date, interval, zone).filter((slot) => slotBreach(slot, busy, now, rules) === null);
}

/**
 * Whether an instant starts one of the day's slots on the agent's clock (7 AM to 7 PM, on the interval's grid):
 * what the booking page offers. A tour must start on one, whatever zone the buyer wrote it in.
 */
export function startsOfferedSlot(start: Date, interval: AppointmentInterval, zone: string): boolean {
  const clock = formatMeetingTime(start, zone);
  return clock.endsWith(':00') && daySlots(interval).some((slot) => slot.start === clock.slice(11, 16));
}
