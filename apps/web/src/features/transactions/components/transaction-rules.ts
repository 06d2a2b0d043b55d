import { canVoidAt, signerDue } from '@openhouse/shared/transactions/rules';
import { STATUS, TRANSACTION_STATUSES } from '@openhouse/shared/transactions/statuses';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';

export const statusColors: Record<number, string> = {
  [STATUS.contractSent]: 'blue',
  [STATUS.buyerSigned]: 'indigo',
  [STATUS.contractSigned]: 'teal',
  [STATUS.inEscrow]: 'grape',
  [STATUS.closed]: 'green',
  [STATUS.cancelled]: 'red',
};

type Role = PropertyTransaction['my_role'];
type TransactionState = Pick<PropertyTransaction, 'status_id' | 'my_role'>;

/** The listing side of a transaction: the property's seller and realtor (and admins). */
export function isListingSideRole(role: Role): boolean {
  return role === 'seller' || role === 'realtor' || role === 'admin';
}

/** The listing side may void the contract until both parties have signed (the shared rule: statuses 1 and 2). */
export function canVoid(transaction: TransactionState): boolean {
  return isListingSideRole(transaction.my_role) && canVoidAt(transaction.status_id);
}

/**
 * Who may have the signing link e-mailed again: while a party is due to sign (the buyer at 1, the seller
 * at 2), the listing side and that party. Returns the party whose link it is, or null.
 */
export function resendableSigner(transaction: Pick<PropertyTransaction, 'status_id' | 'my_role' | 'signers'>): PropertyTransaction['signers'][number] | null {
  const due = signerDue(transaction.status_id);
  if (due === null || (!isListingSideRole(transaction.my_role) && transaction.my_role !== due)) return null;
  return transaction.signers.find((signer) => signer.role === due) ?? null;
}

export type StatusAction = { statusId: 4 | 5; label: string };

/** What the realtor may move a signed contract on to: In Escrow after signing, then Closed. */
export function nextStatusAction(transaction: TransactionState): StatusAction | null {
  if (transaction.my_role !== 'realtor' && transaction.my_role !== 'admin') return null;
  if (transaction.status_id === STATUS.contractSigned) return { statusId: STATUS.inEscrow, label: 'Mark In Escrow' };
  if (transaction.status_id === STATUS.inEscrow) return { statusId: STATUS.closed, label: 'Mark Closed' };
  return null;
}

export type StepState = 'done' | 'current' | 'upcoming';
export type StatusStep = { id: number; name: string; state: StepState };
export type StatusProgress = { steps: StatusStep[]; cancelled: boolean };

type ProgressInput = Pick<PropertyTransaction, 'status_id' | 'signers'>;

/**
 * The way from Contract Sent to Closed. A cancelled transaction shows how far it got (from who had
 * signed) and then the cancellation, apart from the steps it will now never reach.
 */
export function statusProgress(transaction: ProgressInput): StatusProgress {
  const path = TRANSACTION_STATUSES.filter((status) => status.id !== STATUS.cancelled);
  const cancelled = transaction.status_id === STATUS.cancelled;
  let reached: number = transaction.status_id;
  if (cancelled) {
    const signed = (role: 'buyer' | 'seller') => transaction.signers.some((signer) => signer.role === role && signer.signed_at !== null);
    reached = signed('seller') && signed('buyer') ? STATUS.contractSigned : signed('buyer') ? STATUS.buyerSigned : STATUS.contractSent;
  }
  const steps = path.map((status): StatusStep => {
    // A cancelled transaction's last step reached is behind it; the cancellation is where it stands now.
    if (status.id < reached || (cancelled && status.id === reached)) return { id: status.id, name: status.name, state: 'done' };
    return { id: status.id, name: status.name, state: status.id === reached ? 'current' : 'upcoming' };
  });
  return { steps, cancelled };
}
