/**
 * The public scheduling page's rules (spec part 2, section 5): free times run from 7 AM to 7 PM and step by the
 * chosen interval. No zod and no date library here, so the public page can import them for next to nothing;
 * the server turns these wall-clock times into instants in the agent's zone (appointment-slots.ts).
 */
export const APPOINTMENT_INTERVALS = [15, 30, 60, 90, 120] as const;
export type AppointmentInterval = (typeof APPOINTMENT_INTERVALS)[number];
export const DEFAULT_APPOINTMENT_INTERVAL: AppointmentInterval = 60;

/** The bookable day, in minutes after midnight on the agent's clock. */
export const BOOKING_DAY_START = 7 * 60;
export const BOOKING_DAY_END = 19 * 60;

/** A slot on the wall clock: 'HH:mm' both ends. */
export type ClockSlot = { start: string; end: string };

export const isAppointmentInterval = (value: number): value is AppointmentInterval => (APPOINTMENT_INTERVALS as readonly number[]).includes(value);

const pad = (value: number) => String(value).padStart(2, '0');
/** Minutes after midnight as 'HH:mm'. */
export const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Every slot of the bookable day for an interval, before anything booked is taken out. */
export function daySlots(interval: AppointmentInterval): ClockSlot[] {
  const slots: ClockSlot[] = [];
  for (let start = BOOKING_DAY_START; start + interval <= BOOKING_DAY_END; start += interval) {
    slots.push({ start: clockOf(start), end: clockOf(start + interval) });
  }
  return slots;
}

/** How the availability answer writes a slot (the spec's 'start-end' timings). */
export const timingOf = (slot: ClockSlot) => `${slot.start}-${slot.end}`;

/** A timing back to its slot; null for anything else. */
export function slotOfTiming(timing: string): ClockSlot | null {
  const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(timing);
  return match ? { start: match[1]!, end: match[2]! } : null;
}

/** "9:30 AM": how the page shows a wall-clock time. */
export function clockLabel(clock: string): string {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}
