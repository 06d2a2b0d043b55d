import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import { STATUS } from '@openhouse/shared/transactions/statuses';
import type { SignerRole } from '@openhouse/shared/transactions/schemas';

type SignerState = { role: SignerRole; signed_at: Date | null; declined_at: Date | null };

/** Whose turn it is at a status: the buyer signs first (1), then the seller (2); nobody after. */
function turnAt(status: number): SignerRole | null {
  if (status === STATUS.contractSent) return 'buyer';
  if (status === STATUS.buyerSigned) return 'seller';
  return null;
}

/** Why this signer may not sign now (the message of a 409), or null when they may. */
export function signingBlock(status: number, signer: SignerState): string | null {
  if (status === STATUS.cancelled || signer.declined_at) return m.notActive;
  if (signer.signed_at) return m.alreadySigned;
  const turn = turnAt(status);
  if (turn === null) return m.notActive;
  return turn === signer.role ? null : m.notYourTurn;
}

/** A signer may decline while the contract is out for signature and they have not signed it. */
export function declineBlock(status: number, signer: SignerState): string | null {
  if (status !== STATUS.contractSent && status !== STATUS.buyerSigned) return m.notActive;
  if (signer.declined_at) return m.notActive;
  return signer.signed_at ? m.alreadySigned : null;
}

/** The listing side may void a contract until both parties have signed it. */
export function voidBlock(status: number): string | null {
  if (status === STATUS.cancelled) return m.notActive;
  return status === STATUS.contractSent || status === STATUS.buyerSigned ? null : m.cannotVoid;
}

/** After signing, a transaction moves one step at a time: Contract Signed -> In Escrow -> Closed. */
export function canAdvance(from: number, to: number): boolean {
  return (from === STATUS.contractSigned && to === STATUS.inEscrow) || (from === STATUS.inEscrow && to === STATUS.closed);
}
