import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { approvedBidder, bidPayload, enableBidding, openAuctionPayload, requestApproval, type Person } from '../../../test/helpers/bidding';
import { listingWithSides } from '../../../test/helpers/properties';
import type { PropertyRow } from '../properties/properties.access';
import { biddingApprovals, biddingProperties, bids } from './bidding.schema';

/** Malformed or out-of-range input is the caller's fault: a 4xx with a message, never a 500, and nothing stored. */
let t: TestApp;
let realtor: Person;
let property: PropertyRow;
let bidder: Person;
let auctionId: number;

const TOO_BIG_ID = 99_999_999_999;

beforeAll(async () => {
  t = await createTestApp();
  ({ realtor, property } = await listingWithSides(t));
  const auction = await enableBidding(t, realtor, property);
  auctionId = auction.id;
  bidder = await approvedBidder(t, property);
});
afterAll(async () => t?.close());

async function rows(): Promise<number[]> {
  return Promise.all([biddingProperties, biddingApprovals, bids].map(async (table) => Number((await t.database.db.select({ n: count() }).from(table))[0]!.n)));
}

function expectClientError(response: { statusCode: number; body: string }): void {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(typeof (JSON.parse(response.body) as { message: unknown }).message).toBe('string');
}

describe('bad input', () => {
  it('ids larger than the database holds are refused before any query', async () => {
    const before = await rows();
    const token = realtor.token;
    for (const url of [
      `/api/v1/bidding_properties/${TOO_BIG_ID}`,
      `/api/v1/bidding_history?bid_property_id=${TOO_BIG_ID}`,
      `/api/v1/bidding_approval?property_id=${TOO_BIG_ID}`,
      `/api/v1/bidding_approval/property/${TOO_BIG_ID}`,
    ]) {
      expectClientError(await t.call({ method: 'GET', url, token }));
    }
    expectClientError(await t.call({ method: 'PUT', url: `/api/v1/bidding_approval/${TOO_BIG_ID}`, token, payload: { approval: 'approved' } }));
    expectClientError(await t.call({ method: 'POST', url: '/api/v1/bidding_properties', token, payload: openAuctionPayload(TOO_BIG_ID) }));
    expectClientError(await t.call({ method: 'POST', url: '/api/v1/bidding_history', token: bidder.token, payload: { ...bidPayload({ id: auctionId, highest_bid_amount: 100000, bid_incremental_amount: 2500 }), bid_property_id: TOO_BIG_ID } }));
    expectClientError(await requestApproval(t, bidder.token, TOO_BIG_ID));
    expect(await rows()).toEqual(before);
  });

  it('refuses an increment or a price under a cent, and times past the year 9999', async () => {
    const before = await rows();
    const other = (await listingWithSides(t)).property;
    const enable = (overrides: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/v1/bidding_properties', token: realtor.token, payload: openAuctionPayload(other.id, overrides) });
    expectError(await enable({ bid_incremental_amount: 0.001 }), 422, m.incrementInvalid);
    expectError(await enable({ bid_amount: 0.004 }), 422, m.bidStartAmountInvalid);
    expectError(await enable({ bid_ending_time: 8.64e15 }), 422, m.endTimeRequired);
    expectError(await enable({ bid_starting_time: 1e20 }), 422, m.startTimeRequired);
    expect(await rows()).toEqual(before);
  });

  it('refuses malformed JSON and wrong types in a bid', async () => {
    const before = await rows();
    const malformed = await t.call({ method: 'POST', url: '/api/v1/bidding_history', token: bidder.token, headers: { 'content-type': 'application/json' }, payload: '{"bid_amount": ' });
    expectError(malformed, 400, 'The request body is not valid JSON.');
    const base = bidPayload({ id: auctionId, highest_bid_amount: 100000, bid_incremental_amount: 2500 });
    for (const overrides of [{ contingency: { loan: true } }, { bid_property_id: 'abc' }, { escrow_closing_date: 20260101 }, { bid_amount: { value: 1 } }, { due_diligence: 'maybe' }]) {
      expectClientError(await t.call({ method: 'POST', url: '/api/v1/bidding_history', token: bidder.token, payload: { ...base, ...overrides } }));
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses a form that is not multipart for an approval', async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    const response = await t.call({ method: 'POST', url: '/api/v1/bidding_approval', token: buyer.token, payload: { property_id: property.id, bid_nickname: 'Someone' } });
    expectClientError(response);
  });
});
