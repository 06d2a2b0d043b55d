import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { roles, userRoles, users } from '../../src/modules/accounts/accounts.schema';
import { hashPassword } from '../../src/modules/accounts/passwords';
import { biddingApprovals, biddingProperties, bids } from '../../src/modules/bidding/bidding.schema';
import { properties } from '../../src/modules/properties/properties.schema';
import { authTokens } from '../../src/platform/auth/auth.schema';
import { digest, newToken, REMEMBER_SECONDS } from '../../src/platform/auth/tokens';
import type { Db } from '../../src/platform/db/client';

/**
 * A live auction for load and crash tests, written straight to the database (the bids themselves must
 * go through the API): a realtor's active listing with bidding enabled, and `bidders` buyers, each
 * with an approved bidding approval and a 30-day bearer token.
 */
export type AuctionFixture = {
  propertyId: number;
  biddingPropertyId: number;
  startAmount: number;
  increment: number;
  /** Milliseconds since the epoch. */
  scheduledEnd: number;
  bidders: { userId: number; token: string }[];
};

export type AuctionOptions = {
  bidders: number;
  startAmount?: number;
  increment?: number;
  /** How long the auction runs from now: long enough that no bid lands in the soft-close window. */
  runsForMs?: number;
};

export type BulkBidder = { user: { id: number; email: string; name: string }; token: string; nickname: string };

/** One hash for every bulk account: nobody signs in with a password here, and argon2 per user would take seconds. */
let bulkHash: Promise<string> | null = null;

/**
 * `count` buyers written in a few statements, each with an approved approval on the property (nicknamed
 * bidder-1, bidder-2, …) and a 30-day bearer token: for load, crash and concurrency tests.
 */
export async function insertApprovedBidders(db: Db, property: { id: number; realtor_id: number }, count: number): Promise<BulkBidder[]> {
  const tag = randomBytes(4).toString('hex');
  bulkHash ??= hashPassword('Openhouse1!');
  const passwordHash = await bulkHash;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => {
        const name = `bidder${tag}n${index + 1}`;
        return { email: `${name}@example.com`, name, user_name: name, password_hash: passwordHash, email_verified_at: new Date() };
      }),
    )
    .returning({ id: users.id, email: users.email, name: users.name });

  await db.insert(roles).values({ name: 'Buyer' }).onConflictDoNothing();
  const [buyerRole] = await db.select().from(roles).where(eq(roles.name, 'Buyer'));
  await db.insert(userRoles).values(people.map((user) => ({ user_id: user.id, role_id: buyerRole!.id })));

  const nicknames = people.map((_, index) => `bidder-${index + 1}`);
  await db.insert(biddingApprovals).values(
    people.map((user, index) => ({
      property_id: property.id,
      user_id: user.id,
      bid_nickname: nicknames[index]!,
      status: 'buyer-without-agent' as const,
      agreement: true,
      proof_path: `proofs/auction-${tag}-${user.id}.pdf`,
      proof_name: 'proof-of-funds.pdf',
      proof_size: 1024,
      approval: 'approved' as const,
      decided_by: property.realtor_id,
      decided_at: new Date(),
    })),
  );

  const tokens = people.map(() => newToken());
  const expiresAt = new Date(Date.now() + REMEMBER_SECONDS * 1000);
  await db.insert(authTokens).values(
    people.map((user, index) => ({ user_id: user.id, token_hash: digest(tokens[index]!), kind: 'access' as const, remember: 1, expires_at: expiresAt, ip: '127.0.0.1', user_agent: 'auction fixture' })),
  );
  return people.map((user, index) => ({ user, token: tokens[index]!, nickname: nicknames[index]! }));
}

export async function seedAuction(db: Db, options: AuctionOptions): Promise<AuctionFixture> {
  const tag = randomBytes(4).toString('hex');
  const startAmount = options.startAmount ?? 500_000;
  const increment = options.increment ?? 100;
  const now = Date.now();
  const scheduledEnd = now + (options.runsForMs ?? 7 * 24 * 60 * 60 * 1000);
  bulkHash ??= hashPassword('Openhouse1!');
  const passwordHash = await bulkHash;

  return db.transaction(async (tx) => {
    const name = `realtor${tag}`;
    const [realtor] = await tx
      .insert(users)
      .values({ email: `${name}@example.com`, name, user_name: name, password_hash: passwordHash, enabled: 1, email_verified_at: new Date() })
      .returning({ id: users.id });
    await tx.insert(roles).values({ name: 'Realtor' }).onConflictDoNothing();
    const [realtorRole] = await tx.select().from(roles).where(eq(roles.name, 'Realtor'));
    await tx.insert(userRoles).values({ user_id: realtor!.id, role_id: realtorRole!.id });

    const [property] = await tx
      .insert(properties)
      .values({
        realtor_id: realtor!.id,
        label: 'Auction house',
        street_address: `1 Auction Way ${tag}`,
        city: 'Sacramento',
        state: 'CA',
        zip_code: '95814',
        country: 'US',
        value: startAmount,
        property_type: 'single_family',
        status: 'active',
      })
      .returning({ id: properties.id });
    const [auction] = await tx
      .insert(biddingProperties)
      .values({
        property_id: property!.id,
        bid_amount: startAmount,
        bid_incremental_amount: increment,
        highest_bid_amount: startAmount,
        bid_starting_time: new Date(now - 60_000),
        bid_ending_time: new Date(scheduledEnd),
        scheduled_ending_time: new Date(scheduledEnd),
        created_by: realtor!.id,
      })
      .returning({ id: biddingProperties.id });
    const bidders = await insertApprovedBidders(tx, { id: property!.id, realtor_id: realtor!.id }, options.bidders);

    return {
      propertyId: property!.id,
      biddingPropertyId: auction!.id,
      startAmount,
      increment,
      scheduledEnd,
      bidders: bidders.map((bidder) => ({ userId: bidder.user.id, token: bidder.token })),
    };
  });
}

