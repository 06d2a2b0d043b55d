import { describe, expect, it } from 'vitest';
import { formatAmountInput, formatAmountsInMessage } from './format-amounts';

describe('formatAmountsInMessage', () => {
  it("keeps the spec's wording and groups the amount", () => {
    expect(formatAmountsInMessage('Bid amount must be a multiple of 10000')).toBe('Bid amount must be a multiple of 10,000');
    expect(formatAmountsInMessage('Minimum bid amount 1260000 is required.')).toBe('Minimum bid amount 1,260,000 is required.');
  });

  it('keeps cents', () => {
    expect(formatAmountsInMessage('Minimum bid amount 100000.75 is required.')).toBe('Minimum bid amount 100,000.75 is required.');
  });

  it('leaves short numbers, years and amounts already grouped alone', () => {
    expect(formatAmountsInMessage('Minimum length should be 3')).toBe('Minimum length should be 3');
    expect(formatAmountsInMessage('Closing in 2026')).toBe('Closing in 2026');
    expect(formatAmountsInMessage('Minimum bid amount 1,260,000 is required.')).toBe('Minimum bid amount 1,260,000 is required.');
  });
});

describe('formatAmountInput', () => {
  it('groups thousands without a currency sign', () => {
    expect(formatAmountInput(1_260_000)).toBe('1,260,000');
    expect(formatAmountInput(100_000.5)).toBe('100,000.5');
  });
});
