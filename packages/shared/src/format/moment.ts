import { numericFormatIn, resolveTimeZone } from './time-zone';

/** A moment written out with its zone, as an auction's end reads: 'Nov 24, 2026, 3:00 PM PST' in the viewer's zone. */
export function formatMomentWithZone(iso: string, zone?: string | null): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: resolveTimeZone(zone),
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/**
 * Notification times: MM/DD/YYYY - hh:mm A in the viewer's zone. Through Intl, not dayjs, so the public
 * signing page's history adds no date library to its first load.
 */
export function formatNotificationTime(iso: string, zone?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const part = Object.fromEntries(numericFormatIn('dateTime', resolveTimeZone(zone)).formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.month}/${part.day}/${part.year} - ${part.hour}:${part.minute} ${part.dayPeriod}`;
}
