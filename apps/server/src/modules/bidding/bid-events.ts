import { BID_EVENTS, type BidPlacedEvent } from '@openhouse/shared/bidding/schemas';
import type { Platform } from '../../platform/context';
import { createBatcher } from '../../platform/db/batcher';
import { biddersOutbid } from './bidding.events';
import { publicBid, toBiddingProperty } from './bidding-mappers';
import type { AuctionView, BidView } from './bidding.repository';

export type AcceptedBid = {
  bid: BidView;
  auction: AuctionView;
  /** Who held the highest bid before this one (null for the first bid). */
  outbidUserId: number | null;
};

/**
 * Tells everyone about bids once they are committed (one batch on one listing, in the order placed):
 * `bid:placed` for each to the listing's room (every instance, through the Redis adapter when configured),
 * and one notice to each bidder who was outbid, naming the highest bid as it now stands (tellOutbid). Runs
 * as the answers go out. Failures are logged, never answered.
 */
export function announceBids(platform: Platform, property: { id: number; label: string }, placed: AcceptedBid[]): void {
  for (const accepted of placed) {
    const event: BidPlacedEvent = {
      property_id: property.id,
      bid: publicBid(accepted.bid),
      bidding_property: toBiddingProperty(accepted.auction, null),
    };
    try {
      platform.realtime?.toProperty(property.id, BID_EVENTS.placed, event);
    } catch (error) {
      platform.log.error({ err: error, propertyId: property.id }, 'bid event could not be sent');
    }
  }
  const highest = placed.at(-1);
  if (!highest) return;
  const displaced = placed.map((accepted) => accepted.outbidUserId).filter((userId): userId is number => userId !== null);
  if (displaced.length === 0) return;
  const news: OutbidNews = { propertyId: property.id, label: property.label, displaced, highestBidderId: highest.bid.user_id, highest: highest.bid.bid_amount };
  // Not awaited: a bidder racing the clock must not wait for someone else's notice.
  void tellOutbid(platform, news).catch((error: unknown) => platform.log.error({ err: error, userIds: displaced }, 'outbid notification failed'));
}

/** What one batch of bids did to the bidders before it: whom it displaced, and who holds the highest bid after it. */
type OutbidNews = { propertyId: number; label: string; displaced: number[]; highestBidderId: number | null; highest: number };

/**
 * News of several batches on one auction, told as one: everyone displaced by any of them, except whoever
 * holds the highest bid after the last, told the highest bid as it then stands.
 */
function mergeOutbid(news: readonly OutbidNews[]): { propertyId: number; label: string; userIds: number[]; highest: number } {
  const last = news.at(-1)!;
  const userIds = new Set(news.flatMap((one) => one.displaced));
  if (last.highestBidderId !== null) userIds.delete(last.highestBidderId);
  return { propertyId: last.propertyId, label: last.label, userIds: [...userIds], highest: last.highest };
}

const outbidQueues = new WeakMap<Platform, (news: OutbidNews) => Promise<void>>();

/**
 * The least time between the starts of two deliveries of one auction's outbid news. The first news of a quiet
 * auction goes at once; in a busy one, what comes within this time waits and goes in one delivery, so its
 * notices cost a few deliveries a second however fast the bids come (docs/DECISIONS.md, Bidding).
 */
export const OUTBID_TURN_MS = 250;

/**
 * Tells the bidders a batch displaced, coalesced per auction: one delivery (one job, a few statements
 * however many bidders) per auction is in flight at a time on this instance, at most one per OUTBID_TURN_MS,
 * and the news of the batches placed meanwhile waits for it and goes together in the next. A busy auction's
 * notices then cost a delivery per turn, not per batch of bids, and two deliveries never race to write one
 * bidder's notice. The delivery's job is written as soon as its turn comes, after the bids' commit: a crash
 * in between costs at most these notices, never a bid (docs/DECISIONS.md, Bidding).
 */
function tellOutbid(platform: Platform, news: OutbidNews): Promise<void> {
  let queue = outbidQueues.get(platform);
  if (!queue) {
    queue = createBatcher({
      run: async (batch: OutbidNews[]) => {
        const turnEnds = Date.now() + OUTBID_TURN_MS;
        const merged = mergeOutbid(batch);
        if (merged.userIds.length > 0) await platform.events.publish(biddersOutbid, merged);
        // The turn is held until it ends: news arriving meanwhile waits for the next delivery.
        const rest = turnEnds - Date.now();
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
        return batch.map(() => undefined);
      },
      keyOf: (one) => one.propertyId,
      oneAtATime: true,
    });
    outbidQueues.set(platform, queue);
  }
  return platform.events.track(queue(news));
}
