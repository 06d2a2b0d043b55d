/**
 * Wall clocks of one zone read in another, with the browser's Intl only: the public booking page shows each
 * free time on the agent's clock and the visitor's, and must stay light (no date library in its first load).
 */

/** Minutes `zone` is ahead of UTC at an instant. */
function offsetMinutes(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  return (Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - Math.floor(instant / 60_000) * 60_000) / 60_000;
}

/** The instant of `date` (YYYY-MM-DD) at `clock` (HH:mm) on the wall clock of `zone`. */
export function zonedInstant(date: string, clock: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes);
  // Twice: the first guess's offset may be the other side of a daylight-saving change.
  const first = asUtc - offsetMinutes(asUtc, zone) * 60_000;
  return new Date(asUtc - offsetMinutes(first, zone) * 60_000);
}

/** "6:00 AM" (or "6:00 AM, Dec 1" when the day differs): an instant on the wall clock of `zone`. */
export function clockIn(instant: Date, zone: string, onDate?: string): string {
  const time = instant.toLocaleTimeString('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  const day = instant.toLocaleDateString('en-CA', { timeZone: zone });
  if (!onDate || day === onDate) return time;
  return `${time}, ${instant.toLocaleDateString('en-US', { timeZone: zone, month: 'short', day: 'numeric' })}`;
}

/** The visitor's zone, as their browser knows it. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
