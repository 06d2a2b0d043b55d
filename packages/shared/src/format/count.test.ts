import { describe, expect, it } from 'vitest';
import { countOf } from './count';

describe('countOf', () => {
  it('keeps the noun singular for one and adds an s otherwise, zero included', () => {
    expect(countOf(1, 'click')).toBe('1 click');
    expect(countOf(2, 'task group')).toBe('2 task groups');
    expect(countOf(0, 'open')).toBe('0 opens');
  });
});
