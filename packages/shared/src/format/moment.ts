import { resolveTimeZone } from './datetime';

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
