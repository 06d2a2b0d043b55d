import type { Bid, BiddingProperty, BidPlacedEvent } from '@openhouse/shared/bidding/schemas';
import type { Page } from '@openhouse/shared/http/pagination';
import type { QueryClient } from '@tanstack/react-query';
import { propertiesKey } from '../../../lib/property-query';
import { biddingKeys } from './bidding-keys';

type Origin = {
  /**
   * True for the caller's own answer (POST /bidding_history): its viewer-specific fields
   * (is_highest_bidder) are the truth. A broadcast event is the public view, so those are derived.
   */
  fromViewer?: boolean;
};

/**
 * The auction after news of a bid. Events may arrive out of order or twice: the highest amount never
 * goes down, the count never shrinks and the end never moves earlier (soft close only extends it).
 */
export function mergeAuction(current: BiddingProperty | null | undefined, next: BiddingProperty, { fromViewer = false }: Origin = {}): BiddingProperty {
  if (!current || current.id !== next.id) return fromViewer ? next : { ...next, is_highest_bidder: false };
  if (next.highest_bid_amount < current.highest_bid_amount) return current;
  const sameHighest = next.highest_bid_amount === current.highest_bid_amount;
  const endsAt = Math.max(Date.parse(current.bid_ending_time), Date.parse(next.bid_ending_time));
  return {
    ...next,
    bid_count: Math.max(current.bid_count, next.bid_count),
    bid_ending_time: endsAt === Date.parse(current.bid_ending_time) ? current.bid_ending_time : next.bid_ending_time,
    // Someone else's higher bid takes the lead from the viewer; the same amount again is the viewer's own bid echoed back.
    is_highest_bidder: fromViewer ? next.is_highest_bidder : sameHighest && current.is_highest_bidder,
  };
}

/** Page 1 of an auction's bids with the new bid on top (once), its counts moved on. Later pages are left alone. */
export function prependBid(page: Page<Bid>, bid: Bid): Page<Bid> {
  if (page.current_page !== 1 || page.data.some((existing) => existing.id === bid.id)) return page;
  const total = page.total + 1;
  const data = [bid, ...page.data].slice(0, page.per_page);
  return { ...page, data, total, from: 1, to: data.length, last_page: Math.max(1, Math.ceil(total / page.per_page)) };
}

type Listing = { id: number; bidding_property?: BiddingProperty | null };

function patchListing<T>(item: T, event: BidPlacedEvent, origin: Origin): T {
  const listing = item as unknown as Listing;
  if (!listing || typeof listing !== 'object' || listing.id !== event.property_id || !('bidding_property' in listing)) return item;
  return { ...listing, bidding_property: mergeAuction(listing.bidding_property, event.bidding_property, origin) } as T;
}

/**
 * Cached listings (pages, home lists, details) all hold `data`: an array or one listing. Patching by
 * shape reaches every one of them that shows this property.
 */
export function patchListings(cached: unknown, event: BidPlacedEvent, origin: Origin = {}): unknown {
  if (!cached || typeof cached !== 'object' || !('data' in cached)) return cached;
  const envelope = cached as { data: unknown };
  const data = Array.isArray(envelope.data) ? envelope.data.map((item) => patchListing(item, event, origin)) : patchListing(envelope.data, event, origin);
  return data === envelope.data ? cached : { ...envelope, data };
}

/**
 * What a bid changes in the cache, whether it came live ('bid:placed') or as the caller's own answer:
 * the auction on every cached listing and in the wizard (highest bid, end time, count), and the
 * first page of the all-bids table. Later pages shift by one, so they are read again.
 */
export function applyBidPlaced(queryClient: QueryClient, event: BidPlacedEvent, origin: Origin = {}): void {
  const propertyId = event.property_id;
  queryClient.setQueriesData({ queryKey: propertiesKey }, (cached: unknown) => patchListings(cached, event, origin));
  queryClient.setQueryData<{ data: BiddingProperty | null }>(biddingKeys.auction(propertyId), (cached) =>
    cached ? { ...cached, data: mergeAuction(cached.data, event.bidding_property, origin) } : cached,
  );
  queryClient.setQueryData<Page<Bid>>(biddingKeys.bidPage(propertyId, 1), (cached) => (cached ? prependBid(cached, event.bid) : cached));
  void queryClient.invalidateQueries({ queryKey: biddingKeys.bids(propertyId), predicate: (query) => query.queryKey[3] !== 1 });
}
