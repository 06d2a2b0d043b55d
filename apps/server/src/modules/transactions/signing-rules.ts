import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import { canVoidAt, isOutForSignature, signerDue } from '@openhouse/shared/transactions/rules';
import { STATUS } from '@openhouse/shared/transactions/statuses';
import type { SignerRole } from '@openhouse/shared/transactions/schemas';

type SignerState = { role: SignerRole; signed_at: Date | null; declined_at: Date | null };

/** Why this signer may not sign now (the message of a 409), or null when they may. The buyer signs first (1), then the seller (2). */
export function signingBlock(status: number, signer: SignerState): string | null {
  if (status === STATUS.cancelled || signer.declined_at) return m.notActive;
  if (signer.signed_at) return m.alreadySigned;
  const turn = signerDue(status);
  if (turn === null) return m.notActive;
  return turn === signer.role ? null : m.notYourTurn;
}

/** A signer may decline while the contract is out for signature and they have not signed it. */
export function declineBlock(status: number, signer: SignerState): string | null {
  if (!isOutForSignature(status)) return m.notActive;
  if (signer.declined_at) return m.notActive;
  return signer.signed_at ? m.alreadySigned : null;
}

/** The listing side may void a contract until both parties have signed it (the shared rule, canVoidAt). */
export function voidBlock(status: number): string | null {
  if (status === STATUS.cancelled) return m.notActive;
  return canVoidAt(status) ? null : m.cannotVoid;
}

/** Why no signing link can be sent again now (the message of a 409), or null while a party is due to sign. */
export function resendBlock(status: number): string | null {
  return isOutForSignature(status) ? null : m.notAwaitingSignature;
}

/** After signing, a transaction moves one step at a time: Contract Signed -> In Escrow -> Closed. */
export function canAdvance(from: number, to: number): boolean {
  return (from === STATUS.contractSigned && to === STATUS.inEscrow) || (from === STATUS.inEscrow && to === STATUS.closed);
}
