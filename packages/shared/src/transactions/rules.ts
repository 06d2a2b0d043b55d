import type { SignerRole } from './schemas';
import { STATUS } from './statuses';

/**
 * Whose turn it is to sign at a status: the buyer at Contract Sent (1), the seller at Buyer Signed (2),
 * nobody once both have signed or the transaction is cancelled.
 */
export function signerDue(statusId: number): SignerRole | null {
  if (statusId === STATUS.contractSent) return 'buyer';
  if (statusId === STATUS.buyerSigned) return 'seller';
  return null;
}

/** The contract is out for signature (1 or 2): someone still has to sign it, so a signing link is live. */
export function isOutForSignature(statusId: number): boolean {
  return signerDue(statusId) !== null;
}

/**
 * A transaction may be voided while its contract is out for signature (1 or 2): not once both parties have
 * signed, nor when it is already cancelled. Who may void (the listing side) is checked beside this.
 */
export function canVoidAt(statusId: number): boolean {
  return isOutForSignature(statusId);
}
