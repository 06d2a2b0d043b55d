/** The auction's state as cards and the detail page label it (spec section 4). */
export type BiddingStatus = 'upcoming' | 'active' | 'expired';
export const biddingStatusLabels: Record<BiddingStatus, string> = {
  upcoming: 'Yet to become active',
  active: 'Active',
  expired: 'Expired',
};

/** Before the start: upcoming; between start and end: active; after the end, or once the property has a transaction: expired. */
export function biddingStatusAt(
  auction: { startsAt: number; endsAt: number; hasTransaction: boolean },
  now: number,
): BiddingStatus {
  if (auction.hasTransaction || now >= auction.endsAt) return 'expired';
  return now < auction.startsAt ? 'upcoming' : 'active';
}
