import { describe, expect, it } from 'vitest';
import { timingOf } from './appointment-rules';
import { freeSlots } from './appointment-slots';
import { DEFAULT_BOOKING_SETTINGS, minutesLabel, slotBreach, type BookingRules } from './booking-rules';

const zone = 'America/New_York';
const date = '2026-12-01';
// 10:00–11:00 on the agent's clock (New York is UTC-5 in December).
const busy = [{ start: new Date('2026-12-01T15:00:00Z'), end: new Date('2026-12-01T16:00:00Z') }];
const longBefore = new Date('2026-11-20T12:00:00Z');
const rules = (change: Partial<BookingRules>): BookingRules => ({ ...DEFAULT_BOOKING_SETTINGS, ...change });
const times = (change: Partial<BookingRules>, now = longBefore) => freeSlots(date, 30, zone, busy, now, rules(change)).map(timingOf);

describe('freeSlots with buffers', () => {
  it('without buffers offers the times right before and after a meeting', () => {
    expect(times({})).toEqual(expect.arrayContaining(['09:30-10:00', '11:00-11:30']));
    expect(times({})).not.toContain('10:30-11:00');
  });

  it('keeps the after-buffer of a meeting free before the next one starts', () => {
    const free = times({ bufferAfter: 30 });
    expect(free).not.toContain('11:00-11:30');
    expect(free).toContain('11:30-12:00');
  });

  it('keeps the before-buffer free ahead of a meeting', () => {
    const free = times({ bufferBefore: 15 });
    expect(free).not.toContain('09:30-10:00');
    expect(free).toContain('09:00-09:30');
    // The next meeting needs its own 15 minutes of preparation after this one ends.
    expect(free).not.toContain('11:00-11:30');
    expect(free).toContain('11:30-12:00');
  });

  it('adds both buffers between two meetings', () => {
    const free = times({ bufferBefore: 15, bufferAfter: 30 });
    expect(free).not.toContain('11:30-12:00');
    expect(free).toContain('12:00-12:30');
    expect(free).not.toContain('09:00-09:30');
    expect(free).toContain('08:30-09:00');
  });
});

describe('freeSlots with a minimum notice', () => {
  // 8:10 AM on the agent's clock.
  const now = new Date('2026-12-01T13:10:00Z');

  it('offers every later time of the day without one', () => {
    expect(times({}, now)[0]).toBe('08:30-09:00');
  });

  it('offers nothing that starts sooner than the notice', () => {
    expect(times({ minimumNotice: 120 }, now)[0]).toBe('11:00-11:30');
    expect(times({ minimumNotice: 60 }, now)[0]).toBe('09:30-10:00');
  });

  it('counts a notice longer than a day into the next days', () => {
    expect(times({ minimumNotice: 2880 }, now)).toEqual([]);
  });
});

describe('slotBreach', () => {
  const slot = { from: new Date('2026-12-01T16:00:00Z'), to: new Date('2026-12-01T16:30:00Z') };
  it('tells why a slot is refused, the plainest reason first', () => {
    expect(slotBreach(slot, busy, new Date('2026-12-01T16:00:00Z'), rules({}))).toBe('past');
    expect(slotBreach(slot, busy, new Date('2026-12-01T15:30:00Z'), rules({ minimumNotice: 60 }))).toBe('notice');
    expect(slotBreach({ ...slot, from: new Date('2026-12-01T15:30:00Z') }, busy, longBefore, rules({ bufferAfter: 30 }))).toBe('taken');
    expect(slotBreach(slot, busy, longBefore, rules({ bufferAfter: 30 }))).toBe('buffer');
    expect(slotBreach(slot, busy, longBefore, rules({}))).toBeNull();
  });
});

describe('minutesLabel', () => {
  it('writes minutes, hours and days', () => {
    expect([minutesLabel(15), minutesLabel(60), minutesLabel(120), minutesLabel(1440), minutesLabel(90)]).toEqual(['15 minutes', '1 hour', '2 hours', '1 day', '90 minutes']);
  });
});
