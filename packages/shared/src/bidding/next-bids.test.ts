import { describe, expect, it } from 'vitest';
import { nextValidBids } from './next-bids';
import { checkBidAmount, MAX_AMOUNT } from './rules';

describe('nextValidBids', () => {
  it('offers the minimum and the next two steps', () => {
    expect(nextValidBids(1_250_000, 10_000)).toEqual([1_260_000, 1_270_000, 1_280_000]);
  });

  it('gives amounts the bid rules accept', () => {
    for (const amount of nextValidBids(100_000.5, 0.25)) expect(checkBidAmount(amount, 100_000.5, 0.25)).toBeNull();
    expect(nextValidBids(0.1, 0.2)).toEqual([0.3, 0.5, 0.7]);
  });

  it('honours a smaller count', () => {
    expect(nextValidBids(1000, 100, 1)).toEqual([1100]);
  });

  it('stops at the largest amount the database holds', () => {
    expect(nextValidBids(MAX_AMOUNT - 2, 1)).toEqual([MAX_AMOUNT - 1, MAX_AMOUNT]);
    expect(nextValidBids(MAX_AMOUNT, 1)).toEqual([]);
  });

  it('offers nothing without a positive increment', () => {
    expect(nextValidBids(1000, 0)).toEqual([]);
    expect(nextValidBids(1000, Number.NaN)).toEqual([]);
  });
});
