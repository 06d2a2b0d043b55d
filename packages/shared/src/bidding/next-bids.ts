import { MAX_AMOUNT, minimumNextBid, toCents } from './rules';

/** How many one-tap amounts the auction panel offers at most. */
export const QUICK_BID_COUNT = 3;

/**
 * The next valid bids, smallest first: the minimum, then the minimum plus one and two increments. Each
 * passes checkBidAmount; amounts past what the database holds are left out, so the list may be shorter.
 */
export function nextValidBids(highest: number, increment: number, count: number = QUICK_BID_COUNT): number[] {
  if (!(increment > 0) || !(count > 0)) return [];
  const minimum = toCents(minimumNextBid(highest, increment));
  const amounts: number[] = [];
  for (let step = 0; step < count; step += 1) {
    const cents = minimum + step * toCents(increment);
    if (cents > toCents(MAX_AMOUNT)) break;
    amounts.push(cents / 100);
  }
  return amounts;
}
