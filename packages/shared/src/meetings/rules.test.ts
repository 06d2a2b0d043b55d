import { describe, expect, it } from 'vitest';
import { formatMeetingTime, isAllDayMeeting, isMeetingTime, meetingTimeToDate, reminderTime } from './rules';

describe('isAllDayMeeting', () => {
  it('is true from five hours on', () => {
    expect(isAllDayMeeting('2026-12-01T09:00:00Z', '2026-12-01T14:00:00Z')).toBe(true);
    expect(isAllDayMeeting('2026-12-01T09:00:00Z', '2026-12-02T09:00:00Z')).toBe(true);
  });
  it('is false below five hours', () => {
    expect(isAllDayMeeting('2026-12-01T09:00:00Z', '2026-12-01T13:59:59Z')).toBe(false);
    expect(isAllDayMeeting(new Date('2026-12-01T09:00:00Z'), new Date('2026-12-01T10:00:00Z'))).toBe(false);
  });
});

describe('meeting times (YYYY-MM-DD HH:mm:ss)', () => {
  it('accepts only real wall-clock times in that format', () => {
    expect(isMeetingTime('2026-12-01 09:30:00')).toBe(true);
    expect(isMeetingTime('2026-02-30 09:30:00')).toBe(false);
    expect(isMeetingTime('2026-12-01 24:00:00')).toBe(false);
    expect(isMeetingTime('2026-12-01T09:30:00')).toBe(false);
  });
  it('reads and writes them on the clock of a zone, across daylight saving', () => {
    expect(meetingTimeToDate('2026-07-01 10:00:00', 'America/Los_Angeles').toISOString()).toBe('2026-07-01T17:00:00.000Z');
    expect(meetingTimeToDate('2026-12-01 10:00:00', 'America/Los_Angeles').toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(meetingTimeToDate('2026-12-01 10:00:00', 'EST').toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(formatMeetingTime('2026-12-01T18:00:00.000Z', 'America/New_York')).toBe('2026-12-01 13:00:00');
  });
});

describe('reminderTime', () => {
  it('is an hour before the start, or none when that has passed', () => {
    const now = Date.parse('2026-12-01T08:00:00Z');
    expect(reminderTime(new Date('2026-12-01T10:00:00Z'), now)?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(reminderTime(new Date('2026-12-01T08:30:00Z'), now)).toBeNull();
  });
});
