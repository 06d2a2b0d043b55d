import type { ApprovalState } from '@openhouse/shared/bidding/rules';
import { and, eq, sql } from 'drizzle-orm';
import { createBatcher } from '../../platform/db/batcher';
import type { Db } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { properties } from '../properties/properties.schema';
import { propertyTransactions } from '../transactions/transactions.schema';
import { biddingApprovals, biddingProperties } from './bidding.schema';
import type { AuctionRow } from './bidding.repository';

// The two steps of POST /bidding_history: the read a bid is judged on, and the write that places it (see
// placeBid in bids.service for why it is placed this way). Both are batched: the bids that arrive while
// the database is busy go together, so a crowd of bidders costs a few round trips, not a few each.

/** Everything a bid is judged on, as one snapshot: the auction, its listing, the bidder's approval and e-mail, the latest transaction. */
export type BidContext = {
  auction: AuctionRow;
  /** updated_at exactly as stored (microseconds): the auction's version, see placeBids. */
  version: string;
  property: Pick<typeof properties.$inferSelect, 'id' | 'label' | 'status' | 'realtor_id' | 'seller_id' | 'published_at'> | null;
  approval: { approval: ApprovalState; bid_nickname: string } | null;
  bidderEmail: string | null;
  latestTransactionStatus: number | null;
};

type ContextKey = { auctionId: number; userId: number };

const latestTransactionStatus = sql<number | null>`(select ${propertyTransactions.status_id} from ${propertyTransactions} where ${propertyTransactions.property_id} = ${biddingProperties.property_id} order by ${propertyTransactions.id} desc limit 1)`;

function prepareContextsQuery(db: Db) {
  return db
    .select({
      auction: biddingProperties,
      version: sql<string>`${biddingProperties.updated_at}::text`,
      property: { id: properties.id, label: properties.label, status: properties.status, realtor_id: properties.realtor_id, seller_id: properties.seller_id, published_at: properties.published_at },
      approval: { approval: biddingApprovals.approval, bid_nickname: biddingApprovals.bid_nickname },
      userId: users.id,
      bidderEmail: users.email,
      latestTransactionStatus,
    })
    .from(biddingProperties)
    .innerJoin(users, sql`${users.id} = any(${sql.placeholder('userIds')}::int[])`)
    .leftJoin(properties, eq(properties.id, biddingProperties.property_id))
    .leftJoin(biddingApprovals, and(eq(biddingApprovals.property_id, biddingProperties.property_id), eq(biddingApprovals.user_id, users.id)))
    .where(sql`${biddingProperties.id} = any(${sql.placeholder('auctionIds')}::int[])`)
    .prepare('bid_contexts');
}

/**
 * Prepared once per database handle: drizzle takes longer to build this select than PostgreSQL takes to
 * run it, and a busy auction asks it hundreds of times a second.
 */
const contextQueries = new WeakMap<Db, ReturnType<typeof prepareContextsQuery>>();

/** One read, no lock, for many (auction, bidder) pairs: every pair of the auctions and bidders asked, with what the rules need. */
async function readBidContexts(db: Db, keys: ContextKey[]): Promise<(BidContext | null)[]> {
  let query = contextQueries.get(db);
  if (!query) contextQueries.set(db, (query = prepareContextsQuery(db)));
  const rows = await query.execute({ auctionIds: [...new Set(keys.map((key) => key.auctionId))], userIds: [...new Set(keys.map((key) => key.userId))] });
  const byPair = new Map(rows.map(({ userId, ...row }) => [`${row.auction.id}:${userId}`, row]));
  return keys.map((key) => {
    const row = byPair.get(`${key.auctionId}:${key.userId}`);
    if (!row) return null;
    return { ...row, auction: { ...row.auction }, latestTransactionStatus: row.latestTransactionStatus === null ? null : Number(row.latestTransactionStatus) };
  });
}

/** One read in flight at a time (as for tokens, see actorForToken): the bids arriving meanwhile share the next. */
const contextReads = new WeakMap<Db, (key: ContextKey) => Promise<BidContext | null>>();

