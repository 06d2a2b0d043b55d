import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import type { BidApproval, BiddingProperty } from '@openhouse/shared/bidding/schemas';
import type { Page } from '@openhouse/shared/http/pagination';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  acceptedBid,
  approvedBidder,
  bidPayload,
  enableBidding,
  openAuctionPayload,
  requestApproval,
  type ApprovalBody,
  type Person,
} from '../../../test/helpers/bidding';
import { insertProperty, listingWithSides } from '../../../test/helpers/properties';
import { notifications } from '../notifications/notifications.schema';
import { properties } from '../properties/properties.schema';
import type { PropertyRow } from '../properties/properties.access';
import { biddingApprovals, biddingProperties, bids } from './bidding.schema';

/**
 * Who may call each bidding route: anonymous callers, people of the wrong role and people outside the
 * listing are refused, and a refused call leaves every bidding table (and the notifications) as it was.
 */
let t: TestApp;
let realtor: Person;
let seller: Person;
let property: PropertyRow;
let withdrawn: PropertyRow;
let auction: BiddingProperty;
let otherRealtor: Person;
let buyer: Person;
let bidder: Person & { approvalId: number };
let waiting: Person & { approvalId: number };
let proofPath: string;
let snapshot: string;

async function tableCounts(): Promise<string> {
  const counts = await Promise.all(
    [biddingProperties, biddingApprovals, bids, notifications].map(async (table) => Number((await t.database.db.select({ n: count() }).from(table))[0]!.n)),
  );
  const [auctionNow] = await t.database.db.select().from(biddingProperties);
  const approvals = await t.database.db.select({ id: biddingApprovals.id, approval: biddingApprovals.approval }).from(biddingApprovals).orderBy(biddingApprovals.id);
  return JSON.stringify({ counts, auctionNow, approvals });
}

beforeAll(async () => {
  t = await createTestApp();
  ({ realtor, seller, property } = await listingWithSides(t));
  withdrawn = await insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id, status: 'withdrawn' });
  auction = await enableBidding(t, realtor, property);
  otherRealtor = await t.user({ roles: ['Realtor'] });
  buyer = await t.user({ roles: ['Buyer'] });
  bidder = await approvedBidder(t, property);
  waiting = await approvedBidder(t, property, { approval: 'submitted' });
  await acceptedBid(t, bidder, auction);
  const created = await requestApproval(t, (await t.user({ roles: ['Buyer'] })).token, property.id);
  proofPath = (created.json() as ApprovalBody).data.proof_document;
  // Let the outbid and approval notifications (domain events, delivered after the answers) settle before counting rows.
  await t.app.platform.events.idle();
  await t.app.platform.mailer.idle();
});
afterAll(async () => t?.close());

beforeEach(async () => {
  snapshot = await tableCounts();
});

/** A listing whose auction has a bid and an approved bidder, withdrawn afterwards. */
async function withdrawnAuction() {
  const hidden = await listingWithSides(t);
  const hiddenAuction = await enableBidding(t, hidden.realtor, hidden.property);
  const approved = await approvedBidder(t, hidden.property);
  await t.database.db.update(properties).set({ status: 'withdrawn' }).where(eq(properties.id, hidden.property.id));
  return { ...hidden, auction: hiddenAuction, approved };
}

async function expectUnchanged(): Promise<void> {
  expect(await tableCounts()).toBe(snapshot);
}

const unauthorized = 'This action is unauthorized.';

describe('POST /bidding_properties', () => {
  const enable = (token: string | undefined, propertyId = property.id) =>
    t.call({ method: 'POST', url: '/api/v1/bidding_properties', token, payload: openAuctionPayload(propertyId, { bid_amount: 1 }) });

  it('is 401 for anonymous callers', async () => {
    expectError(await enable(undefined), 401, 'Unauthenticated.');
    await expectUnchanged();
  });

  it("is 403 for another realtor, the seller and a buyer: only the listing's realtor or an admin enables bidding", async () => {
    for (const person of [otherRealtor, seller, buyer, bidder]) expectError(await enable(person.token), 403, unauthorized);
    await expectUnchanged();
  });

  it("is 404 for a missing listing, and for a withdrawn one to anyone but its side", async () => {
    expectError(await enable(realtor.token, 999999), 404, 'Property not found.');
    expectError(await enable(otherRealtor.token, withdrawn.id), 404, 'Property not found.');
    expectError(await enable(seller.token, withdrawn.id), 403, unauthorized);
    await expectUnchanged();
  });
});

describe('GET /bidding_properties/{propertyId}', () => {
  it('is public for a listing on the market, 404 for a withdrawn one to outsiders', async () => {
    expect((await t.call({ method: 'GET', url: `/api/v1/bidding_properties/${property.id}` })).statusCode).toBe(200);
    for (const token of [undefined, buyer.token, otherRealtor.token]) {
      expectError(await t.call({ method: 'GET', url: `/api/v1/bidding_properties/${withdrawn.id}`, token }), 404, 'Property not found.');
    }
  });
});

