import { auctionViolations, type AuctionSnapshot } from '../test/helpers/auction';
import { cents } from './bidding-workloads';

/**
 * What an auction holds, read back from the database, against the bidding invariants (auctionViolations),
 * and every bid a client saw accepted (id -> amount) present with its amount.
 */
export function biddingViolations(snapshot: AuctionSnapshot, acceptedBids: Map<number, number>): string[] {
  const violations = auctionViolations(snapshot);
  const stored = new Map(snapshot.bids.map((bid) => [bid.id, bid.bid_amount]));
  for (const [id, amount] of acceptedBids) {
    if (!stored.has(id)) violations.push(`bid ${id} (${amount}) was answered 201 but is not in the database`);
    else if (cents(stored.get(id)!) !== cents(amount)) violations.push(`bid ${id} was answered 201 at ${amount} but is stored at ${stored.get(id)}`);
  }
  return violations;
}
