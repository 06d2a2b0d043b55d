import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { resolveTimeZone } from '../format/time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** How meeting times are written on the wire (spec): local wall-clock time in the meeting's zone. */
export const MEETING_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A meeting this long or longer is shown as an all-day block (the spec's "5 or more", read as hours). */
export const ALL_DAY_HOURS = 5;

/** How long a booked tour lasts; the buyer picks only its start. */
export const TOUR_MINUTES = 60;

/** Reminders go this long before a meeting starts. */
export const REMINDER_MINUTES_BEFORE = 60;

/** The dashboard's list lengths (spec: 3 meeting invites). */
export const DASHBOARD_INVITES = 3;
export const UPCOMING_INVITES = 5;

const MEETING_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A real wall-clock time written YYYY-MM-DD HH:mm:ss (no 2026-02-30 10:00:00, no 25:00:00). */
export function isMeetingTime(value: string): boolean {
  return MEETING_TIME.test(value) && dayjs(value, MEETING_TIME_FORMAT, true).isValid();
}

/** The instant a wall-clock meeting time names in a zone. */
export function meetingTimeToDate(value: string, zone?: string | null): Date {
  return dayjs.tz(value, MEETING_TIME_FORMAT, resolveTimeZone(zone)).toDate();
}

/** An instant as a meeting time (YYYY-MM-DD HH:mm:ss) on the wall clock of a zone. */
export function formatMeetingTime(instant: Date | string, zone?: string | null): string {
  return dayjs(instant).tz(resolveTimeZone(zone)).format(MEETING_TIME_FORMAT);
}

/** Whether a meeting is shown as all day: it lasts ALL_DAY_HOURS or more. Times in any form Date reads. */
export function isAllDayMeeting(start: Date | string, end: Date | string): boolean {
  const startMs = new Date(start).getTime();
  const endMs = new Date(end).getTime();
  return endMs - startMs >= ALL_DAY_HOURS * 3_600_000;
}

/** When the reminder of a meeting is due; null when that moment has already passed. */
export function reminderTime(start: Date, now: number = Date.now()): Date | null {
  const due = start.getTime() - REMINDER_MINUTES_BEFORE * 60_000;
  return due > now ? new Date(due) : null;
}

/** How a meeting's time reads in a list: "Tue, Dec 1, 10:00 AM – 11:00 AM", or the date and "All day". */
export function describeMeetingTime(start: string, end: string, zone?: string | null): string {
  const from = dayjs(start).tz(resolveTimeZone(zone));
  const to = dayjs(end).tz(resolveTimeZone(zone));
  if (isAllDayMeeting(start, end)) return `${from.format('ddd, MMM D')} · All day`;
  return `${from.format('ddd, MMM D, h:mm A')} – ${to.format('h:mm A')}`;
}
