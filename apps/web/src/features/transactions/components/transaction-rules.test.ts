import { describe, expect, it } from 'vitest';
import { makeTransaction } from '../test/transaction-fixtures';
import { canVoid, nextStatusAction, resendableSigner, statusProgress } from './transaction-rules';

describe('transaction rules', () => {
  it('lets the listing side void only while the contract is not fully signed', () => {
    for (const role of ['seller', 'realtor', 'admin'] as const) {
      expect(canVoid({ my_role: role, status_id: 1 })).toBe(true);
      expect(canVoid({ my_role: role, status_id: 2 })).toBe(true);
      expect(canVoid({ my_role: role, status_id: 3 })).toBe(false);
      expect(canVoid({ my_role: role, status_id: 6 })).toBe(false);
    }
    expect(canVoid({ my_role: 'buyer', status_id: 1 })).toBe(false);
  });

  it('lets the listing side and the party due to sign have the link e-mailed again, while one is due', () => {
    const signerOf = (role: 'buyer' | 'seller' | 'realtor' | 'admin', status: number) => resendableSigner(makeTransaction({ my_role: role, status_id: status }))?.role ?? null;
    for (const role of ['seller', 'realtor', 'admin'] as const) {
      expect(signerOf(role, 1)).toBe('buyer');
      expect(signerOf(role, 2)).toBe('seller');
      for (const status of [3, 4, 5, 6]) expect(signerOf(role, status)).toBeNull();
    }
    expect(signerOf('buyer', 1)).toBe('buyer');
    expect(signerOf('buyer', 2)).toBeNull();
    expect(signerOf('buyer', 3)).toBeNull();
  });

  it('moves a signed contract on one step at a time, for the realtor only', () => {
    expect(nextStatusAction({ my_role: 'realtor', status_id: 3 })).toEqual({ statusId: 4, label: 'Mark In Escrow' });
    expect(nextStatusAction({ my_role: 'realtor', status_id: 4 })).toEqual({ statusId: 5, label: 'Mark Closed' });
    expect(nextStatusAction({ my_role: 'realtor', status_id: 2 })).toBeNull();
    expect(nextStatusAction({ my_role: 'realtor', status_id: 5 })).toBeNull();
    expect(nextStatusAction({ my_role: 'seller', status_id: 3 })).toBeNull();
  });

  it('marks the steps behind, at and ahead of the current status', () => {
    const { steps, cancelled } = statusProgress(makeTransaction({ status_id: 3 }));
    expect(cancelled).toBe(false);
    expect(steps.map((step) => [step.name, step.state])).toEqual([
      ['Contract Sent', 'done'],
      ['Buyer Signed', 'done'],
      ['Contract Signed', 'current'],
      ['In Escrow', 'upcoming'],
      ['Closed', 'upcoming'],
    ]);
  });

  it('shows how far a cancelled transaction got before it was cancelled', () => {
    const transaction = makeTransaction({ status_id: 6 });
    transaction.signers[0]!.signed_at = '2025-03-05T10:00:00Z';
    transaction.signers[1]!.declined_at = '2025-03-06T10:00:00Z';
    const { steps, cancelled } = statusProgress(transaction);
    expect(cancelled).toBe(true);
    expect(steps.filter((step) => step.state === 'done').map((step) => step.name)).toEqual(['Contract Sent', 'Buyer Signed']);
    expect(steps.some((step) => step.state === 'current')).toBe(false);
  });
});
