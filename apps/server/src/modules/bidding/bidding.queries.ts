import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Contingency } from '@openhouse/shared/bidding/rules';
import type { Db } from '../../platform/db/client';
import { parseContingency } from './bidding-mappers';
import { nextVersion, type AuctionRow, type BidRow } from './bidding.repository';

export { biddingCounterparts } from './bidding.repository';
import { biddingApprovals, biddingProperties, bids } from './bidding.schema';

/*
 * What other modules may ask of bidding's tables. Accepting a bid (transactions) takes the same auction
 * lock as enabling or editing the auction, so the lock is defined once, here.
 */

/** The property's auction row, locked until the transaction ends: every change of the auction queues here. */
export async function lockAuctionOfProperty(tx: Db, propertyId: number): Promise<AuctionRow | null> {
  const [row] = await tx.select().from(biddingProperties).where(eq(biddingProperties.property_id, propertyId)).for('update');
  return row ?? null;
}

/**
 * A new version of the auction without changing its terms: accepting a bid calls this under the auction's
 * row lock, so a bid judged before the accept committed finds the version moved and is not placed.
 */
export async function touchAuction(tx: Db, id: number): Promise<void> {
  await tx.update(biddingProperties).set({ updated_at: nextVersion }).where(eq(biddingProperties.id, id));
}

export async function findBid(db: Db, id: number): Promise<BidRow | null> {
  const [row] = await db.select().from(bids).where(eq(bids.id, id)).limit(1);
  return row ?? null;
}

/** What an accepted bid promised: its escrow closing date and contingencies (the transaction's deal record). */
export async function findBidTerms(db: Db, id: number): Promise<{ escrow_closing_date: string; contingencies: Contingency[] } | null> {
  const bid = await findBid(db, id);
  return bid ? { escrow_closing_date: bid.escrow_closing_date, contingencies: parseContingency(bid.contingency) } : null;
}

/** The auctions of these listings (the dashboard reads their leading bids and end times). */
export async function auctionsOfListings(db: Db, propertyIds: readonly number[]): Promise<AuctionRow[]> {
  if (propertyIds.length === 0) return [];
  return db.select().from(biddingProperties).where(inArray(biddingProperties.property_id, [...propertyIds]));
}

/** Bid approvals still waiting for the listing side of these listings, oldest first (the realtor's queue). */
export async function waitingApprovalsOf(db: Db, propertyIds: readonly number[], limit: number) {
  if (propertyIds.length === 0) return [];
  return db
    .select({ id: biddingApprovals.id, property_id: biddingApprovals.property_id, bid_nickname: biddingApprovals.bid_nickname, created_at: biddingApprovals.created_at })
    .from(biddingApprovals)
    .where(and(inArray(biddingApprovals.property_id, [...propertyIds]), eq(biddingApprovals.approval, 'submitted')))
    .orderBy(biddingApprovals.created_at)
    .limit(limit);
}

/** A buyer's approvals, the latest first. */
export async function approvalsOfBuyer(db: Db, userId: number, limit: number) {
  return db
    .select({ id: biddingApprovals.id, property_id: biddingApprovals.property_id, approval: biddingApprovals.approval, bid_nickname: biddingApprovals.bid_nickname })
    .from(biddingApprovals)
    .where(eq(biddingApprovals.user_id, userId))
    .orderBy(desc(biddingApprovals.created_at))
    .limit(limit);
}

/** The live auctions a buyer has bid in, with their own best bid: leading when they hold the highest. */
export async function liveBidsOfBuyer(db: Db, userId: number, now: Date) {
  return db
    .select({
      property_id: biddingProperties.property_id,
      my_bid: sql<number>`max(${bids.bid_amount})::float8`,
      highest_bid_amount: biddingProperties.highest_bid_amount,
      highest_bidder_id: biddingProperties.highest_bidder_id,
      bid_ending_time: biddingProperties.bid_ending_time,
    })
    .from(bids)
    .innerJoin(biddingProperties, eq(biddingProperties.id, bids.bid_property_id))
    .where(and(eq(bids.user_id, userId), lte(biddingProperties.bid_starting_time, now), gt(biddingProperties.bid_ending_time, now)))
    .groupBy(biddingProperties.id)
    .orderBy(biddingProperties.bid_ending_time);
}

/** How many bid approvals wait for a decision on each of these listings (My Listings' column). */
export async function waitingApprovalCountsOf(db: Db, propertyIds: readonly number[]): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ property_id: biddingApprovals.property_id, count: sql<number>`count(*)::int` })
    .from(biddingApprovals)
    .where(and(inArray(biddingApprovals.property_id, [...propertyIds]), eq(biddingApprovals.approval, 'submitted')))
    .groupBy(biddingApprovals.property_id);
  return new Map(rows.map((row) => [row.property_id, Number(row.count)]));
}
