import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { DEFAULT_PREMIUM_RATE } from '@openhouse/shared/bidding/rules';
import type { BiddingProperty } from '@openhouse/shared/bidding/schemas';
import { startOfTodayMs } from '@openhouse/shared/format/datetime';
import type { PropertyDetail, PropertySummary } from '@openhouse/shared/properties/listing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { acceptedBid, approvedBidder, auctionRow, DAYS, enableBidding, openAuctionPayload, type Person } from '../../../test/helpers/bidding';
import { insertProperty, listingWithSides } from '../../../test/helpers/properties';
import { notifications } from '../notifications/notifications.schema';
import { biddingProperties } from './bidding.schema';

let t: TestApp;
let realtor: Person;
let seller: Person;

beforeAll(async () => {
  t = await createTestApp();
  ({ realtor, seller } = await listingWithSides(t));
});
afterAll(async () => t?.close());

async function newListing(overrides: Parameters<typeof insertProperty>[2] = {}) {
  return insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id, ...overrides });
}

function enable(payload: Record<string, unknown>, token = realtor.token) {
  return t.call({ method: 'POST', url: '/api/v1/bidding_properties', token, payload });
}

async function auctionsOf(propertyId: number) {
  return t.database.db.select().from(biddingProperties).where(eq(biddingProperties.property_id, propertyId));
}

