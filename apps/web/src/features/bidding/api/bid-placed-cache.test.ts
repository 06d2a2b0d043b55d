import type { Bid, BidPlacedEvent } from '@openhouse/shared/bidding/schemas';
import type { Page } from '@openhouse/shared/http/pagination';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeAuction, makeBid, makeListing, pageOf } from '../test/bidding-fixtures';
import { propertyKey } from '../../../lib/property-query';
import { biddingKeys } from './bidding-keys';
import { applyBidPlaced, mergeAuction, prependBid } from './bid-placed-cache';

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

function eventFor(amount: number, overrides: { bidId?: number; count?: number; endsAt?: string } = {}): BidPlacedEvent {
  const base = makeAuction();
  return {
    property_id: 5,
    bid: makeBid({ id: overrides.bidId ?? 901, bid_amount: amount, user: { id: null, name: 'harbour', email: null } }),
    bidding_property: makeAuction({
      highest_bid_amount: amount,
      minimum_next_bid: amount + 10_000,
      bid_count: overrides.count ?? 1,
      highest_bidder: 'harbour',
      bid_ending_time: overrides.endsAt ?? base.bid_ending_time,
    }),
  };
}

describe('mergeAuction', () => {
  it('takes a higher bid, moves the end later and counts it; the viewer no longer leads', () => {
    const current = makeAuction({ highest_bid_amount: 1_010_000, bid_count: 1, is_highest_bidder: true });
    const event = eventFor(1_020_000, { count: 2, endsAt: later(current.bid_ending_time, 5 * 60_000) });
    const merged = mergeAuction(current, event.bidding_property);
    expect(merged).toMatchObject({ highest_bid_amount: 1_020_000, minimum_next_bid: 1_030_000, bid_count: 2, is_highest_bidder: false, highest_bidder: 'harbour' });
    expect(merged.bid_ending_time).toBe(event.bidding_property.bid_ending_time);
  });

  it('ignores a late event for a lower amount, and never moves the end earlier', () => {
    const current = makeAuction({ highest_bid_amount: 1_050_000, bid_count: 5 });
    expect(mergeAuction(current, eventFor(1_020_000, { count: 2 }).bidding_property)).toBe(current);

    const extended = makeAuction({ highest_bid_amount: 1_050_000, bid_count: 5, bid_ending_time: later(current.bid_ending_time, 60_000) });
    const echo = eventFor(1_050_000, { count: 5 }).bidding_property;
    expect(mergeAuction(extended, echo).bid_ending_time).toBe(extended.bid_ending_time);
  });

  it("keeps the viewer's lead when the event is their own bid echoed back, and trusts the viewer's own answer", () => {
    const mine = makeAuction({ highest_bid_amount: 1_010_000, bid_count: 1, is_highest_bidder: true });
    expect(mergeAuction(mine, eventFor(1_010_000).bidding_property).is_highest_bidder).toBe(true);
    const answer = makeAuction({ highest_bid_amount: 1_010_000, bid_count: 1, is_highest_bidder: true });
    expect(mergeAuction(makeAuction(), answer, { fromViewer: true }).is_highest_bidder).toBe(true);
  });
});

describe('prependBid', () => {
  it('puts the bid on top of the first page once, keeping the page size and moving the counts', () => {
    const bids = Array.from({ length: 10 }, (_, index) => makeBid({ id: 800 - index }));
    const page = pageOf(bids, { total: 12, last_page: 2, to: 10 });
    const next = prependBid(page, makeBid({ id: 801 }));
    expect(next.data.map((bid) => bid.id).slice(0, 2)).toEqual([801, 800]);
    expect(next.data).toHaveLength(10);
    expect(next).toMatchObject({ total: 13, from: 1, to: 10, last_page: 2 });
    expect(prependBid(next, makeBid({ id: 801 }))).toBe(next);
  });

  it('fills an empty first page and leaves later pages alone', () => {
    expect(prependBid(pageOf<Bid>([]), makeBid({ id: 1 }))).toMatchObject({ total: 1, from: 1, to: 1, last_page: 1 });
    const second = pageOf([makeBid({ id: 3 })], { current_page: 2 });
    expect(prependBid(second, makeBid({ id: 4 }))).toBe(second);
  });
});

describe("applyBidPlaced (the 'bid:placed' handler)", () => {
  it('patches the cached detail, listing pages, the auction and the first page of bids', () => {
    const client = new QueryClient();
    const other = makeListing({ id: 6, bidding_property: null });
    client.setQueryData(propertyKey(5), { data: makeListing() });
    client.setQueryData(['properties', 'list', { page: 1 }], pageOf([makeListing(), other]));
    client.setQueryData(biddingKeys.auction(5), { data: makeAuction() });
    client.setQueryData(biddingKeys.bidPage(5, 1), pageOf([makeBid({ id: 900 })]));
    client.setQueryData(biddingKeys.bidPage(6, 1), pageOf([makeBid({ id: 100, property_id: 6 })]));

    applyBidPlaced(client, eventFor(1_020_000, { bidId: 950 }));

    const detail = client.getQueryData<{ data: ReturnType<typeof makeListing> }>(propertyKey(5));
    expect(detail?.data.bidding_property).toMatchObject({ highest_bid_amount: 1_020_000, minimum_next_bid: 1_030_000, bid_count: 1 });
    const list = client.getQueryData<Page<ReturnType<typeof makeListing>>>(['properties', 'list', { page: 1 }]);
    expect(list?.data[0]?.bidding_property?.highest_bid_amount).toBe(1_020_000);
    expect(list?.data[1]).toBe(other);
    expect(client.getQueryData<{ data: ReturnType<typeof makeAuction> }>(biddingKeys.auction(5))?.data.highest_bid_amount).toBe(1_020_000);
    expect(client.getQueryData<Page<Bid>>(biddingKeys.bidPage(5, 1))?.data.map((bid) => bid.id)).toEqual([950, 900]);
    // Another property's bids are untouched.
    expect(client.getQueryData<Page<Bid>>(biddingKeys.bidPage(6, 1))?.data.map((bid) => bid.id)).toEqual([100]);
  });

  it('marks later pages of bids stale, since every row shifted by one', () => {
    const client = new QueryClient();
    client.setQueryData(biddingKeys.bidPage(5, 2), pageOf([makeBid({ id: 10 })], { current_page: 2 }));
    applyBidPlaced(client, eventFor(1_020_000));
    expect(client.getQueryState(biddingKeys.bidPage(5, 2))?.isInvalidated).toBe(true);
  });
});
