import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { canAcceptAnotherBid } from '@openhouse/shared/transactions/statuses';

/** The deal the auction ended in: the latest transaction, unless it was cancelled (then bidding goes on). */
export function winningDeal(property: Pick<PropertyDetail, 'transactions'>) {
  const latest = property.transactions[0];
  return latest && !canAcceptAnotherBid(latest.status_id) ? latest : null;
}