describe('POST /bidding_properties', () => {
  it("starts the auction at the starting price, with the default premium, and tells the seller", async () => {
    const property = await newListing({ label: 'Auction cottage' });
    const payload = openAuctionPayload(property.id, { bid_amount: '1,250,000', bid_incremental_amount: '$5,000', highest_bid_amount: 1 });
    const response = await enable(payload);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; data: BiddingProperty };
    expect(body.message).toBe(m.biddingEnabled);
    expect(body.data).toMatchObject({
      property_id: property.id,
      bid_amount: 1250000,
      highest_bid_amount: 1250000,
      bid_incremental_amount: 5000,
      minimum_next_bid: 1255000,
      buyers_premium_rate: DEFAULT_PREMIUM_RATE,
      status: 'active',
      has_transaction: false,
      bid_count: 0,
      highest_bidder: null,
      is_highest_bidder: false,
      bid_starting_time: new Date(payload.bid_starting_time as number).toISOString(),
      bid_ending_time: new Date(payload.bid_ending_time as number).toISOString(),
    });
    const [row] = await auctionsOf(property.id);
    expect(row!.scheduled_ending_time.getTime()).toBe(payload.bid_ending_time);
    expect(row!.created_by).toBe(realtor.user.id);

    const told = await t.database.db.select().from(notifications).where(eq(notifications.user_id, seller.user.id));
    expect(told.find((n) => n.path === `/properties/${property.id}`)?.message).toMatch(/^Bidding is enabled on Auction cottage/);
  });

  it("tells the seller the auction's dates on their own calendar", async () => {
    const tokyoSeller = await t.user({ roles: ['Seller'], timezone: 'Asia/Tokyo' });
    const property = await insertProperty(t.database.db, realtor.user.id, { seller_id: tokyoSeller.user.id, label: 'Tokyo tower flat' });
    const year = new Date().getUTCFullYear() + 1;
    // 20:00 UTC on July 15 is still July 15 in Los Angeles, and already July 16 in Tokyo.
    const response = await enable(openAuctionPayload(property.id, { bid_ending_time: Date.UTC(year, 6, 15, 20) }));
    expect(response.statusCode, response.body).toBe(200);

    const told = await t.database.db.select().from(notifications).where(eq(notifications.user_id, tokyoSeller.user.id));
    expect(told.find((n) => n.path === `/properties/${property.id}`)?.message).toMatch(new RegExp(`^Bidding is enabled on Tokyo tower flat .* to 07/16/${year}\\.$`));
  });

  it('lets an admin enable bidding on any listing, with a premium rate of their choosing', async () => {
    const property = await newListing();
    const admin = await t.user({ roles: ['Admin'] });
    const response = await enable(openAuctionPayload(property.id, { buyers_premium_rate: 2.5 }), admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: BiddingProperty }).data.buyers_premium_rate).toBe(2.5);
  });

  it('refuses a start before today, naming the field', async () => {
    const property = await newListing();
    const start = startOfTodayMs() - 1;
    expectError(await enable(openAuctionPayload(property.id, { bid_starting_time: start })), 422, m.startTimeInPast, { bid_starting_time: m.startTimeInPast });
    expect(await auctionsOf(property.id)).toEqual([]);
  });

  it('refuses an end before today', async () => {
    const property = await newListing();
    const response = await enable(openAuctionPayload(property.id, { bid_starting_time: startOfTodayMs() - DAYS, bid_ending_time: startOfTodayMs() - 1 }));
    expectError(response, 422, m.startTimeInPast, { bid_starting_time: m.startTimeInPast, bid_ending_time: m.endTimeInPast });
  });

  it('refuses an end that is not after the start', async () => {
    const property = await newListing();
    const start = Date.now() + DAYS;
    expectError(await enable(openAuctionPayload(property.id, { bid_starting_time: start, bid_ending_time: start - 1000 })), 422, m.endBeforeStart, {
      bid_ending_time: m.endBeforeStart,
    });
    expectError(await enable(openAuctionPayload(property.id, { bid_starting_time: start, bid_ending_time: start })), 422, m.endBeforeStart);
    expect(await auctionsOf(property.id)).toEqual([]);
  });

  it('accepts a start later today', async () => {
    const property = await newListing();
    const response = await enable(openAuctionPayload(property.id, { bid_starting_time: Date.now() + 60_000 }));
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: BiddingProperty }).data.status).toBe('upcoming');
  });

  it.each([
    ['bid_amount', m.bidStartAmountRequired],
    ['bid_incremental_amount', m.incrementRequired],
    ['bid_starting_time', m.startTimeRequired],
    ['bid_ending_time', m.endTimeRequired],
  ])('requires %s', async (field, message) => {
    const property = await newListing();
    const payload = openAuctionPayload(property.id);
    delete payload[field];
    expectError(await enable(payload), 422, message, { [field]: message });
  });

  it('refuses amounts that are not positive numbers and a premium above 25%', async () => {
    const property = await newListing();
    expectError(await enable(openAuctionPayload(property.id, { bid_amount: 'lots' })), 422, m.bidStartAmountInvalid);
    expectError(await enable(openAuctionPayload(property.id, { bid_incremental_amount: 0 })), 422, m.incrementInvalid);
    expectError(await enable(openAuctionPayload(property.id, { buyers_premium_rate: 30 })), 422, m.premiumRateInvalid);
    expect(await auctionsOf(property.id)).toEqual([]);
  });

  it('refuses a withdrawn or sold listing', async () => {
    for (const status of ['withdrawn', 'closed'] as const) {
      const property = await newListing({ status });
      expectError(await enable(openAuctionPayload(property.id)), 409, m.listingClosed);
      expect(await auctionsOf(property.id)).toEqual([]);
    }
  });

  it('refuses a draft, writing nothing, and enables bidding once it is published', async () => {
    const draft = await newListing({ published_at: null, latitude: 38.58, longitude: -121.49, description: 'Ready to publish.' });
    expectError(await enable(openAuctionPayload(draft.id)), 409, m.listingNotPublished);
    expect(await auctionsOf(draft.id)).toEqual([]);

    const published = await t.call({ method: 'POST', url: `/api/v1/properties/${draft.id}/publish`, token: realtor.token });
    expect(published.statusCode, published.body).toBe(200);
    await enableBidding(t, realtor, draft);
    expect(await auctionsOf(draft.id)).toHaveLength(1);
  });

  it('changes the terms while nobody has bid, keeping one auction and its premium', async () => {
    const property = await newListing();
    const first = await enableBidding(t, realtor, property, { buyers_premium_rate: 3 });
    const second = await enableBidding(t, realtor, property, { bid_amount: 200000, bid_incremental_amount: 1000 });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ bid_amount: 200000, highest_bid_amount: 200000, bid_incremental_amount: 1000, buyers_premium_rate: 3 });
    expect(await auctionsOf(property.id)).toHaveLength(1);
  });

  it('refuses to change the terms once a bid stands, changing nothing', async () => {
    const property = await newListing();
    const auction = await enableBidding(t, realtor, property);
    const bidder = await approvedBidder(t, property);
    await acceptedBid(t, bidder, auction);
    const before = await auctionRow(t.database.db, auction.id);
    expectError(await enable(openAuctionPayload(property.id, { bid_amount: 1 })), 409, m.biddingLocked);
    expect(await auctionRow(t.database.db, auction.id)).toEqual(before);
  });

  it('invalidates the cached catalogue', async () => {
    const property = await newListing();
    const invalidate = vi.spyOn(t.app.platform.cache, 'invalidate');
    try {
      await enableBidding(t, realtor, property);
      expect(invalidate).toHaveBeenCalledWith('catalogue');
    } finally {
      invalidate.mockRestore();
    }
  });
});

