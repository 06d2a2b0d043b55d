import { describe, expect, it } from 'vitest';
import { canVoidAt, isOutForSignature, signerDue } from './rules';
import { STATUS } from './statuses';

const ALL = Object.values(STATUS);

describe('signing turn', () => {
  it('is the buyer at Contract Sent, the seller at Buyer Signed, and nobody after or when cancelled', () => {
    expect(ALL.map((status) => [status, signerDue(status)])).toEqual([
      [1, 'buyer'],
      [2, 'seller'],
      [3, null],
      [4, null],
      [5, null],
      [6, null],
    ]);
    expect(signerDue(0)).toBeNull();
    expect(signerDue(99)).toBeNull();
  });

  it('keeps the contract out for signature only at statuses 1 and 2', () => {
    expect(ALL.filter(isOutForSignature)).toEqual([STATUS.contractSent, STATUS.buyerSigned]);
  });
});

describe('voiding', () => {
  it('is possible while the contract is not fully signed (1 or 2), and not after signing or once cancelled', () => {
    expect(ALL.filter(canVoidAt)).toEqual([STATUS.contractSent, STATUS.buyerSigned]);
    for (const status of [STATUS.contractSigned, STATUS.inEscrow, STATUS.closed, STATUS.cancelled, 0, 7]) expect(canVoidAt(status)).toBe(false);
  });
});
