import { daySlots, type AppointmentInterval, type ClockSlot } from './appointment-rules';
import { meetingTimeToDate } from './rules';

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

const overlaps = (slot: DatedSlot, busy: { start: Date; end: Date }) => slot.from < busy.end && busy.start < slot.to;

/**
 * The free slots (spec: 7 AM to 7 PM, skipping those that overlap a booked timing, stepping by the interval):
 * those that start after `now` and overlap none of the busy periods.
 */
export function freeSlots(date: string, interval: AppointmentInterval, zone: string, busy: readonly { start: Date; end: Date }[], now: Date): DatedSlot[] {
  return datedSlots(date, interval, zone).filter((slot) => slot.from > now && !busy.some((period) => overlaps(slot, period)));
}
