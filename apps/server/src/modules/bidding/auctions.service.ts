import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { DEFAULT_PREMIUM_RATE } from '@openhouse/shared/bidding/rules';
import type { BiddingProperty, EnableBidInput } from '@openhouse/shared/bidding/schemas';
import { startOfTodayMs } from '@openhouse/shared/format/datetime';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict, invalidFields, type FieldErrors } from '../../platform/http/errors';
import { auctionEnabled } from './bidding.events';
import { propertyAccess } from '../properties/properties.access';
import { auctionOf } from './auction-views';
import { insertAuction, updateAuction, type AuctionRow } from './bidding.repository';
import { lockAuctionOfProperty } from './bidding.queries';

/** Spec section 5, Enable bid: times not before today, and the end after the start. Every failing field is named. */
function checkTimes(input: EnableBidInput, now: number): FieldErrors | null {
  const today = startOfTodayMs(undefined, now);
  const errors: FieldErrors = {};
  if (input.bid_starting_time < today) errors.bid_starting_time = [m.startTimeInPast];
  if (input.bid_ending_time < today) errors.bid_ending_time = [m.endTimeInPast];
  else if (input.bid_ending_time <= input.bid_starting_time) errors.bid_ending_time = [m.endBeforeStart];
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * POST /bidding_properties: the listing's realtor (or an admin) sets the starting price, increment,
 * times and buyer's premium. Until the first bid the terms may be changed by enabling again; after it
 * they are fixed, so nobody's bid is judged by rules they did not bid under.
 */
export async function enableBidding(platform: Platform, actor: Actor, input: EnableBidInput): Promise<{ message: string; data: BiddingProperty }> {
  const property = await propertyAccess.require(platform.db, actor, 'manage', input.property_id);
  if (property.status === 'withdrawn' || property.status === 'closed') throw conflict(m.listingClosed);
  // A draft is seen by its listing side alone: nobody could ask to bid, and its dates would run out unseen.
  if (property.published_at === null) throw conflict(m.listingNotPublished);
  const errors = checkTimes(input, Date.now());
  if (errors) throw invalidFields(errors);

  const terms = {
    bid_amount: input.bid_amount,
    bid_incremental_amount: input.bid_incremental_amount,
    highest_bid_amount: input.bid_amount,
    bid_starting_time: new Date(input.bid_starting_time),
    bid_ending_time: new Date(input.bid_ending_time),
    scheduled_ending_time: new Date(input.bid_ending_time),
  };
  // The row lock makes "no bids yet" hold until this change commits: a bid placed meanwhile waits for it,
  // then finds the auction's version moved (updateAuction) and is judged again on the new terms.
  const enabled = { propertyId: property.id, label: property.label, street: property.street_address, sellerId: property.seller_id, enabledBy: actor.id, startsAt: terms.bid_starting_time.toISOString(), endsAt: terms.bid_ending_time.toISOString() };
  await platform.events.transaction(async (tx, emit) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const existing: AuctionRow | null = await lockAuctionOfProperty(tx, property.id);
      if (existing) {
        if (existing.bid_count > 0) throw conflict(m.biddingLocked);
        await updateAuction(tx, existing.id, { ...terms, buyers_premium_rate: input.buyers_premium_rate ?? existing.buyers_premium_rate });
        return emit(auctionEnabled, enabled);
      }
      const created = await insertAuction(tx, {
        ...terms,
        property_id: property.id,
        buyers_premium_rate: input.buyers_premium_rate ?? DEFAULT_PREMIUM_RATE,
        created_by: actor.id,
      });
      // null: someone enabled it at the same moment; the next pass locks and updates theirs.
      if (created) return emit(auctionEnabled, enabled);
    }
    throw conflict(m.biddingLocked);
  });
  return { message: m.biddingEnabled, data: (await auctionOf(platform, actor, property.id))! };
}

/** GET /bidding_properties/{propertyId}: public; null when bidding is not enabled. */
export async function getAuction(platform: Platform, actor: Actor | null, propertyId: number): Promise<{ data: BiddingProperty | null }> {
  const property = await propertyAccess.require(platform.db, actor, 'see', propertyId);
  return { data: await auctionOf(platform, actor, property.id) };
}