/** What the database holds for one auction, for checking the bidding invariants. */
export type AuctionSnapshot = {
  auction: { highest_bid_amount: number; bid_incremental_amount: number; bid_amount: number; bid_count: number; bid_ending_time: number; scheduled_ending_time: number; highest_bidder_id: number | null };
  /** Every accepted bid, in id order. */
  bids: { id: number; bid_amount: number; user_id: number | null }[];
};

export async function auctionSnapshot(db: Db, biddingPropertyId: number): Promise<AuctionSnapshot> {
  const [auction] = await db.select().from(biddingProperties).where(eq(biddingProperties.id, biddingPropertyId));
  if (!auction) throw new Error(`no auction ${biddingPropertyId}`);
  const rows = await db
    .select({ id: bids.id, bid_amount: bids.bid_amount, user_id: bids.user_id })
    .from(bids)
    .where(eq(bids.bid_property_id, biddingPropertyId))
    .orderBy(asc(bids.id));
  return {
    auction: {
      highest_bid_amount: Number(auction.highest_bid_amount),
      bid_incremental_amount: Number(auction.bid_incremental_amount),
      bid_amount: Number(auction.bid_amount),
      bid_count: auction.bid_count,
      bid_ending_time: auction.bid_ending_time.getTime(),
      scheduled_ending_time: auction.scheduled_ending_time.getTime(),
      highest_bidder_id: auction.highest_bidder_id,
    },
    bids: rows.map((row) => ({ id: row.id, bid_amount: Number(row.bid_amount), user_id: row.user_id })),
  };
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The bidding invariants (DECISIONS.md, Bidding), as a list of violations (empty when all hold): accepted
 * bids rise strictly, by at least one increment, in id order, and the first is at least the starting
 * price plus one increment; no amount repeats; the auction's highest amount and bidder are the last
 * bid's; bid_count is the number of rows; the end time never falls before the scheduled end.
 */
export function auctionViolations(snapshot: AuctionSnapshot): string[] {
  const { auction, bids: rows } = snapshot;
  const problems: string[] = [];
  const increment = cents(auction.bid_incremental_amount);
  let previous = cents(auction.bid_amount);
  const seen = new Set<number>();
  for (const [index, bid] of rows.entries()) {
    const amount = cents(bid.bid_amount);
    if (seen.has(amount)) problems.push(`bid ${bid.id}: amount ${bid.bid_amount} appears twice`);
    seen.add(amount);
    if (amount - previous < increment) problems.push(`bid ${bid.id}: ${bid.bid_amount} is less than one increment above ${index === 0 ? 'the starting price' : 'the bid before'} (${previous / 100})`);
    else if ((amount - previous) % increment !== 0) problems.push(`bid ${bid.id}: ${bid.bid_amount} is not a whole number of increments above ${previous / 100}`);
    previous = Math.max(previous, amount);
  }
  const last = rows.at(-1);
  const expectedHighest = last ? last.bid_amount : auction.bid_amount;
  if (cents(auction.highest_bid_amount) !== cents(expectedHighest)) problems.push(`highest_bid_amount ${auction.highest_bid_amount} but the last bid is ${expectedHighest}`);
  if (last && auction.highest_bidder_id !== last.user_id) problems.push(`highest_bidder_id ${auction.highest_bidder_id} but the last bid is by ${last.user_id}`);
  if (auction.bid_count !== rows.length) problems.push(`bid_count ${auction.bid_count} but ${rows.length} bids`);
  if (auction.bid_ending_time < auction.scheduled_ending_time) problems.push(`end time ${new Date(auction.bid_ending_time).toISOString()} is before the scheduled end ${new Date(auction.scheduled_ending_time).toISOString()}`);
  return problems;
}
