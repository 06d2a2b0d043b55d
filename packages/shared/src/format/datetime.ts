import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/** The spec's EST parameter means the product's default zone. */
export function resolveTimeZone(zone: string | null | undefined): string {
  if (!zone || zone.toUpperCase() === 'EST') return DEFAULT_TIME_ZONE;
  try {
    Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Notification times: MM/DD/YYYY - hh:mm A in the viewer's zone. */
export function formatNotificationTime(iso: string, zone?: string | null): string {
  return dayjs(iso).tz(resolveTimeZone(zone)).format('MM/DD/YYYY - hh:mm A');
}

/** A calendar date as tables show it: MM/DD/YYYY in the viewer's zone. */
export function formatDate(iso: string, zone?: string | null): string {
  return dayjs(iso).tz(resolveTimeZone(zone)).format('MM/DD/YYYY');
}

/** A date written out, as letters and invitations give it: 'December 1, 2026' in the viewer's zone. */
export function formatLongDate(iso: string, zone?: string | null): string {
  return dayjs(iso).tz(resolveTimeZone(zone)).format('MMMM D, YYYY');
}

/**
 * A calendar date (YYYY-MM-DD: escrow and transaction dates) as tables show dates, MM/DD/YYYY, as written:
 * it has no time, so no zone may shift it. A full timestamp is read in the viewer's zone; anything else
 * is shown as it is.
 */
export function formatCalendarDate(value: string, zone?: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return `${match[2]}/${match[3]}/${match[1]}`;
  return Number.isNaN(Date.parse(value)) ? value : formatDate(value, zone);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A duration as hh:mm:ss (the two-factor resend countdown). Negative counts as zero. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** A countdown as 'N Day hh:mm:ss', or hh:mm:ss when under one day (bidding). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86400);
  const clock = formatClock(seconds % 86400);
  return days > 0 ? `${days} Day ${clock}` : clock;
}

/** The resend link's text (spec): a countdown while the code lives, 'Resend Code' after. */
export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend Verification Code ? (${formatClock(secondsLeft)})` : 'Resend Code';
}

/** Today's calendar date (YYYY-MM-DD) in a zone; the default zone unless the viewer has one. */
export function todayIn(zone?: string | null, now: number = Date.now()): string {
  return dayjs(now).tz(resolveTimeZone(zone)).format('YYYY-MM-DD');
}

/** The first millisecond of today in a zone: bid start and end times may not be earlier. */
export function startOfTodayMs(zone?: string | null, now: number = Date.now()): number {
  return dayjs(now).tz(resolveTimeZone(zone)).startOf('day').valueOf();
}

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

/** Any moment a list shows (sessions' last seen, for one), in the notifications' format and the viewer's zone. */
export const formatDateTime = formatNotificationTime;

