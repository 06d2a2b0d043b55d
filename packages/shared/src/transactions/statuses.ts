/** GET /transaction_status (docs/DECISIONS.md, Transactions). */
export const TRANSACTION_STATUSES = [
  { id: 1, name: 'Contract Sent' },
  { id: 2, name: 'Buyer Signed' },
  { id: 3, name: 'Contract Signed' },
  { id: 4, name: 'In Escrow' },
  { id: 5, name: 'Closed' },
  { id: 6, name: 'Cancelled' },
] as const;

export const STATUS = { contractSent: 1, buyerSigned: 2, contractSigned: 3, inEscrow: 4, closed: 5, cancelled: 6 } as const;

export function statusName(id: number): string {
  return TRANSACTION_STATUSES.find((status) => status.id === id)?.name ?? 'Unknown';
}

/** Spec section 4: a bid may be accepted when there is no transaction or the latest one is cancelled (6). */
export function canAcceptAnotherBid(latestStatusId: number | null | undefined): boolean {
  return latestStatusId === null || latestStatusId === undefined || latestStatusId === STATUS.cancelled;
}

/** Spec section 9: the payment method is fixed. */
export const PAYMENT_METHOD = 'Credit Card';
