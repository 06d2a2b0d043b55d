import { BID_EVENTS, type BidPlacedEvent } from '@openhouse/shared/bidding/schemas';
import type { Platform } from '../../platform/context';
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
 * and one notice to each bidder who was outbid, naming the highest bid as it now stands. Runs as the
 * answers go out: the outbid notices write rows and may queue an e-mail or a text, and a bidder racing
 * the clock must not wait for someone else's mail. Failures are logged, never answered.
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
  // Everyone a bid of this batch displaced, except whoever holds the highest bid now.
  const outbid = new Set(placed.map((accepted) => accepted.outbidUserId).filter((userId): userId is number => userId !== null));
  if (highest.bid.user_id !== null) outbid.delete(highest.bid.user_id);
  if (outbid.size === 0) return;
  const news = { propertyId: property.id, label: property.label, userIds: [...outbid], highest: highest.bid.bid_amount };
  // Published after the bids' commit and not awaited: a crash in between costs at most this notice, never a bid.
  void platform.events.publish(biddersOutbid, news, { wait: false }).catch((error: unknown) =>
    platform.log.error({ err: error, userIds: [...outbid] }, 'outbid notification failed'),
  );
}
