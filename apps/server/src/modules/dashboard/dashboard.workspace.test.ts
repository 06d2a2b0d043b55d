import type { ListingFigures, WaitingOnMe } from '@openhouse/shared/dashboard/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertApproval } from '../../../test/helpers/bidding';
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

  it('answers another realtor with their own (empty) queue, never this listing’s items', async () => {
    const response = await queueOf(w.people.otherRealtor.token);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: WaitingOnMe }).data).toEqual({ bid_approvals: [], document_requests: [] });
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
