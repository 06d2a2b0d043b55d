import { SUMMARY_LIMIT, type DashboardSummary, type ListingFigures, type WaitingOnMe } from '@openhouse/shared/dashboard/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertApproval } from '../../../test/helpers/bidding';
import { insertProperty } from '../../../test/helpers/properties';
import { nextIp } from '../../../test/helpers/accounts';
import { buildWorld, type World } from '../../../test/proof/world';

let t: TestApp;
let w: World;
let approvalId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  approvalId = await insertApproval(t.database.db, { propertyId: w.listing.id, userId: w.people.otherBuyer.id, nickname: 'queue-bidder' });
});
afterAll(async () => t?.close());

const queueOf = (token: string | undefined) => t.call({ method: 'GET', url: '/api/v1/dashboard/waiting-on-me', token });

describe('GET /dashboard/waiting-on-me', () => {
  it("gives the realtor every waiting bid approval and document request of their listings, naming who asks and which listing", async () => {
    const response = await queueOf(w.people.realtor.token);
    expect(response.statusCode, response.body).toBe(200);
    const data = (response.json() as { data: WaitingOnMe }).data;
    expect(data.bid_approvals).toEqual([expect.objectContaining({ id: approvalId, property_id: w.listing.id, who: 'queue-bidder' })]);
    expect(data.document_requests).toEqual([expect.objectContaining({ id: w.listing.permissionId, property_id: w.listing.id })]);
  });

  it("counts on the dashboard exactly what the queue page lists, item for item, the card showing the oldest few", async () => {
    const realtor = await t.user({ roles: ['Realtor'] });
    const published = await insertProperty(t.database.db, realtor.user.id, { status: 'active' });
    // A draft's requests wait on the realtor as well: the card and the page both count them.
    const draft = await insertProperty(t.database.db, realtor.user.id, { status: 'active', published_at: null });
    const withdrawn = await insertProperty(t.database.db, realtor.user.id, { status: 'withdrawn' });
    const bidders = await Promise.all(Array.from({ length: 7 }, () => t.user({})));
    for (const [index, bidder] of bidders.entries()) await insertApproval(t.database.db, { propertyId: index % 2 ? draft.id : published.id, userId: bidder.user.id });
    await insertApproval(t.database.db, { propertyId: withdrawn.id, userId: bidders[0]!.user.id });
    await insertApproval(t.database.db, { propertyId: published.id, userId: w.people.otherBuyer.id, approval: 'approved' });
    for (const bidder of bidders.slice(0, 2)) {
      const requested = await t.call({ method: 'POST', url: '/api/v1/permissions', token: bidder.token, payload: { property_id: published.id, message: 'May I?' }, remoteAddress: nextIp() });
      expect(requested.statusCode, requested.body).toBeLessThan(300);
    }

    const queue = ((await queueOf(realtor.token)).json() as { data: WaitingOnMe }).data;
    const summary = ((await t.call({ method: 'GET', url: '/api/v1/dashboard/summary', token: realtor.token })).json() as { data: DashboardSummary }).data.realtor!.queue;
    const listed = [...queue.bid_approvals.map((item) => `approval ${item.id}`), ...queue.document_requests.map((item) => `request ${item.id}`)];
    expect(listed).toHaveLength(9);
    expect(queue.total).toBe(listed.length);
    expect(summary.total).toBe(listed.length);
    // The card shows the oldest of each kind, the same items the page starts with.
    expect(summary.bid_approvals).toEqual(queue.bid_approvals.slice(0, SUMMARY_LIMIT));
    expect(summary.document_requests).toEqual(queue.document_requests.slice(0, SUMMARY_LIMIT));
  });

  it('answers another realtor with their own (empty) queue, never this listing’s items', async () => {
    const response = await queueOf(w.people.otherRealtor.token);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: WaitingOnMe }).data).toEqual({ bid_approvals: [], document_requests: [], total: 0 });
  });

  it('refuses a visitor (401) and a buyer or seller (403)', async () => {
    expect((await queueOf(undefined)).statusCode).toBe(401);
    expect((await queueOf(w.people.buyer.token)).statusCode).toBe(403);
    expect((await queueOf(w.people.seller.token)).statusCode).toBe(403);
  });

  it("counts the listing's figures for My Listings: bids, waiting approvals and requests, for its realtor and its seller alike", async () => {
    for (const person of [w.people.realtor, w.people.seller]) {
      const response = await t.call({ method: 'GET', url: '/api/v1/dashboard/listing-figures', token: person.token });
      expect(response.statusCode, response.body).toBe(200);
      const figures = (response.json() as { data: ListingFigures[] }).data.find((row) => row.property_id === w.listing.id);
      expect(figures).toMatchObject({ bid_count: 1, pending_approvals: 1, document_requests: 1, days_on_market: 0 });
    }
  });

  it('gives the listing figures to nobody else: a visitor is refused, another realtor and a buyer get none of this listing', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/dashboard/listing-figures' })).statusCode).toBe(401);
    for (const person of [w.people.otherRealtor, w.people.otherBuyer]) {
      const response = await t.call({ method: 'GET', url: '/api/v1/dashboard/listing-figures', token: person.token });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { data: ListingFigures[] }).data).toEqual([]);
    }
  });

  it('leaves decided approvals out once the realtor decides in place', async () => {
    const decided = await t.call({ method: 'PUT', url: `/api/v1/bidding_approval/${approvalId}`, token: w.people.realtor.token, payload: { id: approvalId, approval: 'approved' } });
    expect(decided.statusCode, decided.body).toBe(200);
    const data = (await queueOf(w.people.realtor.token)).json() as { data: WaitingOnMe };
    expect(data.data.bid_approvals).toEqual([]);
  });
});
