import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { formatNotificationTime } from './moment';
import { resolveTimeZone } from './time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

// The formats that need no date library live apart (Intl does them), so a page that only counts down or shows a
// date or a time does not download dayjs; every importer of this module still finds them here.
export { DEFAULT_TIME_ZONE, resolveTimeZone } from './time-zone';
export { formatClock, formatCountdown, resendLabel } from './countdown';
export { formatCalendarDate, formatDate, isCalendarDate } from './calendar-date';
export { formatNotificationTime } from './moment';

/** A date written out, as letters and invitations give it: 'December 1, 2026' in the viewer's zone. */
export function formatLongDate(iso: string, zone?: string | null): string {
  return dayjs(iso).tz(resolveTimeZone(zone)).format('MMMM D, YYYY');
}

/** Today's calendar date (YYYY-MM-DD) in a zone; the default zone unless the viewer has one. */
export function todayIn(zone?: string | null, now: number = Date.now()): string {
  return dayjs(now).tz(resolveTimeZone(zone)).format('YYYY-MM-DD');
}

/** The first millisecond of today in a zone: bid start and end times may not be earlier. */
export function startOfTodayMs(zone?: string | null, now: number = Date.now()): number {
  return dayjs(now).tz(resolveTimeZone(zone)).startOf('day').valueOf();
}

/** Any moment a list shows (sessions' last seen, for one), in the notifications' format and the viewer's zone. */
export const formatDateTime = formatNotificationTime;

