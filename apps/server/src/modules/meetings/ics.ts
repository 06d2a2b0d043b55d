/**
 * iCalendar (RFC 5545) invitations. Times are written on the meeting's own wall clock with TZID, and the
 * zone's rules travel in a VTIMEZONE built from the runtime's time-zone data (Intl), so a calendar that
 * does not know the zone name still places the meeting at the right instant.
 */

export type IcsPerson = { name: string; email: string };
export type IcsMeeting = {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  subject: string;
  description: string | null;
  location: string | null;
  url: string | null;
  start: Date;
  end: Date;
  timeZone: string;
  organiser: IcsPerson;
  attendees: IcsPerson[];
  stamp?: Date;
};

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/**
 * One offset formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and a
 * VTIMEZONE asks the zone's offset about a thousand times (it once cost seconds of CPU per e-mail).
 */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormatOf(zone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  const parts = offsetFormatOf(zone).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Wall-clock fields of an instant shifted by an offset: YYYYMMDDTHHMMSS. */
function localStamp(at: Date, offsetMinutes: number): string {
  const shifted = new Date(at.getTime() + offsetMinutes * 60_000);
  return (
    `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}${pad(shifted.getUTCMinutes())}${pad(shifted.getUTCSeconds())}`
  );
}

const utcStamp = (at: Date) => `${localStamp(at, 0)}Z`;
const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

type Transition = { at: Date; from: number; to: number };

/**
 * Every change of the zone's offset between two instants, found day by day and then to the minute. No zone
 * changes its offset twice within a day (changes are weeks apart at the closest), so a day's step misses none.
 */
export function zoneTransitions(zone: string, from: Date, to: Date): Transition[] {
  const transitions: Transition[] = [];
  const step = 86_400_000;
  let previous = zoneOffsetMinutes(zone, from);
  for (let t = from.getTime() + step; t <= to.getTime() + step; t += step) {
    const at = Math.min(t, to.getTime());
    const offset = zoneOffsetMinutes(zone, new Date(at));
    if (offset === previous) continue;
    let low = t - step;
    let high = at;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 2 / 60_000) * 60_000;
      if (zoneOffsetMinutes(zone, new Date(middle)) === previous) low = middle;
      else high = middle;
    }
    transitions.push({ at: new Date(high), from: previous, to: offset });
    previous = offset;
  }
  return transitions;
}

/** Built VTIMEZONE blocks by zone and year: every meeting e-mail of a year in one zone carries the same one. */
const zoneBlocks = new Map<string, string[]>();
const ZONE_BLOCKS_KEPT = 256;

/** The VTIMEZONE lines covering the year before the meeting to the year after it. */
function timeZoneLines(zone: string, start: Date): string[] {
  const key = `${zone} ${start.getUTCFullYear()}`;
  let block = zoneBlocks.get(key);
  if (!block) {
    // The keys are bounded by real zones times years in use; the cap only guards against odd callers.
    if (zoneBlocks.size >= ZONE_BLOCKS_KEPT) zoneBlocks.clear();
    block = buildTimeZoneLines(zone, start.getUTCFullYear());
    zoneBlocks.set(key, block);
  }
  return block;
}

function buildTimeZoneLines(zone: string, year: number): string[] {
  const from = new Date(Date.UTC(year - 1, 0, 1));
  const transitions = zoneTransitions(zone, from, new Date(Date.UTC(year + 1, 11, 31)));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (transitions.length === 0) {
    const offset = offsetText(zoneOffsetMinutes(zone, from));
    return [...lines, 'BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD', 'END:VTIMEZONE'];
  }
  const standard = Math.min(...transitions.flatMap((transition) => [transition.from, transition.to]));
  // The offset in force before the first change, so times early in the covered span are defined too.
  const first = transitions[0]!;
  const initialKind = first.from > standard ? 'DAYLIGHT' : 'STANDARD';
  lines.push(
    `BEGIN:${initialKind}`,
    `DTSTART:${localStamp(from, first.from)}`,
    `TZOFFSETFROM:${offsetText(first.from)}`,
    `TZOFFSETTO:${offsetText(first.from)}`,
    `END:${initialKind}`,
  );
  for (const transition of transitions) {
    const kind = transition.to > standard ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(transition.at, transition.from)}`,
      `TZOFFSETFROM:${offsetText(transition.from)}`,
      `TZOFFSETTO:${offsetText(transition.to)}`,
      `END:${kind}`,
    );
  }
  return [...lines, 'END:VTIMEZONE'];
}

/** TEXT values escape backslashes, semicolons, commas and line breaks. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A CN parameter is quoted; quotes cannot appear inside it. */
const commonName = (name: string) => `"${name.replace(/["\r\n]/g, '')}"`;

/** Lines longer than 75 octets continue on the next line after a space (folding). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = pieces.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      pieces.push(current);
      current = '';
    }
    current += char;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function buildIcs(meeting: IcsMeeting): string {
  const zoneAt = (at: Date) => localStamp(at, zoneOffsetMinutes(meeting.timeZone, at));
  const cancelled = meeting.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Openhouse//Meetings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${meeting.method}`,
    ...timeZoneLines(meeting.timeZone, meeting.start),
    'BEGIN:VEVENT',
    `UID:${meeting.uid}`,
    `SEQUENCE:${meeting.sequence}`,
    `DTSTAMP:${utcStamp(meeting.stamp ?? new Date())}`,
    `DTSTART;TZID=${meeting.timeZone}:${zoneAt(meeting.start)}`,
    `DTEND;TZID=${meeting.timeZone}:${zoneAt(meeting.end)}`,
    `SUMMARY:${escapeText(meeting.subject)}`,
    ...(meeting.description ? [`DESCRIPTION:${escapeText(meeting.description)}`] : []),
    ...(meeting.location ? [`LOCATION:${escapeText(meeting.location)}`] : []),
    ...(meeting.url ? [`URL:${meeting.url}`] : []),
    `ORGANIZER;CN=${commonName(meeting.organiser.name)}:mailto:${meeting.organiser.email}`,
    ...meeting.attendees.map(
      (attendee) => `ATTENDEE;CN=${commonName(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${attendee.email}`,
    ),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** One event of a subscription feed: placed at an instant, written on its zone's wall clock. */
export type IcsFeedEvent = {
  uid: string;
  summary: string;
  description?: string | null;
  location?: string | null;
  start: Date;
  end: Date;
  timeZone: string;
};

/**
 * A subscription calendar (RFC 5545 without METHOD, as calendar apps poll it): every event carries TZID on its
 * zone's wall clock, and each zone's VTIMEZONE is written once, so Google, Apple and Outlook place the events at
 * the same instants across daylight-saving changes.
 */
export function buildIcsFeed(name: string, events: readonly IcsFeedEvent[], now: Date = new Date()): string {
  const zones = [...new Set(events.map((event) => event.timeZone))];
  const zoneAt = (zone: string, at: Date) => localStamp(at, zoneOffsetMinutes(zone, at));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Openhouse//Calendar//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...zones.flatMap((zone) => timeZoneLines(zone, now)),
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${event.timeZone}:${zoneAt(event.timeZone, event.start)}`,
      `DTEND;TZID=${event.timeZone}:${zoneAt(event.timeZone, event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
