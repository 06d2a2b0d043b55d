import type { MyHome } from '@openhouse/shared/dashboard/my-home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { buildWorld, person, type Person, type World } from '../../../test/proof/world';

let t: TestApp;
let w: World;
let otherSeller: Person;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  otherSeller = await person(t, ['Seller']);
});
afterAll(async () => t?.close());

async function myHome(token: string | undefined) {
  const response = await t.call({ method: 'GET', url: '/api/v1/my-home', token });
  return { status: response.statusCode, body: response.body, homes: response.statusCode === 200 ? (response.json() as { data: MyHome[] }).data : null };
}

describe('GET /my-home', () => {
  it('gives the seller each home with its auction, open bids and the right to accept one', async () => {
    const { status, body, homes } = await myHome(w.people.seller.token);
    expect(status, body).toBe(200);
    const listing = homes!.find((home) => home.property.id === w.listing.id)!;
    expect(listing.property.bidding_property).toMatchObject({ id: w.listing.auctionId, bid_count: 1, highest_bid_amount: w.listing.highestBid });
    expect(listing.property.photos.length).toBeGreaterThan(0);
    expect(listing.pending_offers.map((bid) => bid.id)).toEqual([w.listing.bidId]);
    expect(listing).toMatchObject({ pending_offer_count: 1, can_accept: true, can_see_insights: true, deal: null });
    expect(listing.views_this_week).toBeGreaterThanOrEqual(0);
  });

  it('lists the showings of the home with their time and outcome, without naming the buyer', async () => {
    const { homes } = await myHome(w.people.seller.token);
    const listing = homes!.find((home) => home.property.id === w.listing.id)!;
    const showing = listing.showings.find((one) => one.id === w.meetingId);
    expect(showing).toMatchObject({ kind: 'video_tour', status: 'scheduled', answer: 'pending' });
    expect(Object.keys(showing!).sort()).toEqual(['answer', 'end', 'id', 'kind', 'start', 'status']);
    expect(JSON.stringify(listing.showings)).not.toContain(w.people.buyer.email);
  });

  it("gives the deal of a home under contract with whose turn it is, and no bids to accept while it runs", async () => {
    const { homes } = await myHome(w.people.seller.token);
    const sold = homes!.find((home) => home.property.id === w.sold.id)!;
    expect(sold.deal).toEqual({
      id: w.sold.transactionId,
      status_id: 1,
      status: 'Contract Sent',
      turn: { role: 'buyer', text: 'The buyer signs the contract.' },
      is_my_turn: false,
    });
    expect(sold).toMatchObject({ pending_offers: [], pending_offer_count: 0, can_accept: false });
  });

  it("shows another seller nothing of this seller's homes", async () => {
    const { status, homes } = await myHome(otherSeller.token);
    expect(status).toBe(200);
    expect(homes).toEqual([]);
  });

  it('answers 401 to a visitor and 403 to every role but Seller', async () => {
    expect((await myHome(undefined)).status).toBe(401);
    for (const who of ['realtor', 'buyer', 'admin'] as const) {
      const { status, body } = await myHome(w.people[who].token);
      expect(status, who).toBe(403);
      expect(body).not.toContain(String(w.listing.highestBid));
    }
  });
});
