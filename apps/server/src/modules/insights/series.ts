import { durationStart, MONTHLY_AFTER_DAYS, type InsightDuration, type InsightInterval } from '@openhouse/shared/properties/insights';

const DAY_MS = 86_400_000;

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The buckets a chart shows, oldest first, as YYYY-MM-DD of each bucket's first day. */
export type Buckets = { interval: InsightInterval; keys: string[] };

/**
 * The buckets of a duration: week is the last 7 UTC days and month the last 30, today included.
 * All Time starts on the day of the property's first event (none: no buckets) and is grouped by
 * month once it spans more than MONTHLY_AFTER_DAYS days, so the chart stays readable.
 */
export function bucketsFor(duration: InsightDuration, now: Date, firstEvent: Date | null): Buckets {
  const today = startOfUtcDay(now);
  const start = durationStart(duration, now) ?? (firstEvent ? startOfUtcDay(firstEvent) : null);
  if (!start || start > today) return { interval: 'day', keys: [] };
  const days = Math.round((today.getTime() - start.getTime()) / DAY_MS) + 1;
  if (duration === 'year' && days > MONTHLY_AFTER_DAYS) {
    const keys: string[] = [];
    const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
    while (month <= today) {
      keys.push(isoDay(month));
      month.setUTCMonth(month.getUTCMonth() + 1);
    }
    return { interval: 'month', keys };
  }
  return { interval: 'day', keys: Array.from({ length: days }, (_, n) => isoDay(new Date(start.getTime() + n * DAY_MS))) };
}
