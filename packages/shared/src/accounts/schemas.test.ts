import { describe, expect, it } from 'vitest';
import { confirmationCodeSchema, sixDigitCodeSchema, timeZoneSchema } from './schemas';

describe('codes sent as JSON numbers', () => {
  it('read a number back as the 6-digit code it was, leading zeros included', () => {
    expect(confirmationCodeSchema.parse(12091)).toBe('012091');
    expect(sixDigitCodeSchema.parse(12091)).toBe('012091');
    expect(sixDigitCodeSchema.parse(7)).toBe('000007');
    expect(sixDigitCodeSchema.parse(482913)).toBe('482913');
  });

  it('keep the string form as typed', () => {
    expect(confirmationCodeSchema.parse(' 012091 ')).toBe('012091');
    expect(sixDigitCodeSchema.parse('012091')).toBe('012091');
    expect(sixDigitCodeSchema.safeParse('12091').success).toBe(false);
  });

  it('refuse numbers that are no code', () => {
    for (const value of [-12091, 12.5, 1234567, Number.MAX_SAFE_INTEGER + 2]) expect(sixDigitCodeSchema.safeParse(value).success, String(value)).toBe(false);
    expect(confirmationCodeSchema.safeParse(-123456).success).toBe(false);
  });
});

describe('timeZoneSchema', () => {
  it('accepts IANA zone names and UTC', () => {
    for (const zone of ['America/New_York', 'Europe/Paris', 'Asia/Kolkata', 'UTC']) expect(timeZoneSchema.parse(zone)).toBe(zone);
  });

  it('stores EST, the spec name of the default zone, as America/Los_Angeles', () => {
    expect(timeZoneSchema.parse('EST')).toBe('America/Los_Angeles');
    expect(timeZoneSchema.parse('est')).toBe('America/Los_Angeles');
  });

  it('refuses anything else', () => {
    for (const zone of ['', 'Mars/Olympus_Mons', 'America/New_York\u0000', '<script>', 'x'.repeat(65)]) {
      expect(timeZoneSchema.safeParse(zone).success, zone).toBe(false);
    }
  });
});
