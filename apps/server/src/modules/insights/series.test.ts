import { describe, expect, it } from 'vitest';
import { bucketsFor } from './series';

const now = new Date('2024-03-10T15:30:00Z');

describe('bucketsFor', () => {
  it('week: the last 7 UTC days, today included', () => {
    expect(bucketsFor('week', now, null)).toEqual({
      interval: 'day',
      keys: ['2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07', '2024-03-08', '2024-03-09', '2024-03-10'],
    });
  });

  it('month: the last 30 UTC days, across a month end (leap February)', () => {
    const { interval, keys } = bucketsFor('month', now, null);
    expect(interval).toBe('day');
    expect(keys).toHaveLength(30);
    expect(keys[0]).toBe('2024-02-10');
    expect(keys).toContain('2024-02-29');
    expect(keys.at(-1)).toBe('2024-03-10');
  });

  it('All Time without events has no buckets', () => {
    expect(bucketsFor('year', now, null)).toEqual({ interval: 'day', keys: [] });
  });

  it('All Time counts days from the first event while it spans up to 90 days', () => {
    const { interval, keys } = bucketsFor('year', now, new Date('2023-12-12T23:59:00Z'));
    expect(interval).toBe('day');
    expect(keys).toHaveLength(90);
    expect(keys[0]).toBe('2023-12-12');
    expect(keys.at(-1)).toBe('2024-03-10');
  });

  it('All Time longer than 90 days is grouped by month, each keyed by its first day', () => {
    expect(bucketsFor('year', now, new Date('2023-12-11T00:00:00Z'))).toEqual({
      interval: 'month',
      keys: ['2023-12-01', '2024-01-01', '2024-02-01', '2024-03-01'],
    });
  });

  it('All Time with only events of today is one day', () => {
    expect(bucketsFor('year', now, new Date('2024-03-10T01:00:00Z'))).toEqual({ interval: 'day', keys: ['2024-03-10'] });
  });
});
