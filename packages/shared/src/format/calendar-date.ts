import { numericFormatIn, resolveTimeZone } from './time-zone';

// Calendar dates through Intl rather than dayjs: the bidding rules, the transaction schemas and the public
// signing page's summary use them, and dayjs with its zone plugins weighs about 5.5 KiB gzipped there.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A real calendar date written YYYY-MM-DD (no 2026-02-30, which Date would roll over to March 2). Worked
 * out by arithmetic rather than by building a Date: every bid asks it.
 */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** A date-only value is the browser's local midnight, a timestamp its instant, as dayjs read them before. */
function toDate(value: string): Date {
  const match = CALENDAR_DATE.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
}

/** A calendar date as tables show it: MM/DD/YYYY in the viewer's zone. */
export function formatDate(iso: string, zone?: string | null): string {
  const date = toDate(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : numericFormatIn('date', resolveTimeZone(zone)).format(date);
}

/**
 * A calendar date (YYYY-MM-DD: escrow and transaction dates) as tables show dates, MM/DD/YYYY, as written:
 * it has no time, so no zone may shift it. A full timestamp is read in the viewer's zone; anything else
 * is shown as it is.
 */
export function formatCalendarDate(value: string, zone?: string | null): string {
  const match = CALENDAR_DATE.exec(value);
  if (match) return `${match[2]}/${match[3]}/${match[1]}`;
  return Number.isNaN(Date.parse(value)) ? value : formatDate(value, zone);
}
