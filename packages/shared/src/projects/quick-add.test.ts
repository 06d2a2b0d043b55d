import { describe, expect, it } from 'vitest';
import { proposedTaskDates } from './quick-add';

const LA = 'America/Los_Angeles';

describe('a task added by its title alone', () => {
  it('starts at the next half hour today, and ends an hour later', () => {
    // 10:07 in Los Angeles.
    expect(proposedTaskDates(new Date('2026-11-28T18:07:00Z'), LA)).toEqual({ start: '2026-11-28 10:30:00', end: '2026-11-28 11:30:00' });
  });

  it('starts at 07:00 before the picker’s day, and the next morning after it', () => {
    expect(proposedTaskDates(new Date('2026-11-28T13:00:00Z'), LA).start).toBe('2026-11-28 07:00:00');
    expect(proposedTaskDates(new Date('2026-11-29T04:10:00Z'), LA)).toEqual({ start: '2026-11-29 07:00:00', end: '2026-11-29 08:00:00' });
  });
});
