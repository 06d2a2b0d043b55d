import { describe, expect, it } from 'vitest';
import { biddingMessages as m } from './messages';
import {
  biddingStatusAt,
  buyersPremium,
  checkBidAmount,
  checkContingency,
  checkEscrowDate,
  endTimeAfterBid,
  MAX_AMOUNT,
  minimumNextBid,
  SOFT_CLOSE_MS,
  totalWithPremium,
} from './rules';

describe('minimumNextBid', () => {
  it('is the highest bid plus one increment, in whole cents', () => {
    expect(minimumNextBid(100000, 2500)).toBe(102500);
    expect(minimumNextBid(0.1, 0.2)).toBe(0.3);
    expect(minimumNextBid(100000.5, 0.25)).toBe(100000.75);
  });
});

describe('checkBidAmount (highest 100000, increment 2500)', () => {
  const check = (input: unknown) => checkBidAmount(input, 100000, 2500);

  it('accepts the minimum and the minimum plus whole increments', () => {
    expect(check(102500)).toBeNull();
    expect(check(105000)).toBeNull();
    expect(check(1_100_000)).toBeNull();
  });

  it('counts the increments from the minimum, not from zero', () => {
    expect(checkBidAmount(105100, 100100, 2500)).toBeNull();
    expect(checkBidAmount(105000, 100100, 2500)).toBe(m.bidMultiple(2500));
  });

  it("refuses 103000: 'Bid amount must be a multiple of 2500'", () => {
    expect(check(103000)).toBe('Bid amount must be a multiple of 2500');
    expect(check(102500.01)).toBe(m.bidMultiple(2500));
  });

  it("refuses 101000: 'Minimum bid amount 102500 is required.'", () => {
    expect(check(101000)).toBe('Minimum bid amount 102500 is required.');
    expect(check(100000)).toBe(m.minimumBid(102500));
    expect(check(102499.99)).toBe(m.minimumBid(102500));
  });

  it('requires an amount', () => {
    for (const input of [undefined, null, '']) expect(check(input)).toBe(m.bidAmountRequired);
  });

  it('requires a positive number, reading form text with commas and a dollar sign', () => {
    for (const input of ['abc', 'NaN', -102500, 0, Number.POSITIVE_INFINITY, true, {}]) expect(check(input)).toBe(m.bidAmountInvalid);
    expect(check('$102,500')).toBeNull();
    expect(check(' 105,000 ')).toBeNull();
  });

  it('refuses more than the database holds', () => {
    expect(checkBidAmount(MAX_AMOUNT, 0, 1)).toBeNull();
    expect(checkBidAmount(MAX_AMOUNT + 1, 0, 1)).toBe(m.bidAmountInvalid);
  });

  it('works in cents, so fractional increments are exact', () => {
    expect(checkBidAmount(0.3, 0.1, 0.2)).toBeNull();
    expect(checkBidAmount(10.07, 10, 0.05)).toBe(m.bidMultiple(0.05));
    expect(checkBidAmount(10.35, 10, 0.05)).toBeNull();
    expect(checkBidAmount(10.4, 10, 0.05)).toBeNull();
  });
});

describe('checkContingency', () => {
  it('requires at least one known contingency', () => {
    expect(checkContingency(undefined)).toBe(m.contingencyRequired);
    expect(checkContingency(null)).toBe(m.contingencyRequired);
    expect(checkContingency([])).toBe(m.contingencyRequired);
    expect(checkContingency(['loan', 'mortgage'])).toBe(m.contingencyRequired);
  });

  it('takes any of loan, appraisal and inspection together, or No Contingency alone', () => {
    expect(checkContingency(['loan', 'appraisal', 'inspection'])).toBeNull();
    expect(checkContingency(['no-contingency'])).toBeNull();
    expect(checkContingency(['no-contingency', 'loan'])).toBe(m.contingencyExclusive);
    expect(checkContingency(['appraisal', 'no-contingency'])).toBe(m.contingencyExclusive);
  });
});

describe('checkEscrowDate', () => {
  it('requires a YYYY-MM-DD date', () => {
    expect(checkEscrowDate(undefined, '2026-03-10')).toBe(m.escrowRequired);
    expect(checkEscrowDate('', '2026-03-10')).toBe(m.escrowRequired);
    expect(checkEscrowDate('03/20/2026', '2026-03-10')).toBe(m.escrowRequired);
    expect(checkEscrowDate('2026-13-45', '2026-03-10')).toBe(m.escrowRequired);
    // Days a month does not have are not rolled over into the next month.
    expect(checkEscrowDate('2027-02-30', '2026-03-10')).toBe(m.escrowRequired);
    expect(checkEscrowDate('2027-04-31', '2026-03-10')).toBe(m.escrowRequired);
    expect(checkEscrowDate('2028-02-29', '2026-03-10')).toBeNull();
  });

  it('accepts today and later, and refuses yesterday', () => {
    expect(checkEscrowDate('2026-03-10', '2026-03-10')).toBeNull();
    expect(checkEscrowDate('2026-04-01', '2026-03-10')).toBeNull();
    expect(checkEscrowDate('2026-03-09', '2026-03-10')).toBe(m.escrowInPast);
  });
});

describe("the buyer's premium", () => {
  it('is a percentage of the bid, rounded to the cent, paid on top', () => {
    expect(buyersPremium(102500, 5)).toBe(5125);
    expect(buyersPremium(100000.33, 2.5)).toBe(2500.01);
    expect(buyersPremium(102500, 0)).toBe(0);
    expect(buyersPremium(333.33, 3)).toBe(10);
    expect(buyersPremium(1234567.89, 4.75)).toBe(58641.97);
    expect(totalWithPremium(102500, 5)).toBe(107625);
    expect(totalWithPremium(0.1, 50)).toBe(0.15);
  });
});

describe('biddingStatusAt', () => {
  const auction = { startsAt: 1000, endsAt: 2000, hasTransaction: false };

  it('is upcoming before the start, active from the start, expired from the end', () => {
    expect(biddingStatusAt(auction, 999)).toBe('upcoming');
    expect(biddingStatusAt(auction, 1000)).toBe('active');
    expect(biddingStatusAt(auction, 1999)).toBe('active');
    expect(biddingStatusAt(auction, 2000)).toBe('expired');
  });

  it('is expired once the property has a transaction, whatever the time', () => {
    expect(biddingStatusAt({ ...auction, hasTransaction: true }, 1500)).toBe('expired');
    expect(biddingStatusAt({ ...auction, hasTransaction: true }, 500)).toBe('expired');
  });
});

describe('endTimeAfterBid (soft close)', () => {
  const end = 10 * 60 * 1000;

  it('keeps the end for a bid before the last five minutes', () => {
    expect(endTimeAfterBid(end, end - SOFT_CLOSE_MS - 1)).toBe(end);
    expect(endTimeAfterBid(end, 0)).toBe(end);
  });

  it('moves the end to five minutes after a bid inside the last five minutes', () => {
    expect(endTimeAfterBid(end, end - 60_000)).toBe(end - 60_000 + SOFT_CLOSE_MS);
    expect(endTimeAfterBid(end, end - 1)).toBe(end - 1 + SOFT_CLOSE_MS);
  });

  it('never moves the end backwards', () => {
    for (const bidAt of [0, end - SOFT_CLOSE_MS, end - 1, end]) expect(endTimeAfterBid(end, bidAt)).toBeGreaterThanOrEqual(end);
  });
});
