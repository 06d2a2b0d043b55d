/**
 * Pure calendar rules shared by the server and the web: the spec's 15-colour cycle, the public link's day-20 roll,
 * the ranges the views ask for, and how a task group's 'start|end' reads.
 */

/**
 * The spec's 15-colour event cycle (part 2, section 9); a project keeps its colour wherever it is shown. Each is
 * dark enough for white text (contrast 4.5:1 or more).
 */
export const EVENT_COLORS = [
  '#1864ab',
  '#c92a2a',
  '#237032',
  '#a61e4d',
  '#5f3dc4',
  '#0b7285',
  '#b8430c',
  '#3f6b0b',
  '#862e9c',
  '#364fc7',
  '#087f5b',
  '#8a5a00',
  '#495057',
  '#9c2d6b',
  '#1971c2',
] as const;

export const colorOfProject = (projectId: number): string => EVENT_COLORS[Math.abs(projectId) % EVENT_COLORS.length]!;

/** The longest range one calendar read may ask for: a month view's six weeks, with room to spare. */
export const MAX_RANGE_DAYS = 100;

/** The day of the month after which a link's start date rolls to the next month (spec section 4). */
export const LINK_ROLL_DAY = 20;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a UTC-midnight Date (calendar arithmetic is done on UTC dates, never the machine's zone). */
export const dateKey = (date: Date): string => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** A 'YYYY-MM-DD' as a UTC-midnight Date; null when it is not one. */
export function parseDateKey(value: string): Date | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateKey(date) === value ? date : null;
}

export const addDays = (key: string, days: number): string => {
  const date = parseDateKey(key);
  if (!date) return key;
  date.setUTCDate(date.getUTCDate() + days);
  return dateKey(date);
};

/** Whole days from one date to another (b - a). */
export const daysBetween = (a: string, b: string): number => Math.round(((parseDateKey(b)?.getTime() ?? 0) - (parseDateKey(a)?.getTime() ?? 0)) / 86_400_000);

/**
 * The public link's start date (spec section 4): after day 20 of a month it rolls to the first of the next
 * month, since a link made late in a month is meant for the month to come.
 */
export function rollLinkStartDate(start: string): string {
  const date = parseDateKey(start);
  if (!date || date.getUTCDate() <= LINK_ROLL_DAY) return start;
  return dateKey(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
}

export type CalendarView = 'month' | 'week' | 'day';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day'];

/** The first day shown by a view around a date: a month view starts on the Sunday on or before the 1st. */
export function viewRange(view: CalendarView, anchor: string): { start: string; end: string } {
  const date = parseDateKey(anchor) ?? new Date();
  if (view === 'day') return { start: anchor, end: anchor };
  if (view === 'week') {
    const start = addDays(anchor, -date.getUTCDay());
    return { start, end: addDays(start, 6) };
  }
  const first = dateKey(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)));
  const start = addDays(first, -(parseDateKey(first)!.getUTCDay()));
  return { start, end: addDays(start, 41) };
}

/** Moves a view's anchor one step back or forward. */
export function stepAnchor(view: CalendarView, anchor: string, direction: -1 | 1): string {
  if (view === 'day') return addDays(anchor, direction);
  if (view === 'week') return addDays(anchor, 7 * direction);
  const date = parseDateKey(anchor) ?? new Date();
  return dateKey(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + direction, 1)));
}

/** A task group's 'start|end' (the spec's shape) as its first and last calendar days; null without both. */
export function taskGroupDays(date: string): { first: string; last: string } | null {
  const [start, end] = date.split('|');
  if (!start || !end) return null;
  const first = start.slice(0, 10);
  const last = end.slice(0, 10);
  if (!parseDateKey(first) || !parseDateKey(last)) return null;
  return last < first ? { first: last, last: first } : { first, last };
}

/** Moves a 'YYYY-MM-DD HH:mm:ss' (or a date) by whole days, keeping its time: a dragged block keeps its hours. */
export function shiftDateTime(value: string, days: number): string {
  return `${addDays(value.slice(0, 10), days)}${value.slice(10)}`;
}

/** A range a calendar read may ask for: real dates, end not before start, at most MAX_RANGE_DAYS long. */
export function isCalendarRange(start: string, end: string): boolean {
  if (!parseDateKey(start) || !parseDateKey(end)) return false;
  const days = daysBetween(start, end);
  return days >= 0 && days < MAX_RANGE_DAYS;
}
