import type { DashboardSummary } from '@openhouse/shared/dashboard/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty } from '../../../test/helpers/properties';
import { buildWorld, type World } from '../../../test/proof/world';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(async () => t?.close());

async function summaryOf(token: string | undefined) {
  const response = await t.call({
    method: 'GET',
    url: '/api/v1/dashboard/summary',
    token,
  });
  return {
    status: response.statusCode,
    data: response.statusCode === 200 ? (response.json() as { data: DashboardSummary }).data : null,
    body: response.body,
  };
}

describe('GET /dashboard/summary', () => {
  it("gives the realtor their figures and queue: the live auction's leading bid, the waiting document request, deals by status", async () => {
    const { status, data, body } = await summaryOf(w.people.realtor.token);
    expect(status, body).toBe(200);
    expect(data!.buyer).toBeNull();
    const realtor = data!.realtor!;
    expect(realtor.active_listings).toBeGreaterThanOrEqual(1);
    expect(realtor.live_auctions).toEqual([
      expect.objectContaining({
        property_id: w.listing.id,
        highest_bid_amount: w.listing.highestBid,
        bid_count: 1,
      }),
    ]);
    expect(realtor.queue.document_requests).toEqual([
      expect.objectContaining({
        id: w.listing.permissionId,
        property_id: w.listing.id,
      }),
    ]);
    expect(realtor.queue.bid_approvals).toEqual([]); // the buyer's approval was decided
    expect(realtor.transactions_by_status).toEqual([{ status_id: 1, name: 'Contract Sent', count: 1 }]);
  });

  it('gives the buyer their live bid (leading), saved homes and approvals', async () => {
    const saved = await t.call({
      method: 'POST',
      url: '/api/v1/favourite_property',
      token: w.people.buyer.token,
      remoteAddress: nextIp(),
      payload: { property_id: w.listing.id },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const { data } = await summaryOf(w.people.buyer.token);
    expect(data!.realtor).toBeNull();
    expect(data!.buyer!.live_bids).toEqual([
      expect.objectContaining({
        property_id: w.listing.id,
        leading: true,
        my_bid: w.listing.highestBid,
      }),
    ]);
    expect(data!.buyer!.saved_homes.map((home) => home.property_id)).toEqual([w.listing.id]);
    expect(data!.buyer!.approvals).toEqual([
      expect.objectContaining({
        id: w.listing.approvalId,
        approval: 'approved',
      }),
    ]);
  });

  it("gives the seller their homes' bids and deal status, and nobody anything of another's", async () => {
    const { data } = await summaryOf(w.people.seller.token);
    const listing = data!.seller!.homes.find((home) => home.property_id === w.listing.id);
    expect(listing).toMatchObject({
      bid_count: 1,
      highest_bid_amount: w.listing.highestBid,
      deal_status: null,
    });
    expect(data!.seller!.homes.find((home) => home.property_id === w.sold.id)?.deal_status).toBe('Contract Sent');

    const other = await summaryOf(w.people.otherRealtor.token);
    expect(other.data!.realtor).toMatchObject({
      active_listings: 0,
      live_auctions: [],
      transactions_by_status: [],
      queue: { bid_approvals: [], document_requests: [] },
    });
    const otherBuyer = await summaryOf(w.people.otherBuyer.token);
    expect(otherBuyer.data!.buyer).toMatchObject({
      live_bids: [],
      saved_homes: [],
      approvals: [],
    });
    expect((await summaryOf(undefined)).status).toBe(401);
  });

  it('leaves a draft out of the realtor\'s figures, counting it apart, until it is published', async () => {
    const realtor = await t.user({ roles: ['Realtor'] });
    await insertProperty(t.database.db, realtor.user.id, { status: 'active' });
    const figures = async () => {
      const { data } = await summaryOf(realtor.token);
      const { active_listings, drafts, live_auctions, views_this_week } = data!.realtor!;
      return { active_listings, drafts, live_auctions: live_auctions.length, views_this_week };
    };
    expect(await figures()).toEqual({ active_listings: 1, drafts: 0, live_auctions: 0, views_this_week: 0 });

    const draft = await insertProperty(t.database.db, realtor.user.id, {
      status: 'active',
      published_at: null,
      latitude: 38.58,
      longitude: -121.49,
      description: 'A draft ready to publish.',
    });
    expect(await figures()).toEqual({ active_listings: 1, drafts: 1, live_auctions: 0, views_this_week: 0 });

    const published = await t.call({ method: 'POST', url: `/api/v1/properties/${draft.id}/publish`, token: realtor.token });
    expect(published.statusCode, published.body).toBe(200);
    expect(await figures()).toEqual({ active_listings: 2, drafts: 0, live_auctions: 0, views_this_week: 0 });
  });
});
