import { describe, expect, it } from 'vitest';
import { meetingTimeToDate } from './rules';
import { clockIn, zonedInstant } from './zone-clock';

describe('zonedInstant', () => {
  it('agrees with the date library across daylight saving', () => {
    for (const [date, clock, zone] of [
      ['2026-12-01', '09:00', 'America/New_York'],
      ['2026-07-01', '18:30', 'America/Los_Angeles'],
      ['2026-03-08', '07:00', 'America/New_York'],
      ['2026-11-01', '07:00', 'America/New_York'],
      ['2026-12-01', '07:00', 'Asia/Tokyo'],
    ] as const) {
      expect(zonedInstant(date, clock, zone).toISOString()).toBe(meetingTimeToDate(`${date} ${clock}:00`, zone).toISOString());
    }
  });
});

describe('clockIn', () => {
  it('writes the time on another clock, with the day when it differs', () => {
    const nineInNewYork = zonedInstant('2026-12-01', '09:00', 'America/New_York');
    expect(clockIn(nineInNewYork, 'America/Los_Angeles', '2026-12-01')).toBe('6:00 AM');
    expect(clockIn(nineInNewYork, 'Asia/Tokyo', '2026-12-01')).toBe('11:00 PM');
    expect(clockIn(zonedInstant('2026-12-01', '18:00', 'America/New_York'), 'Asia/Tokyo', '2026-12-01')).toBe('8:00 AM, Dec 2');
  });
});
