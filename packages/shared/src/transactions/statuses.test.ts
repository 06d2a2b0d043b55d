import { describe, expect, it } from 'vitest';
import { canAcceptAnotherBid, PAYMENT_METHOD, STATUS, statusName, TRANSACTION_STATUSES } from './statuses';

describe('transaction statuses', () => {
  it('are the six of docs/DECISIONS.md, in order', () => {
    expect(TRANSACTION_STATUSES).toEqual([
      { id: 1, name: 'Contract Sent' },
      { id: 2, name: 'Buyer Signed' },
      { id: 3, name: 'Contract Signed' },
      { id: 4, name: 'In Escrow' },
      { id: 5, name: 'Closed' },
      { id: 6, name: 'Cancelled' },
    ]);
    expect(Object.values(STATUS)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('name a status by id, and an unknown one as Unknown', () => {
    expect(statusName(STATUS.inEscrow)).toBe('In Escrow');
    expect(statusName(99)).toBe('Unknown');
  });

  it('allow another accepted bid only with no transaction or a cancelled latest one (spec section 4)', () => {
    expect(canAcceptAnotherBid(null)).toBe(true);
    expect(canAcceptAnotherBid(undefined)).toBe(true);
    expect(canAcceptAnotherBid(STATUS.cancelled)).toBe(true);
    for (const open of [1, 2, 3, 4, 5]) expect(canAcceptAnotherBid(open)).toBe(false);
  });

  it('fix the payment method (spec section 9)', () => {
    expect(PAYMENT_METHOD).toBe('Credit Card');
  });
});
