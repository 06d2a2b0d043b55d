import { describe, expect, it } from 'vitest';
import { collapseSessions, endableIds, type ActiveSession } from './sessions';

const session = (id: number, device: string, last_seen_at: string, current = false): ActiveSession => ({
  id,
  device,
  ip: `10.0.0.${id}`,
  signed_in_at: '2026-11-01T00:00:00Z',
  last_seen_at,
  expires_at: '2026-12-31T00:00:00Z',
  current,
});

describe('collapseSessions', () => {
  it('shows one device and browser once, last seen when its newest session was, this one first', () => {
    const groups = collapseSessions([
      session(1, 'Chrome on Linux', '2026-11-20T10:00:00Z'),
      session(2, 'Firefox on Windows', '2026-11-28T09:00:00Z'),
      session(3, 'Chrome on Linux', '2026-11-27T10:00:00Z'),
      session(4, 'Safari on iPhone', '2026-11-25T10:00:00Z', true),
      session(5, 'Chrome on Linux', '2026-11-21T10:00:00Z'),
    ]);
    expect(groups.map((group) => [group.device, group.count, group.last_seen_at, group.current])).toEqual([
      ['Safari on iPhone', 1, '2026-11-25T10:00:00Z', true],
      ['Firefox on Windows', 1, '2026-11-28T09:00:00Z', false],
      ['Chrome on Linux', 3, '2026-11-27T10:00:00Z', false],
    ]);
    expect(groups[2]).toMatchObject({ ids: [3, 5, 1], ip: '10.0.0.3' });
  });

  it('keeps the current session in its browser’s row, which is then this one', () => {
    const sessions = [session(1, 'Chrome on Linux', '2026-11-28T10:00:00Z'), session(2, 'Chrome on Linux', '2026-11-20T10:00:00Z', true)];
    expect(collapseSessions(sessions)).toEqual([expect.objectContaining({ device: 'Chrome on Linux', count: 2, current: true, last_seen_at: '2026-11-28T10:00:00Z' })]);
    // Its older sign-ins can be ended from here, never this one.
    expect(endableIds(collapseSessions(sessions)[0]!, sessions)).toEqual([1]);
  });
});