describe('GET /bidding_properties/{propertyId}', () => {
  it('answers null before bidding is enabled, then the auction, to anyone', async () => {
    const property = await newListing();
    const before = await t.call({ method: 'GET', url: `/api/v1/bidding_properties/${property.id}` });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ data: null });
    const auction = await enableBidding(t, realtor, property);
    const after = await t.call({ method: 'GET', url: `/api/v1/bidding_properties/${property.id}` });
    expect((after.json() as { data: BiddingProperty }).data).toEqual(auction);
  });

  it('tells the highest bidder, and only them, that they hold the highest bid', async () => {
    const property = await newListing();
    const auction = await enableBidding(t, realtor, property);
    const bidder = await approvedBidder(t, property, { nickname: 'HighRoller' });
    await acceptedBid(t, bidder, auction);
    const read = async (token?: string) =>
      ((await t.call({ method: 'GET', url: `/api/v1/bidding_properties/${property.id}`, token })).json() as { data: BiddingProperty }).data;
    expect(await read(bidder.token)).toMatchObject({ is_highest_bidder: true, highest_bidder: 'HighRoller', bid_count: 1, highest_bid_amount: 102500 });
    expect((await read(realtor.token)).is_highest_bidder).toBe(false);
    expect((await read()).is_highest_bidder).toBe(false);
  });

  it('is 404 for a missing listing and, to outsiders, for a withdrawn one', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/bidding_properties/999999' }), 404, 'Property not found.');
    const property = await newListing({ status: 'withdrawn' });
    const buyer = await t.user({ roles: ['Buyer'] });
    expectError(await t.call({ method: 'GET', url: `/api/v1/bidding_properties/${property.id}`, token: buyer.token }), 404, 'Property not found.');
    expect((await t.call({ method: 'GET', url: `/api/v1/bidding_properties/${property.id}`, token: seller.token })).statusCode).toBe(200);
  });
});

describe('GET /time', () => {
  it('answers the server clock, never cached', async () => {
    const before = Date.now();
    const response = await t.call({ method: 'GET', url: '/api/v1/time' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { server_time } = response.json() as { server_time: number };
    expect(server_time).toBeGreaterThanOrEqual(before);
    expect(server_time).toBeLessThanOrEqual(Date.now());
  });
});

describe('listings carry their auction', () => {
  it('on the detail page, as the viewer sees it', async () => {
    const property = await newListing();
    const detail = async (token?: string) => ((await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}`, token })).json() as { data: PropertyDetail }).data;
    expect((await detail()).bidding_property).toBeNull();
    const auction = await enableBidding(t, realtor, property);
    const bidder = await approvedBidder(t, property);
    await acceptedBid(t, bidder, auction);
    expect((await detail()).bidding_property).toMatchObject({ id: auction.id, highest_bid_amount: 102500, bid_count: 1, is_highest_bidder: false });
    expect((await detail(bidder.token)).bidding_property?.is_highest_bidder).toBe(true);
  });

  it('in cached lists, where a new bid shows at once without invalidating them', async () => {
    const property = await newListing({ label: 'Quokka lane overlay' });
    const auction = await enableBidding(t, realtor, property);
    const search = async (url: string, token?: string) => {
      const response = await t.call({ method: 'GET', url, token });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: PropertySummary[] }).data.find((item) => item.id === property.id)!;
    };
    // Warm the caches.
    expect((await search('/api/v1/properties?q=quokka')).bidding_property?.bid_count).toBe(0);
    expect((await search('/api/v1/recently_added_property?limit=24')).bidding_property?.bid_count).toBe(0);

    const bidder = await approvedBidder(t, property);
    const invalidate = vi.spyOn(t.app.platform.cache, 'invalidate');
    try {
      await acceptedBid(t, bidder, auction);
      expect(invalidate).not.toHaveBeenCalled();
    } finally {
      invalidate.mockRestore();
    }
    expect((await search('/api/v1/properties?q=quokka')).bidding_property).toMatchObject({ bid_count: 1, highest_bid_amount: 102500, is_highest_bidder: false });
    expect((await search('/api/v1/properties?q=quokka', bidder.token)).bidding_property?.is_highest_bidder).toBe(true);
    expect((await search('/api/v1/recently_added_property?limit=24')).bidding_property?.bid_count).toBe(1);
    expect((await search('/api/v1/properties?mine=1', realtor.token)).bidding_property?.bid_count).toBe(1);
  });
});
