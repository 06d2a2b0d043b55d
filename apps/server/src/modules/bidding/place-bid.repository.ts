import type { ApprovalState } from '@openhouse/shared/bidding/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { properties } from '../properties/properties.schema';
import { propertyTransactions } from '../transactions/transactions.schema';
import { biddingApprovals, biddingProperties } from './bidding.schema';
import type { AuctionRow } from './bidding.repository';

// The two statements of POST /bidding_history: the read a bid is judged on, and the write that places it
// (see placeBid in bids.service for why it is placed this way).

/** Everything a bid is judged on, as one snapshot: the auction, its listing, the bidder's approval and e-mail, the latest transaction. */
export type BidContext = {
  auction: AuctionRow;
  /** updated_at exactly as stored (microseconds): the auction's version, see raiseAuction. */
  version: string;
  property: Pick<typeof properties.$inferSelect, 'id' | 'label' | 'status' | 'realtor_id' | 'seller_id'> | null;
  approval: { approval: ApprovalState; bid_nickname: string } | null;
  bidderEmail: string | null;
  latestTransactionStatus: number | null;
};

const latestTransactionStatus = sql<number | null>`(select ${propertyTransactions.status_id} from ${propertyTransactions} where ${propertyTransactions.property_id} = ${biddingProperties.property_id} order by ${propertyTransactions.id} desc limit 1)`;

function prepareContextQuery(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      auction: biddingProperties,
      version: sql<string>`${biddingProperties.updated_at}::text`,
      property: { id: properties.id, label: properties.label, status: properties.status, realtor_id: properties.realtor_id, seller_id: properties.seller_id },
      approval: { approval: biddingApprovals.approval, bid_nickname: biddingApprovals.bid_nickname },
      bidderEmail: users.email,
      latestTransactionStatus,
    })
    .from(biddingProperties)
    .leftJoin(properties, eq(properties.id, biddingProperties.property_id))
    .leftJoin(biddingApprovals, and(eq(biddingApprovals.property_id, biddingProperties.property_id), eq(biddingApprovals.user_id, userId)))
    .leftJoin(users, eq(users.id, userId))
    .where(eq(biddingProperties.id, sql.placeholder('auctionId')))
    .prepare('bid_context');
}

/**
 * Prepared once per database handle: drizzle takes longer to build this select (a fifth of a millisecond)
 * than PostgreSQL takes to run it, and every bid asks it at least once.
 */
const contextQueries = new WeakMap<Db, ReturnType<typeof prepareContextQuery>>();

/** One read, no lock: the auction (null when bidding is not enabled) with what the bid rules need beside it. */
export async function readBidContext(db: Db, auctionId: number, userId: number): Promise<BidContext | null> {
  let query = contextQueries.get(db);
  if (!query) contextQueries.set(db, (query = prepareContextQuery(db)));
  const [row] = await query.execute({ auctionId, userId });
  return row ? { ...row, latestTransactionStatus: row.latestTransactionStatus === null ? null : Number(row.latestTransactionStatus) } : null;
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
  escrowDate: string;
  /** The server clock when the statement is sent: the bid's time, and the time the auction must be open at. */
  placedAt: Date;
  /** Where soft close moves the end to, at least (the end never moves backwards). */
  softCloseEnd: Date;
};

export type RaisedAuction = { bidId: number; bidCount: number; endsAt: Date; outbidUserId: number | null };

/**
 * Places the bid in one statement, or does nothing: locks the auction row, re-checks against the row as
 * locked what another bid may have changed since the bid was judged (active at placedAt, not already the
 * highest bidder, the amount the new minimum plus whole increments), raises the auction and inserts the
 * bid, and commits. The lock is held only while PostgreSQL runs this one statement, never across a round
 * trip to the app. Null when any condition failed: the caller reads again and says why.
 *
 * Read committed: when the row changed after this statement's snapshot, FOR UPDATE waits for the writer,
 * then re-evaluates the conditions on the newest version of the row, so they always hold on the row
 * actually raised. Other tables stay at the snapshot, which is why the transaction check cannot live in
 * here: an accept committed while this statement waited for the lock would go unseen. Instead the
 * accept moves the auction's version (touchAuction) under the same row lock, and `updated_at = version`
 * fails on the newest row. Bids themselves leave updated_at alone, so they never fail each other's check.
 *
 * The old highest bidder comes from `locked` (the row as locked), not from the snapshot: it is who was outbid.
 */
export async function raiseAuction(db: Db, bid: NewBidValues): Promise<RaisedAuction | null> {
  const placedAt = bid.placedAt.toISOString();
  const result = await db.execute(sql`
    with locked as (
      select id, property_id, highest_bidder_id from bidding_properties
       where id = ${bid.auctionId}::int
         and updated_at = ${bid.version}::timestamptz
         and highest_bidder_id is distinct from ${bid.userId}::int
         and bid_starting_time <= ${placedAt}::timestamptz and bid_ending_time > ${placedAt}::timestamptz
         and highest_bid_amount + bid_incremental_amount <= ${bid.amount}::numeric
         and mod(${bid.amount}::numeric - highest_bid_amount - bid_incremental_amount, bid_incremental_amount) = 0
       for update
    ), raised as (
      update bidding_properties a
         set highest_bid_amount = ${bid.amount}::numeric, highest_bidder_id = ${bid.userId}::int, bid_count = a.bid_count + 1,
             bid_ending_time = greatest(a.bid_ending_time, ${bid.softCloseEnd.toISOString()}::timestamptz)
        from locked where a.id = locked.id
      returning a.id, a.property_id, a.bid_count, a.bid_ending_time, locked.highest_bidder_id as outbid_user_id
    ), placed as (
      insert into bidding_history (bid_property_id, property_id, user_id, bidder_nickname, bid_amount, buyers_premium, contingency, escrow_closing_date, created_at)
      select id, property_id, ${bid.userId}::int, ${bid.nickname}::text, ${bid.amount}::numeric, ${bid.premium}::numeric, ${bid.contingency}::text, ${bid.escrowDate}::date, ${placedAt}::timestamptz
        from raised
      returning id
    )
    select placed.id as bid_id, raised.bid_count, raised.bid_ending_time, raised.outbid_user_id
      from raised, placed`);
  const [row] = (result as unknown as { rows: { bid_id: number; bid_count: number; bid_ending_time: string; outbid_user_id: number | null }[] }).rows;
  if (!row) return null;
  return {
    bidId: Number(row.bid_id),
    bidCount: Number(row.bid_count),
    // A plain statement answers timestamps as text: decoded as the ORM decodes the column.
    endsAt: biddingProperties.bid_ending_time.mapFromDriverValue(row.bid_ending_time) as Date,
    outbidUserId: row.outbid_user_id === null ? null : Number(row.outbid_user_id),
  };
}
