/**
 * What an agent sets for their public booking page beyond the spec's 7 AM to 7 PM grid: time kept free around
 * each meeting, how far ahead a visitor must book, and how they may meet. No zod and no date library here, so
 * the public page can import it for next to nothing; the schemas are in booking-settings-schemas.ts.
 */

/** The ways a visitor can meet the agent; a video meeting is what the spec's page books. */
export const MEETING_TYPES = ['video', 'in_person', 'phone'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
export const MEETING_TYPE_LABELS: Record<MeetingType, string> = { video: 'Video call', in_person: 'In person', phone: 'Phone call' };

/** Minutes. Buffers: kept free before and after each meeting. Notice: the least time between booking and meeting. */
export type BookingRules = { bufferBefore: number; bufferAfter: number; minimumNotice: number };
export type BookingSettings = BookingRules & { meetingTypes: MeetingType[] };

/** The choices the settings page offers (minutes). */
export const BUFFER_CHOICES = [0, 5, 10, 15, 30, 45, 60] as const;
export const NOTICE_CHOICES = [0, 60, 120, 240, 720, 1440, 2880] as const;

/** Before an agent chooses anything: no buffers, no notice beyond "not in the past", video only (the spec's page). */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = { bufferBefore: 0, bufferAfter: 0, minimumNotice: 0, meetingTypes: ['video'] };

export const isMeetingType = (value: string): value is MeetingType => (MEETING_TYPES as readonly string[]).includes(value);

type Span = { from: Date; to: Date };
type Busy = { start: Date; end: Date };

/** Why a slot cannot be booked, or null when it can. 'taken' wins over 'buffer': the plainer reason is told. */
export type SlotBreach = 'past' | 'notice' | 'taken' | 'buffer';

const MINUTE = 60_000;

/**
 * The one rule the booking page's free times, the server's check at booking and the tour dialog share. A slot
 * is refused when it has started, starts within the minimum notice, overlaps a busy period, or comes closer to
 * one than the buffers allow. Each meeting keeps its own buffers (time to get ready before, to wrap up after),
 * so between a meeting and the next one there must be the first one's after-buffer plus the next one's
 * before-buffer.
 */
export function slotBreach(slot: Span, busy: readonly Busy[], now: Date, rules: BookingRules): SlotBreach | null {
  const wait = slot.from.getTime() - now.getTime();
  if (wait <= 0) return 'past';
  if (wait < rules.minimumNotice * MINUTE) return 'notice';
  if (busy.some((period) => slot.from < period.end && period.start < slot.to)) return 'taken';
  const gap = (rules.bufferBefore + rules.bufferAfter) * MINUTE;
  const tooClose = (period: Busy) => slot.from.getTime() - gap < period.end.getTime() && period.start.getTime() - gap < slot.to.getTime();
  return gap > 0 && busy.some(tooClose) ? 'buffer' : null;
}

/** The span around [start, end) whose busy periods the rule looks at: wider than the slot by both buffers on each side. */
export function bufferedSpan(start: Date, end: Date, rules: BookingRules): { start: Date; end: Date } {
  const gap = (rules.bufferBefore + rules.bufferAfter) * MINUTE;
  return { start: new Date(start.getTime() - gap), end: new Date(end.getTime() + gap) };
}

/** "1 hour", "2 days", "15 minutes": how the page and its messages write a number of minutes. */
export function minutesLabel(minutes: number): string {
  const [amount, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** "Join: https://…", "Where: 1 Main St", "Phone: +1 555…": how a meeting's place is written, by how it is held. */
export function whereLine(type: MeetingType | null, location: string): string {
  if (type === 'phone') return `Phone: ${location}`;
  if (type === 'in_person') return `Where: ${location}`;
  return `${location.startsWith('https://') ? 'Join' : 'Where'}: ${location}`;
}
