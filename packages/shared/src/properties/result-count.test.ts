import { describe, expect, it } from 'vitest';
import { formatResultCount, RESULT_COUNT_CAP } from './result-count';

describe('formatResultCount', () => {
  it('says home for one and homes for any other exact count', () => {
    expect(formatResultCount(0, false)).toBe('0 homes');
    expect(formatResultCount(1, false)).toBe('1 home');
    expect(formatResultCount(23, false)).toBe('23 homes');
    expect(formatResultCount(999, false)).toBe('999 homes');
  });

  it('groups thousands and marks an estimate as a lower bound', () => {
    expect(formatResultCount(RESULT_COUNT_CAP, true)).toBe('200+ homes');
    expect(formatResultCount(1000, false)).toBe('1,000 homes');
    expect(formatResultCount(1, true)).toBe('1+ homes');
  });
});
