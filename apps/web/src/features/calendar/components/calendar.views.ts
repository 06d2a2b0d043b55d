import { parseDateKey, taskGroupDays, type CalendarView } from '@openhouse/shared/calendar/rules';
import type { CalendarMeeting, CalendarTaskGroup } from '@openhouse/shared/calendar/schemas';
import { clockLabel } from '@openhouse/shared/meetings/appointment-rules';

/** A meeting placed on the viewer's clock: its day, and its minutes from that day's midnight. */
export type PlacedMeeting = CalendarMeeting & { day: string; from: number; to: number; label: string };

/** A task group with its first and last days (drawn on every day between). */
export type PlacedGroup = CalendarTaskGroup & { first: string; last: string };

export type DayEvents = { groups: PlacedGroup[]; allDay: PlacedMeeting[]; timed: PlacedMeeting[] };

const minutesOf = (wallClock: string) => Number(wallClock.slice(11, 13)) * 60 + Number(wallClock.slice(14, 16));

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as 'YYYY-MM-DD HH:mm' on a zone's wall clock, through one cached Intl formatter per zone: a month
 * of 500 meetings formats a thousand times, and the date library's zone conversion costs far more per call.
 */
function wallClock(iso: string, zone: string): string {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClocks.set(zone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(iso))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export function placeMeeting(meeting: CalendarMeeting, zone: string): PlacedMeeting {
  const start = wallClock(meeting.start, zone);
  const end = wallClock(meeting.end, zone);
  const day = start.slice(0, 10);
  // A meeting running past midnight is drawn to the end of its first day.
  const to = end.slice(0, 10) === day ? Math.max(minutesOf(end), minutesOf(start) + 15) : 24 * 60;
  return { ...meeting, day, from: minutesOf(start), to, label: meeting.all_day ? 'All day' : clockLabel(start.slice(11, 16)) };
}

/** The date key after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The most days one meeting is drawn on: a longer one is a mistake better not drawn across months. */
const MAX_MEETING_DAYS = 62;

/**
 * A meeting on every day it covers on the viewer's clock: its first day from its start, the days after from
 * midnight, the last one until its end (labelled 'Until 2:00 AM'). One ending at midnight stays on its day.
 */
export function meetingSegments(meeting: CalendarMeeting, zone: string): PlacedMeeting[] {
  const first = placeMeeting(meeting, zone);
  const end = wallClock(meeting.end, zone);
  const endMinutes = minutesOf(end);
  const segments = [first];
  let day = nextDay(first.day);
  while (segments.length < MAX_MEETING_DAYS && (day < end.slice(0, 10) || (day === end.slice(0, 10) && endMinutes > 0))) {
    const last = day === end.slice(0, 10);
    segments.push({ ...meeting, day, from: 0, to: last ? endMinutes : 24 * 60, label: meeting.all_day || !last ? 'All day' : `Until ${clockLabel(end.slice(11, 16))}` });
    day = nextDay(day);
  }
  return segments;
}

export function placeGroup(group: CalendarTaskGroup): PlacedGroup | null {
  const days = taskGroupDays(group.date);
  return days ? { ...group, ...days } : null;
}

/**
 * The events of each shown day, built in one pass over the events (a month of 500 events is drawn from this
 * map, so no cell scans the whole list).
 */
export function eventsByDay(days: readonly string[], groups: readonly CalendarTaskGroup[], meetings: readonly CalendarMeeting[], zone: string): Map<string, DayEvents> {
  const map = new Map<string, DayEvents>(days.map((day) => [day, { groups: [], allDay: [], timed: [] }]));
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  for (const group of groups) {
    const placed = placeGroup(group);
    if (!placed || placed.last < first || placed.first > last) continue;
    for (const day of days) if (day >= placed.first && day <= placed.last) map.get(day)!.groups.push(placed);
  }
  for (const meeting of meetings) {
    for (const placed of meetingSegments(meeting, zone)) {
      const entry = map.get(placed.day);
      if (!entry) continue;
      // A whole day inside a long meeting is drawn with the day's all-day events.
      (placed.all_day || (placed.from === 0 && placed.to === 24 * 60) ? entry.allDay : entry.timed).push(placed);
    }
  }
  for (const entry of map.values()) entry.timed.sort((a, b) => a.from - b.from);
  return map;
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** The toolbar's title: 'March 2027', 'Mar 7 – Mar 13, 2027' or 'Wednesday, March 10, 2027'. */
export function viewTitle(view: CalendarView, anchor: string, start: string, end: string): string {
  const at = (key: string) => parseDateKey(key) ?? new Date();
  if (view === 'month') return monthYear.format(at(anchor));
  if (view === 'day') return longDay.format(at(anchor));
  return `${shortDay.format(at(start))} – ${shortDay.format(at(end))}, ${at(end).getUTCFullYear()}`;
}

export const weekdayOf = (day: string) => weekdayShort.format(parseDateKey(day) ?? new Date());
export const dayOfMonth = (day: string) => Number(day.slice(8, 10));
export const longDayLabel = (day: string) => longDay.format(parseDateKey(day) ?? new Date());

/** Every day from start to end inclusive. */
export function daysFrom(start: string, count: number): string[] {
  const first = parseDateKey(start);
  if (!first) return [];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(first.getTime() + index * 86_400_000);
    return date.toISOString().slice(0, 10);
  });
}

export const kindLabel = (kind: CalendarMeeting['kind']) =>
  ({ person_tour: 'In-person tour', video_tour: 'Video tour', meeting: 'Meeting', appointment: 'Appointment' })[kind];
