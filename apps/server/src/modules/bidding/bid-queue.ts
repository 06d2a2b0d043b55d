import { SOFT_CLOSE_MS } from '@openhouse/shared/bidding/rules';
import type { Platform } from '../../platform/context';
import { createBatcher } from '../../platform/db/batcher';
import { announceBids } from './bid-events';
import type { AuctionRow, AuctionView, BidView } from './bidding.repository';
import { placeBids, type AuctionAfterBid, type NewBidValues } from './place-bid.repository';

/** A bid judged valid on a read of its auction, waiting to be placed. */
export type QueuedBid = {
  values: NewBidValues;
  /** The auction as the bid was judged on it (its terms; the moving parts come back from placing). */
  auction: AuctionRow;
  property: { id: number; label: string };
  bidderEmail: string | null;
};

export type QueueOutcome =
  | { placed: true; bid: BidView; auction: AuctionView; outbidUserId: number | null }
  /** Refused under the lock: the auction as the lock saw it (null when it is gone). */
  | { placed: false; auction: AuctionAfterBid | null };

type Answer = QueueOutcome | { failed: unknown };

/** The auction row as it stands after `after`, with the nickname on its highest bid. */
function auctionAfter(read: AuctionRow, after: AuctionAfterBid, highestBidder: string): AuctionView {
  return {
    ...read,
    highest_bid_amount: after.highestAmount,
    highest_bidder_id: after.highestBidderId,
    bid_count: after.bidCount,
    bid_starting_time: after.startsAt,
    bid_ending_time: after.endsAt,
    highest_bidder: highestBidder,
    has_transaction: false,
  };
}

/**
 * One batch of bids on one auction: placed by one statement (placeBids), then announced together. Should
 * the statement fail (a value the database refuses), each bid is tried on its own, so that one bad bid
 * fails only its own request.
 */
async function placeBatch(platform: Platform, batch: QueuedBid[]): Promise<Answer[]> {
  const auctionId = batch[0]!.values.auctionId;
  const placedAt = new Date();
  let outcomes;
  try {
    outcomes = await placeBids(platform.db, auctionId, placedAt, SOFT_CLOSE_MS, batch.map((queued) => queued.values));
  } catch (error) {
    if (batch.length === 1) return [{ failed: error }];
    const answers: Answer[] = [];
    for (const queued of batch) answers.push(...(await placeBatch(platform, [queued])));
    return answers;
  }
  const answers: Answer[] = outcomes.map((outcome, index) => {
    if (!outcome.placed) return outcome;
    const { values, auction, property, bidderEmail } = batch[index]!;
    const bid: BidView = {
      id: outcome.bidId,
      bid_property_id: auctionId,
      property_id: property.id,
      user_id: values.userId,
      bidder_nickname: values.nickname,
      bid_amount: Number(values.amount),
      buyers_premium: Number(values.premium),
      contingency: values.contingency,
      escrow_closing_date: values.escrowDate,
      created_at: outcome.placedAt,
      bidder_email: bidderEmail,
    };
    return { placed: true, bid, auction: auctionAfter(auction, outcome.auction, values.nickname), outbidUserId: outcome.outbidUserId };
  });
  const placed = answers.filter((answer): answer is Extract<QueueOutcome, { placed: true }> => 'placed' in answer && answer.placed);
  if (placed.length > 0) announceBids(platform, batch[0]!.property, placed);
  return answers;
}

const queues = new WeakMap<Platform, (bid: QueuedBid) => Promise<Answer>>();

/**
 * Places a bid judged valid, together with the others waiting for the same auction. One batch per auction
 * is in flight at a time (per server instance; instances meet at the row lock): bids arriving meanwhile
 * wait in the app rather than at the lock, and go together in the next batch, in the order they came.
 */
export async function enqueueBid(platform: Platform, bid: QueuedBid): Promise<QueueOutcome> {
  let queue = queues.get(platform);
  if (!queue) {
    queue = createBatcher({ run: (batch: QueuedBid[]) => placeBatch(platform, batch), keyOf: (queued) => queued.values.auctionId, oneAtATime: true });
    queues.set(platform, queue);
  }
  const answer = await queue(bid);
  if ('failed' in answer) throw answer.failed;
  return answer;
}
