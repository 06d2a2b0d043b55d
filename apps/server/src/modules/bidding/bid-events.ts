import { BID_EVENTS, type BidPlacedEvent } from '@openhouse/shared/bidding/schemas';
import { formatPrice } from '@openhouse/shared/format/money';
import type { Platform } from '../../platform/context';
import { notifyLatest } from '../notifications/notifications.service';
import { publicBid, toBiddingProperty } from './bidding-mappers';
import type { AuctionView, BidView } from './bidding.repository';

export type AcceptedBid = {
  property: { id: number; label: string };
  bid: BidView;
  auction: AuctionView;
  /** Who held the highest bid before this one (null for the first bid). */
  outbidUserId: number | null;
};

/**
 * Tells everyone about a bid once it is committed: `bid:placed` to the listing's room (every instance,
 * through the Redis adapter when configured) and a notification to the bidder who was outbid. Runs
 * after the answer is on its way: the outbid notice writes rows and may queue an e-mail or a text, and a
 * bidder racing the clock must not wait for someone else's mail. Failures are logged, never answered.
 */
export function announceBid(platform: Platform, accepted: AcceptedBid): void {
  const event: BidPlacedEvent = {
    property_id: accepted.property.id,
    bid: publicBid(accepted.bid),
    bidding_property: toBiddingProperty(accepted.auction, null),
  };
  try {
    platform.realtime?.toProperty(accepted.property.id, BID_EVENTS.placed, event);
  } catch (error) {
    platform.log.error({ err: error, propertyId: accepted.property.id }, 'bid event could not be sent');
  }
  const outbid = accepted.outbidUserId;
  if (outbid === null || outbid === accepted.bid.user_id) return;
  const prefix = `You have been outbid on ${accepted.property.label}.`;
  const message = `${prefix} The highest bid is now ${formatPrice(accepted.bid.bid_amount)}.`;
  void notifyLatest(platform, outbid, message, `/properties/${accepted.property.id}`, prefix).catch((error: unknown) =>
    platform.log.error({ err: error, userId: outbid }, 'outbid notification failed'),
  );
}
