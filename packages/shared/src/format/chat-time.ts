import { resolveTimeZone } from './time-zone';

// A chat reads as messaging apps do (and the dashboard's meetings by day likewise): a separator per day ("Today", "Yesterday", "Nov 26") and the time alone on
// each bubble. Through Intl, like the other light formats, so the messages page adds no date library.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options });
    formats.set(key, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) a moment falls on in the viewer's zone: messages of one day share a separator. */
export function chatDayOf(iso: string, zone?: string | null): string {
  const parts = Object.fromEntries(formatIn(resolveTimeZone(zone), { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A bubble's time: '3:05 PM' in the viewer's zone. */
export function formatChatTime(iso: string, zone?: string | null): string {
  return formatIn(resolveTimeZone(zone), { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A day separator: 'Today', 'Yesterday', 'Nov 26' this year, 'Nov 26, 2025' before it. */
export function chatDayLabel(iso: string, zone?: string | null, now: number = Date.now()): string {
  const day = chatDayOf(iso, zone);
  if (day === chatDayOf(new Date(now).toISOString(), zone)) return 'Today';
  if (day === chatDayOf(new Date(now - 86_400_000).toISOString(), zone)) return 'Yesterday';
  const sameYear = day.slice(0, 4) === chatDayOf(new Date(now).toISOString(), zone).slice(0, 4);
  return formatIn(resolveTimeZone(zone), sameYear ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
}

/**
 * Items in order (messages by when they were sent, meetings by when they start), each marked with the day
 * heading to draw above it: null when it shares the previous one's day.
 */
export function withDaySeparators<T>(items: readonly T[], momentOf: (item: T) => string, zone?: string | null, now: number = Date.now()): { item: T; day: string | null }[] {
  let previous = '';
  return items.map((item) => {
    const day = chatDayOf(momentOf(item), zone);
    const separator = day === previous ? null : chatDayLabel(momentOf(item), zone, now);
    previous = day;
    return { item, day: separator };
  });
}