/** The auction (null when bidding is not enabled, or the bidder is gone) with what the bid rules need beside it. */
export function readBidContext(db: Db, auctionId: number, userId: number): Promise<BidContext | null> {
  let read = contextReads.get(db);
  if (!read) contextReads.set(db, (read = createBatcher({ run: (keys: ContextKey[]) => readBidContexts(db, keys), oneAtATime: true })));
  return read({ auctionId, userId });
}

export type NewBidValues = {
  auctionId: number;
  /** The auction's version as the bid was judged (BidContext.version). */
  version: string;
  userId: number;
  nickname: string;
  /** Amounts as exact decimal text ("500100.00"), so no float rounding reaches the database. */
  amount: string;
  premium: string;
  contingency: string;
  /** A calendar date, YYYY-MM-DD (checked before: a date PostgreSQL refuses would fail the whole batch). */
  escrowDate: string;
};

/** The auction as it stood once a bid was placed, or when it was refused. */
export type AuctionAfterBid = {
  highestAmount: number;
  highestBidderId: number | null;
  bidCount: number;
  startsAt: Date;
  endsAt: Date;
  version: string;
};

export type BidOutcome =
  | { placed: true; bidId: number; placedAt: Date; outbidUserId: number | null; auction: AuctionAfterBid }
  | { placed: false; auction: AuctionAfterBid | null };

type PlacedRow = {
  ord: number;
  bid_id: number | null;
  outbid_user_id: number | null;
  bid_count: number;
  highest_bid_amount: string;
  highest_bidder_id: number | null;
  bid_starting_time: string;
  bid_ending_time: string;
  version: string;
};

// A plain statement answers timestamps as text: decoded as the ORM decodes the column.
const decodeTime = (value: string) => biddingProperties.bid_ending_time.mapFromDriverValue(value) as Date;

/**
 * Places bids on one auction, in order, in one statement (the place_bids function, migration 0004): it
 * locks the auction's row, re-checks each bid against the row as the bids before it left it (the version
 * it was judged on, active at placedAt, not already the highest bidder, the amount the new minimum plus
 * whole increments), inserts those that pass, raises the auction once and commits. The lock is held only
 * while PostgreSQL runs this one statement, never across a round trip to the app.
 *
 * Read committed: when the row changed after this statement's snapshot, FOR UPDATE waits for the writer
 * and then reads the newest version of the row, so the checks always hold on the row actually raised.
 * Other tables stay at the snapshot, which is why the transaction check cannot live in here: an accept
 * committed while this statement waited would go unseen. Instead the accept moves the auction's version
 * (touchAuction) under the same lock, and the version check fails on the newest row.
 *
 * The soft close moves the end to at least placedAt + `softCloseMs` for each bid placed (endTimeAfterBid
 * applied to the end as locked); the end never moves backwards.
 */
export async function placeBids(db: Db, auctionId: number, placedAt: Date, softCloseMs: number, batch: NewBidValues[]): Promise<BidOutcome[]> {
  const payload = batch.map((bid, n) => ({
    n,
    version: bid.version,
    user_id: bid.userId,
    nickname: bid.nickname,
    amount: bid.amount,
    premium: bid.premium,
    contingency: bid.contingency,
    escrow_date: bid.escrowDate,
  }));
  const softCloseEnd = new Date(placedAt.getTime() + softCloseMs).toISOString();
  const result = await db.execute(
    sql`select * from place_bids(${auctionId}::int, ${placedAt.toISOString()}::timestamptz, ${softCloseEnd}::timestamptz, ${JSON.stringify(payload)}::jsonb)`,
  );
  const rows = (result as unknown as { rows: PlacedRow[] }).rows;
  const outcomes: BidOutcome[] = batch.map(() => ({ placed: false, auction: null }));
  for (const row of rows) {
    const auction: AuctionAfterBid = {
      highestAmount: Number(row.highest_bid_amount),
      highestBidderId: row.highest_bidder_id === null ? null : Number(row.highest_bidder_id),
      bidCount: Number(row.bid_count),
      startsAt: decodeTime(row.bid_starting_time),
      endsAt: decodeTime(row.bid_ending_time),
      version: row.version,
    };
    outcomes[Number(row.ord)] =
      row.bid_id === null
        ? { placed: false, auction }
        : { placed: true, bidId: Number(row.bid_id), placedAt, outbidUserId: row.outbid_user_id === null ? null : Number(row.outbid_user_id), auction };
  }
  return outcomes;
}
