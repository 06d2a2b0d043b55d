import { describe, expect, it } from 'vitest';
import { formatMomentWithZone } from './moment';

describe('formatMomentWithZone', () => {
  it("writes the moment in the viewer's zone and names the zone", () => {
    expect(formatMomentWithZone('2026-11-24T23:00:00Z', 'America/New_York')).toBe('Nov 24, 2026, 6:00 PM EST');
    expect(formatMomentWithZone('2026-11-24T23:00:00Z')).toBe('Nov 24, 2026, 3:00 PM PST');
  });
});
