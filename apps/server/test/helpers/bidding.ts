import { minimumNextBid, type BidderStatus, type Contingency } from '@openhouse/shared/bidding/rules';
import type { Bid, BidApproval, BiddingProperty } from '@openhouse/shared/bidding/schemas';
import { startOfTodayMs, todayIn } from '@openhouse/shared/format/datetime';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { UserRow } from '../../src/modules/accounts/accounts.repository';
import { biddingApprovals, biddingProperties } from '../../src/modules/bidding/bidding.schema';
import type { Db } from '../../src/platform/db/client';
import { multipart, nextIp, pdfDocument, uniqueWord } from './accounts';
import type { TestApp } from './app';

export type Person = { user: Pick<UserRow, 'id' | 'email' | 'name'>; token: string };
type Listing = { id: number };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A date `days` from today (YYYY-MM-DD, the product's default zone): a valid escrow closing date. */
export function daysFromToday(days: number): string {
  return todayIn(undefined, Date.now() + days * DAY);
}

/**
 * An auction open now: started a minute ago (but not before today, which the enable rules refuse) and
 * ending in three days. The overrides go into the enable payload as they are.
 */
export function openAuctionPayload(propertyId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Date.now();
  return {
    property_id: propertyId,
    bid_amount: 100000,
    bid_incremental_amount: 2500,
    bid_starting_time: Math.max(startOfTodayMs(undefined, now), now - 60_000),
    bid_ending_time: now + 3 * DAY,
    ...overrides,
  };
}

/** POST /bidding_properties as `realtor`; fails the test unless the auction is enabled. */
export async function enableBidding(t: TestApp, realtor: Person, property: Listing, overrides: Record<string, unknown> = {}): Promise<BiddingProperty> {
  const response = await t.call({ method: 'POST', url: '/api/v1/bidding_properties', token: realtor.token, payload: openAuctionPayload(property.id, overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: BiddingProperty }).data;
}

/** Moves an auction's times straight in the database (an auction that has ended, or not started yet). */
export async function setAuctionTimes(db: Db, auctionId: number, times: { start?: Date; end?: Date }): Promise<void> {
  await db
    .update(biddingProperties)
    .set({ ...(times.start ? { bid_starting_time: times.start } : {}), ...(times.end ? { bid_ending_time: times.end, scheduled_ending_time: times.end } : {}) })
    .where(eq(biddingProperties.id, auctionId));
}

export async function auctionRow(db: Db, auctionId: number) {
  const [row] = await db.select().from(biddingProperties).where(eq(biddingProperties.id, auctionId));
  return row!;
}

/** An approval written straight to the database (its proof path is unique but no file is stored). */
export async function insertApproval(
  db: Db,
  values: { propertyId: number; userId: number; nickname?: string; approval?: 'submitted' | 'approved' | 'rejected'; status?: BidderStatus },
): Promise<number> {
  const [row] = await db
    .insert(biddingApprovals)
    .values({
      property_id: values.propertyId,
      user_id: values.userId,
      bid_nickname: values.nickname ?? uniqueWord('bidder'),
      status: values.status ?? 'buyer-without-agent',
      agreement: true,
      proof_path: `bidding-proofs/${crypto.randomUUID()}.pdf`,
      proof_name: 'proof.pdf',
      proof_size: 100,
      approval: values.approval ?? 'submitted',
      decided_at: values.approval && values.approval !== 'submitted' ? new Date() : null,
    })
    .returning({ id: biddingApprovals.id });
  return row!.id;
}

/** A new buyer with an approval on the property in the given state (approved by default). */
export async function approvedBidder(
  t: TestApp,
  property: Listing,
  options: { approval?: 'submitted' | 'approved' | 'rejected'; nickname?: string } = {},
): Promise<Person & { approvalId: number; nickname: string }> {
  const buyer = await t.user({ roles: ['Buyer'] });
  const nickname = options.nickname ?? uniqueWord('bidder');
  const approvalId = await insertApproval(t.database.db, { propertyId: property.id, userId: buyer.user.id, nickname, approval: options.approval ?? 'approved' });
  return { ...buyer, approvalId, nickname };
}

/** A valid bid payload: the auction's minimum next bid, one contingency and an escrow date next month. */
export function bidPayload(auction: Pick<BiddingProperty, 'id' | 'highest_bid_amount' | 'bid_incremental_amount'>, overrides: Record<string, unknown> = {}) {
  return {
    bid_property_id: auction.id,
    bid_amount: minimumNextBid(auction.highest_bid_amount, auction.bid_incremental_amount),
    contingency: ['inspection'] satisfies Contingency[],
    escrow_closing_date: daysFromToday(30),
    ...overrides,
  };
}

/** POST /bidding_history as `bidder`; the answer as it came (tests of refusals read it). */
export function placeBid(t: TestApp, bidder: Pick<Person, 'token'> | null, auction: Parameters<typeof bidPayload>[0], overrides: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  return t.call({ method: 'POST', url: '/api/v1/bidding_history', token: bidder?.token, payload: bidPayload(auction, overrides) });
}

/** A bid that must be accepted: answers the bid and the auction as it then stands. */
export async function acceptedBid(t: TestApp, bidder: Person, auction: Parameters<typeof bidPayload>[0], overrides: Record<string, unknown> = {}) {
  const response = await placeBid(t, bidder, auction, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { bid: Bid; bidding_property: BiddingProperty } }).data;
}

/**
 * POST /bidding_approval (multipart) with a valid form unless fields or the file are overridden; `proof: null`
 * sends no file. Each call comes from a new client address, as the route is rate limited per address.
 */
export function requestApproval(
  t: TestApp,
  token: string | undefined,
  propertyId: number,
  options: { fields?: Record<string, string | undefined>; proof?: { filename: string; content: Buffer; contentType?: string } | null } = {},
): Promise<LightMyRequestResponse> {
  const fields: Record<string, string | undefined> = {
    bid_nickname: 'Lucky Bidder',
    status: 'buyer-without-agent',
    agreement: 'true',
    property_id: String(propertyId),
    path: `/properties/${propertyId}`,
    ...options.fields,
  };
  const proof = options.proof === undefined ? { filename: 'proof-of-funds.pdf', content: pdfDocument() } : options.proof;
  const { payload, headers } = multipart([
    ...Object.entries(fields)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => ({ name, value })),
    ...(proof ? [{ name: 'proof_document', filename: proof.filename, contentType: proof.contentType ?? 'application/pdf', content: proof.content }] : []),
  ]);
  return t.call({ method: 'POST', url: '/api/v1/bidding_approval', token, payload, headers, remoteAddress: nextIp() });
}

export type ApprovalBody = { message: string; data: BidApproval };
export const DAYS = DAY;
