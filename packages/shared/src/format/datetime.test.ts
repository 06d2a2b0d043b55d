import { describe, expect, it, vi } from 'vitest';
import { formatCalendarDate, formatClock, formatCountdown, formatDate, formatDateTime, formatLongDate, formatNotificationTime, isCalendarDate, resendLabel, resolveTimeZone } from './datetime';

describe('time formats', () => {
  it('formats notification times in the Los Angeles zone by default', () => {
    expect(formatNotificationTime('2026-01-15T20:05:00Z')).toBe('01/15/2026 - 12:05 PM');
    expect(formatNotificationTime('2026-01-15T20:05:00Z', 'America/New_York')).toBe('01/15/2026 - 03:05 PM');
  });

  it('writes the hours after midnight and noon as 12, as a 12-hour clock does', () => {
    expect(formatNotificationTime('2026-01-15T08:05:00Z')).toBe('01/15/2026 - 12:05 AM');
    expect(formatNotificationTime('2026-07-15T19:30:00Z')).toBe('07/15/2026 - 12:30 PM');
  });

  it('formats a date in the viewer zone, so a late-evening UTC time keeps its local day', () => {
    expect(formatDate('2026-01-15T20:05:00Z')).toBe('01/15/2026');
    expect(formatDate('2026-01-16T03:00:00Z')).toBe('01/15/2026');
    expect(formatDate('2026-01-16T03:00:00Z', 'America/New_York')).toBe('01/15/2026');
    expect(formatDate('2026-01-16T06:00:00Z', 'America/New_York')).toBe('01/16/2026');
  });

  it('maps EST and unknown zones to the default zone', () => {
    expect(resolveTimeZone('EST')).toBe('America/Los_Angeles');
    expect(resolveTimeZone('Not/AZone')).toBe('America/Los_Angeles');
  });

  it('checks a zone with a formatter once, and an unknown zone every time without keeping it', () => {
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    expect(resolveTimeZone('Asia/Kathmandu')).toBe('Asia/Kathmandu');
    expect(resolveTimeZone('Asia/Kathmandu')).toBe('Asia/Kathmandu');
    expect(formatter).toHaveBeenCalledTimes(1);
    expect(resolveTimeZone('Nowhere/Atall')).toBe('America/Los_Angeles');
    expect(resolveTimeZone('Nowhere/Atall')).toBe('America/Los_Angeles');
    expect(formatter).toHaveBeenCalledTimes(3);
    formatter.mockRestore();
  });

  it('formats the resend countdown and switches to Resend Code at zero', () => {
    expect(formatClock(600)).toBe('00:10:00');
    expect(resendLabel(599)).toBe('Resend Verification Code ? (00:09:59)');
    expect(resendLabel(0)).toBe('Resend Code');
  });

  it('shows days in a long countdown only', () => {
    expect(formatCountdown(3 * 86400 + 3661)).toBe('3 Day 01:01:01');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

describe('isCalendarDate', () => {
  it('takes real days written YYYY-MM-DD only', () => {
    expect(['2030-02-28', '2028-02-29', '2030-12-31'].every(isCalendarDate)).toBe(true);
    expect(['2030-02-30', '2030-02-29', '2030-13-01', '2030-1-01', '01/02/2030', '2030-01-01T00:00:00Z', ''].some(isCalendarDate)).toBe(false);
  });

  it('knows the century leap years and the ends of months', () => {
    expect(['2000-02-29', '2400-02-29', '2030-04-30', '2030-01-31'].every(isCalendarDate)).toBe(true);
    expect(['1900-02-29', '2100-02-29', '2030-04-31', '2030-06-31', '2030-00-10', '2030-05-00'].some(isCalendarDate)).toBe(false);
  });
});

describe('formatCalendarDate', () => {
  it('shows a calendar date as written, whatever the zone', () => {
    expect(formatCalendarDate('2025-03-04')).toBe('03/04/2025');
    expect(formatCalendarDate('2025-01-01', 'Pacific/Kiritimati')).toBe('01/01/2025');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });
});

describe('the same instant in two zones', () => {
  const instant = '2026-03-10T23:30:00Z';

  it('shows the viewer their own wall-clock time and day', () => {
    expect(formatDateTime(instant, 'America/New_York')).toBe('03/10/2026 - 07:30 PM');
    expect(formatDateTime(instant, 'Asia/Tokyo')).toBe('03/11/2026 - 08:30 AM');
  });

  it('writes the date out on the viewer\'s day', () => {
    expect(formatLongDate(instant, 'America/New_York')).toBe('March 10, 2026');
    expect(formatLongDate(instant, 'Asia/Tokyo')).toBe('March 11, 2026');
    expect(formatLongDate(instant, null)).toBe('March 10, 2026');
  });
});
