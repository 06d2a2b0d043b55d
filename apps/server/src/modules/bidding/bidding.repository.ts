import { STATUS } from '@openhouse/shared/transactions/statuses';
import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { properties } from '../properties/properties.schema';
import { propertyTransactions } from '../transactions/transactions.schema';
import { biddingApprovals, biddingProperties, bids } from './bidding.schema';

export type AuctionRow = typeof biddingProperties.$inferSelect;
export type NewAuction = typeof biddingProperties.$inferInsert;
export type BidRow = typeof bids.$inferSelect;
export type NewBid = typeof bids.$inferInsert;

/** An auction with what its answer needs besides its own columns. */
export type AuctionView = AuctionRow & { highest_bidder: string | null; has_transaction: boolean };

/** A bid with its bidder's e-mail (shown only to some viewers) and, in own-bids lists, the listing it is on. */
export type BidView = BidRow & { bidder_email: string | null; property?: { id: number; label: string; street_address: string } };

/**
 * The outer auction's columns, qualified by hand: drizzle writes a single-table select's columns
 * unqualified, and inside the subqueries below a bare "id" or "property_id" would name their own tables.
 */
const outer = (column: string) => sql.raw(`"bidding_properties"."${column}"`);

/** The nickname on the highest bid, as it was shown when the bid was placed. */
const highestBidder = sql<string | null>`(select ${bids.bidder_nickname} from ${bids} where ${bids.bid_property_id} = ${outer('id')} order by ${bids.bid_amount} desc limit 1)`;

/** Whether the property's latest transaction is still alive (not cancelled): the auction is then over. */
const hasLiveTransaction = sql<boolean>`coalesce((select ${propertyTransactions.status_id} <> ${STATUS.cancelled} from ${propertyTransactions} where ${propertyTransactions.property_id} = ${outer('property_id')} order by ${propertyTransactions.id} desc limit 1), false)`;

function prepareAuctionViews(db: Db) {
  return db
    .select({ auction: biddingProperties, highest_bidder: highestBidder, has_transaction: hasLiveTransaction })
    .from(biddingProperties)
    .where(sql`${biddingProperties.property_id} = any(${sql.placeholder('propertyIds')}::int[])`)
    .prepare('auction_views');
}

/**
 * Prepared once per database handle: every page of listings, cached or not, reads its auctions live, and
 * drizzle took longer to build this select than PostgreSQL takes to run it.
 */
const auctionViewQueries = new WeakMap<Db, ReturnType<typeof prepareAuctionViews>>();

/** The auctions of these properties with their highest bidder and transaction state, in one query. */
export async function auctionViews(db: Db, propertyIds: number[]): Promise<AuctionView[]> {
  if (propertyIds.length === 0) return [];
  let query = auctionViewQueries.get(db);
  if (!query) auctionViewQueries.set(db, (query = prepareAuctionViews(db)));
  const rows = await query.execute({ propertyIds });
  return rows.map((row) => ({ ...row.auction, highest_bidder: row.highest_bidder, has_transaction: Boolean(row.has_transaction) }));
}

export async function findAuction(db: Db, id: number): Promise<AuctionRow | null> {
  const [row] = await db.select().from(biddingProperties).where(eq(biddingProperties.id, id)).limit(1);
  return row ?? null;
}

export async function findAuctionByProperty(db: Db, propertyId: number): Promise<AuctionRow | null> {
  const [row] = await db.select().from(biddingProperties).where(eq(biddingProperties.property_id, propertyId)).limit(1);
  return row ?? null;
}

/** SELECT … FOR UPDATE: the auction row, locked until the transaction ends. */
export async function lockAuction(tx: Db, id: number): Promise<AuctionRow | null> {
  const [row] = await tx.select().from(biddingProperties).where(eq(biddingProperties.id, id)).for('update');
  return row ?? null;
}

/** A new auction, or null when another one was created for the property at the same moment. */
export async function insertAuction(tx: Db, values: NewAuction): Promise<AuctionRow | null> {
  const [row] = await tx.insert(biddingProperties).values(values).onConflictDoNothing({ target: biddingProperties.property_id }).returning();
  return row ?? null;
}

/**
 * updated_at is the auction's version for bids (see placeBids in place-bid.repository): every change
 * other than a bid moves it strictly forwards, whatever the clocks say, so a bid judged on an older
 * version can never mistake a newer one for it. Bids themselves do not move it.
 */
export const nextVersion = sql`greatest(now(), ${biddingProperties.updated_at} + interval '1 microsecond')`;

export async function updateAuction(tx: Db, id: number, values: Partial<NewAuction>): Promise<AuctionRow> {
  const [row] = await tx
    .update(biddingProperties)
    .set({ ...values, updated_at: nextVersion })
    .where(eq(biddingProperties.id, id))
    .returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------
// Bids

export async function insertBid(tx: Db, values: NewBid): Promise<BidRow> {
  const [row] = await tx.insert(bids).values(values).returning();
  return row!;
}

export async function listAuctionBids(db: Db, auctionId: number, window: { limit: number; offset: number }): Promise<BidView[]> {
  const rows = await db
    .select({ bid: bids, bidder_email: users.email })
    .from(bids)
    .leftJoin(users, eq(users.id, bids.user_id))
    .where(eq(bids.bid_property_id, auctionId))
    .orderBy(desc(bids.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => ({ ...row.bid, bidder_email: row.bidder_email }));
}

export async function countAuctionBids(db: Db, auctionId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bids).where(eq(bids.bid_property_id, auctionId));
  return Number(row?.n ?? 0);
}

export async function listBidsOf(db: Db, userId: number, window: { limit: number; offset: number }): Promise<BidView[]> {
  const rows = await db
    .select({ bid: bids, bidder_email: users.email, property: { id: properties.id, label: properties.label, street_address: properties.street_address } })
    .from(bids)
    .innerJoin(properties, eq(properties.id, bids.property_id))
    .leftJoin(users, eq(users.id, bids.user_id))
    .where(eq(bids.user_id, userId))
    .orderBy(desc(bids.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => ({ ...row.bid, bidder_email: row.bidder_email, property: row.property }));
}

export async function countBidsOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bids).where(eq(bids.user_id, userId));
  return Number(row?.n ?? 0);
}

/** Everyone who shares a bidding approval with `personId`: the bidder, and the listing's realtor and seller. */
export async function biddingCounterparts(db: Db, personId: number): Promise<Set<number>> {
  const rows = await db
    .select({ bidder: biddingApprovals.user_id, realtor_id: properties.realtor_id, seller_id: properties.seller_id })
    .from(biddingApprovals)
    .innerJoin(properties, eq(properties.id, biddingApprovals.property_id))
    .where(or(eq(biddingApprovals.user_id, personId), eq(properties.realtor_id, personId), eq(properties.seller_id, personId)));
  return new Set(rows.flatMap((row) => [row.bidder, row.realtor_id, row.seller_id]).filter((id): id is number => id !== null && id !== personId));
}
