import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import type { Bid, BiddingProperty } from '@openhouse/shared/bidding/schemas';
import type { Page } from '@openhouse/shared/http/pagination';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { acceptedBid, approvedBidder, enableBidding, insertApproval, type Person } from '../../../test/helpers/bidding';
import { insertProperty, listingWithSides } from '../../../test/helpers/properties';
import type { PropertyRow } from '../properties/properties.access';
import { properties } from '../properties/properties.schema';

let t: TestApp;
let realtor: Person;
let seller: Person;
let property: PropertyRow;
let auction: BiddingProperty;
let alice: Person & { nickname: string };
let bob: Person & { nickname: string };
let bidIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  ({ realtor, seller, property } = await listingWithSides(t, { label: 'History house' }));
  auction = await enableBidding(t, realtor, property);
  alice = await approvedBidder(t, property, { nickname: 'AliceBids' });
  bob = await approvedBidder(t, property, { nickname: 'BobBids' });
  bidIds = [];
  let current = auction;
  for (const bidder of [alice, bob, alice]) {
    const placed = await acceptedBid(t, bidder, current);
    bidIds.push(placed.bid.id);
    current = placed.bidding_property;
  }
});
afterAll(async () => t?.close());

async function history(query: string, token?: string): Promise<Page<Bid>> {
  const response = await t.call({ method: 'GET', url: `/api/v1/bidding_history?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page<Bid>;
}

describe("GET /bidding_history?bid_property_id (an auction's bids)", () => {
  it('lists the bids newest first, by nickname, to anyone', async () => {
    const page = await history(`bid_property_id=${auction.id}`);
    expect(page).toMatchObject({ total: 3, current_page: 1, last_page: 1, from: 1, to: 3 });
    expect(page.data.map((bid) => [bid.id, bid.bid_amount, bid.user.name])).toEqual([
      [bidIds[2], 107500, 'AliceBids'],
      [bidIds[1], 105000, 'BobBids'],
      [bidIds[0], 102500, 'AliceBids'],
    ]);
    for (const bid of page.data) {
      expect(bid.user).toMatchObject({ id: null, email: null });
      expect(bid.is_mine).toBe(false);
      expect(bid.property).toBeUndefined();
    }
  });

  it("shows a bidder their own bids' account, and nobody else's", async () => {
    const page = await history(`bid_property_id=${auction.id}`, bob.token);
    const [latest, bobs] = page.data;
    expect(bobs).toMatchObject({ is_mine: true, user: { id: bob.user.id, name: 'BobBids', email: bob.user.email } });
    expect(latest).toMatchObject({ is_mine: false, user: { id: null, name: 'AliceBids', email: null } });
  });

  it('shows the listing side and admins who every bidder is', async () => {
    const admin = await t.user({ roles: ['Admin'] });
    for (const person of [realtor, seller, admin]) {
      const page = await history(`bid_property_id=${auction.id}`, person.token);
      expect(page.data.map((bid) => bid.user.email)).toEqual([alice.user.email, bob.user.email, alice.user.email]);
      expect(page.data.map((bid) => bid.user.id)).toEqual([alice.user.id, bob.user.id, alice.user.id]);
    }
  });

  it('pages', async () => {
    const page = await history(`bid_property_id=${auction.id}&per_page=2&page=2`);
    expect(page).toMatchObject({ total: 3, current_page: 2, last_page: 2, from: 3, to: 3 });
    expect(page.data.map((bid) => bid.id)).toEqual([bidIds[0]]);
  });

  it('is 404 for an unknown auction and, to outsiders, for a withdrawn listing', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/bidding_history?bid_property_id=999999' }), 404, m.biddingNotEnabled);
    const hidden = await insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id });
    const hiddenAuction = await enableBidding(t, realtor, hidden);
    await t.database.db.update(properties).set({ status: 'withdrawn' }).where(eq(properties.id, hidden.id));
    expectError(await t.call({ method: 'GET', url: `/api/v1/bidding_history?bid_property_id=${hiddenAuction.id}`, token: alice.token }), 404, 'Property not found.');
    expectError(await t.call({ method: 'GET', url: `/api/v1/bidding_history?bid_property_id=${hiddenAuction.id}` }), 404, 'Property not found.');
    expect((await history(`bid_property_id=${hiddenAuction.id}`, seller.token)).total).toBe(0);
  });
});

describe('GET /bidding_history (my own bids)', () => {
  it("lists the caller's bids on every listing, newest first, naming the listing", async () => {
    const other = await insertProperty(t.database.db, realtor.user.id, { label: 'Second home' });
    const otherAuction = await enableBidding(t, realtor, other);
    await approvedBidder(t, other);
    await insertApproval(t.database.db, { propertyId: other.id, userId: bob.user.id, nickname: 'BobElsewhere', approval: 'approved' });
    const elsewhere = await acceptedBid(t, bob, otherAuction);

    const page = await history('', bob.token);
    expect(page.total).toBe(2);
    expect(page.data.map((bid) => [bid.id, bid.user.name, bid.property?.label, bid.is_mine])).toEqual([
      [elsewhere.bid.id, 'BobElsewhere', 'Second home', true],
      [bidIds[1], 'BobBids', 'History house', true],
    ]);
    expect(page.data[0]!.user).toEqual({ id: bob.user.id, name: 'BobElsewhere', email: bob.user.email });
    expect(page.data[0]!.property).toEqual({ id: other.id, label: 'Second home', street_address: other.street_address });
  });

  it('is empty for someone who never bid', async () => {
    const newcomer = await t.user({ roles: ['Buyer'] });
    expect(await history('', newcomer.token)).toMatchObject({ data: [], total: 0, from: null, to: null });
  });

  it('needs a signed-in caller', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/bidding_history' }), 401, 'Unauthenticated.');
  });
});
