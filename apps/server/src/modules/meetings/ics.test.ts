import { describe, expect, it } from 'vitest';
import { buildIcs, zoneTransitions } from './ics';

const span = (zone: string, from: string, to: string) =>
  zoneTransitions(zone, new Date(from), new Date(to)).map(({ at, from: before, to: after }) => ({ at: at.toISOString(), from: before, to: after }));

describe('zone transitions', () => {
  it('finds each change of offset to the minute', () => {
    expect(span('America/New_York', '2027-01-01T00:00Z', '2027-12-31T00:00Z')).toEqual([
      { at: '2027-03-14T07:00:00.000Z', from: -300, to: -240 },
      { at: '2027-11-07T06:00:00.000Z', from: -240, to: -300 },
    ]);
  });

  it('finds a half-hour change at half past', () => {
    expect(span('Australia/Lord_Howe', '2027-01-01T00:00Z', '2027-12-31T00:00Z')).toEqual([
      { at: '2027-04-03T15:00:00.000Z', from: 660, to: 630 },
      { at: '2027-10-02T15:30:00.000Z', from: 630, to: 660 },
    ]);
  });

  it('finds a change in the last part of a span that does not end on a whole day, and none past its end', () => {
    expect(span('America/New_York', '2027-03-01T00:00Z', '2027-03-14T07:30Z')).toHaveLength(1);
    expect(span('America/New_York', '2027-03-01T00:00Z', '2027-03-14T06:59Z')).toEqual([]);
  });

  it('finds none in a zone without daylight time', () => {
    expect(span('Asia/Tokyo', '2026-01-01T00:00Z', '2028-12-31T00:00Z')).toEqual([]);
  });
});

describe('buildIcs', () => {
  const meeting = {
    uid: 'm-1@openhouse',
    sequence: 0,
    method: 'REQUEST' as const,
    subject: 'Tour',
    description: null,
    location: null,
    url: null,
    start: new Date('2027-07-15T18:00:00Z'),
    end: new Date('2027-07-15T18:30:00Z'),
    timeZone: 'America/New_York',
    organiser: { name: 'Rita', email: 'rita@example.com' },
    attendees: [{ name: 'Bo', email: 'bo@example.com' }],
    stamp: new Date('2027-07-01T00:00:00Z'),
  };

  it('writes the zone block from the year before the meeting to the year after, and the same block for every meeting of that year', () => {
    const first = buildIcs(meeting);
    const block = first.slice(first.indexOf('BEGIN:VTIMEZONE'), first.indexOf('END:VTIMEZONE'));
    // 2026, 2027 and 2028 each have two changes, plus the offset in force before the first.
    expect(block.match(/BEGIN:(DAYLIGHT|STANDARD)/g)).toHaveLength(7);
    expect(block).toContain('DTSTART:20270314T020000');
    expect(first).toContain('DTSTART;TZID=America/New_York:20270715T140000');
    const later = buildIcs({ ...meeting, start: new Date('2027-12-01T15:00:00Z'), end: new Date('2027-12-01T16:00:00Z') });
    expect(later.slice(later.indexOf('BEGIN:VTIMEZONE'), later.indexOf('END:VTIMEZONE'))).toBe(block);
    expect(later).toContain('DTSTART;TZID=America/New_York:20271201T100000');
  });

  it('writes one fixed offset for a zone that never changes', () => {
    const ics = buildIcs({ ...meeting, timeZone: 'Asia/Tokyo' });
    expect(ics).toContain('TZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900');
    expect(ics).toContain('DTSTART;TZID=Asia/Tokyo:20270716T030000');
  });
});