describe('POST /bidding_approval', () => {
  it('is 401 anonymous, 403 for the listing side, 404 for a withdrawn listing, and changes nothing', async () => {
    expectError(await requestApproval(t, undefined, property.id), 401, 'Unauthenticated.');
    const admin = await t.user({ roles: ['Admin'] });
    snapshot = await tableCounts();
    for (const person of [realtor, seller, admin]) expectError(await requestApproval(t, person.token, property.id), 403, m.listingSideCannotApply);
    expectError(await requestApproval(t, buyer.token, withdrawn.id), 404, 'Property not found.');
    await expectUnchanged();
  });
});

describe('GET /bidding_approval', () => {
  const list = (token: string | undefined, query = '') => t.call({ method: 'GET', url: `/api/v1/bidding_approval${query}`, token });

  it('is 401 for anonymous callers', async () => {
    expectError(await list(undefined), 401, 'Unauthenticated.');
    expectError(await list(undefined, `?property_id=${property.id}`), 401, 'Unauthenticated.');
  });

  it("shows a buyer only their own approvals, and another realtor none of this listing's", async () => {
    const own = (await list(waiting.token, `?property_id=${property.id}`)).json() as Page<BidApproval>;
    expect(own.data.map((row) => row.user.id)).toEqual([waiting.user.id]);
    const mine = (await list(waiting.token)).json() as Page<BidApproval>;
    expect(mine.data.map((row) => row.user.id)).toEqual([waiting.user.id]);
    expect(((await list(otherRealtor.token, `?property_id=${property.id}`)).json() as Page<BidApproval>).total).toBe(0);
    expect(((await list(otherRealtor.token)).json() as Page<BidApproval>).total).toBe(0);
    expect(((await list(buyer.token)).json() as Page<BidApproval>).total).toBe(0);
  });
});

describe('GET /bidding_approval/property/{propertyId}', () => {
  it('is 401 for anonymous callers and 404 for a withdrawn listing', async () => {
    expectError(await t.call({ method: 'GET', url: `/api/v1/bidding_approval/property/${property.id}` }), 401, 'Unauthenticated.');
    expectError(await t.call({ method: 'GET', url: `/api/v1/bidding_approval/property/${withdrawn.id}`, token: buyer.token }), 404, 'Property not found.');
  });
});

describe('PUT /bidding_approval/{id}', () => {
  const decide = (token: string | undefined) =>
    t.call({ method: 'PUT', url: `/api/v1/bidding_approval/${waiting.approvalId}`, token, payload: { approval: 'approved' } });

  it('is 401 anonymous, 403 for the buyer who filed it, 404 for other buyers and realtors, and changes nothing', async () => {
    expectError(await decide(undefined), 401, 'Unauthenticated.');
    expectError(await decide(waiting.token), 403, unauthorized);
    for (const person of [buyer, bidder, otherRealtor]) expectError(await decide(person.token), 404, 'Not found.');
    await expectUnchanged();
  });
});

describe('the proof document', () => {
  const view = (token: string | undefined): Promise<LightMyRequestResponse> => t.call({ method: 'GET', url: `/api/v1/storage/${proofPath}`, token });

  it("is 404 to another buyer (even an approved bidder) and another realtor, 401 anonymous", async () => {
    for (const person of [buyer, bidder, waiting, otherRealtor]) expectError(await view(person.token), 404, 'Not found.');
    expectError(await view(undefined), 401, 'Unauthenticated.');
    expect((await view(realtor.token)).statusCode).toBe(200);
  });
});

describe('POST /bidding_history', () => {
  const bid = (token: string | undefined) => t.call({ method: 'POST', url: '/api/v1/bidding_history', token, payload: bidPayload({ ...auction, highest_bid_amount: 102500 }) });

  it('is 401 for anonymous callers', async () => {
    expectError(await bid(undefined), 401, 'Unauthenticated.');
    await expectUnchanged();
  });

  it('is 403 for the seller, the realtor, an admin, a buyer without approval and one under review', async () => {
    const admin = await t.user({ roles: ['Admin'] });
    snapshot = await tableCounts();
    expectError(await bid(seller.token), 403, m.listingSideCannotBid);
    expectError(await bid(realtor.token), 403, m.listingSideCannotBid);
    expectError(await bid(admin.token), 403, m.listingSideCannotBid);
    expectError(await bid(buyer.token), 403, m.notApproved);
    expectError(await bid(otherRealtor.token), 403, m.notApproved);
    expectError(await bid(waiting.token), 403, m.approvalUnderReview);
    await expectUnchanged();
  });

  it('is 404 on a withdrawn listing to outsiders, even with an approval', async () => {
    const hidden = await withdrawnAuction();
    snapshot = await tableCounts();
    const response = await t.call({ method: 'POST', url: '/api/v1/bidding_history', token: hidden.approved.token, payload: bidPayload(hidden.auction) });
    expectError(response, 404, 'Property not found.');
    await expectUnchanged();
  });
});

describe('GET /bidding_history', () => {
  it("is 401 anonymous for one's own bids, and 404 for a withdrawn listing's auction to outsiders", async () => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/bidding_history' }), 401, 'Unauthenticated.');
    const hidden = await withdrawnAuction();
    const url = `/api/v1/bidding_history?bid_property_id=${hidden.auction.id}`;
    for (const token of [undefined, buyer.token, hidden.approved.token, otherRealtor.token]) expectError(await t.call({ method: 'GET', url, token }), 404, 'Property not found.');
    expect((await t.call({ method: 'GET', url, token: hidden.seller.token })).statusCode).toBe(200);
  });
});
