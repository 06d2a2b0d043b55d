import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import type { Bid, BiddingProperty } from '@openhouse/shared/bidding/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertApprovedBidders } from '../../../test/helpers/auction';
import { acceptedBid, auctionRow, daysFromToday, enableBidding, placeBid, setAuctionTimes } from '../../../test/helpers/bidding';
import { listingWithSides } from '../../../test/helpers/properties';
import { acceptBid } from '../../../test/helpers/transactions';
import { propertyTransactions } from '../transactions/transactions.schema';
import { touchAuction } from './bidding.queries';
import { lockAuction } from './bidding.repository';
import { bids } from './bidding.schema';
import { enqueueBid } from './bid-queue';
import { placeBids, readBidContext, type BidContext, type NewBidValues } from './place-bid.repository';

const BIDDERS = 200;
const ROUNDS = 3;
const INCREMENT = 2500;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`the database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) serialises bids on one auction`, () => {
  it('makes a second transaction locking the auction wait until the first commits', async () => {
    const { realtor, property } = await listingWithSides(t);
    const auction = await enableBidding(t, realtor, property);
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));

    const first = t.database.db.transaction(async (tx) => {
      await lockAuction(tx, auction.id);
      order.push('first locked');
      locked();
      await gate;
      order.push('first commits');
    });
    await holding;
    const second = t.database.db.transaction(async (tx) => {
      await lockAuction(tx, auction.id);
      order.push('second locked');
    });
    await pause(150);
    order.push('released');
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'released', 'first commits', 'second locked']);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('on PGlite, runs no statement of another request inside an open transaction', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const inside = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      order.push('transaction open');
      opened();
      await gate;
      await tx.execute(sql`select 1`);
      order.push('transaction done');
    });
    await open;
    const outside = t.database.db.execute(sql`select 1`).then(() => order.push('other statement'));
    await pause(150);
    order.push('released');
    release();
    await Promise.all([inside, outside]);
    expect(order).toEqual(['transaction open', 'released', 'transaction done', 'other statement']);
  });
});

/** The statement that places a bid, for `bidder` at `amount`, as judged on `judged` (an earlier read); null when refused. */
async function placeAsJudged(judged: BidContext, bidder: { user: { id: number }; nickname: string }, amount: number) {
  const [outcome] = await placeBids(t.database.db, judged.auction.id, new Date(), 0, [bidValues(judged, bidder, amount)]);
  return outcome!.placed ? { bidCount: outcome!.auction.bidCount, outbidUserId: outcome!.outbidUserId } : null;
}

function bidValues(judged: BidContext, bidder: { user: { id: number }; nickname: string }, amount: number): NewBidValues {
  return {
    auctionId: judged.auction.id,
    version: judged.version,
    userId: bidder.user.id,
    nickname: bidder.nickname,
    amount: amount.toFixed(2),
    premium: (amount * 0.05).toFixed(2),
    contingency: '["inspection"]',
    escrowDate: daysFromToday(30),
  };
}

describe('a bid judged on a read taken without the lock', () => {
  it('is placed when other bids only raised the auction since, and re-checked on the row as it then stands', async () => {
    const { realtor, property } = await listingWithSides(t);
    const auction = await enableBidding(t, realtor, property, { bid_amount: 100000, bid_incremental_amount: INCREMENT });
    const [first, second] = await insertApprovedBidders(t.database.db, property, 2);
    const judged = (await readBidContext(t.database.db, auction.id, second!.user.id))!;
    await acceptedBid(t, first!, auction);

    // 102500 was valid when judged, but is no longer; 106000 is not a whole number of increments above the new minimum.
    expect(await placeAsJudged(judged, second!, 102500)).toBeNull();
    expect(await placeAsJudged(judged, second!, 106000)).toBeNull();
    expect(await placeAsJudged(judged, second!, 105000)).toMatchObject({ bidCount: 2, outbidUserId: first!.user.id });
    expect(await auctionRow(t.database.db, auction.id)).toMatchObject({ highest_bid_amount: 105000, highest_bidder_id: second!.user.id, bid_count: 2 });
    // The one who now holds the highest bid cannot place another on the same read.
    expect(await placeAsJudged(judged, second!, 107500)).toBeNull();
  });

  it('is not placed once a bid was accepted (a transaction) after it was judged', async () => {
    const { realtor, property } = await listingWithSides(t);
    const auction = await enableBidding(t, realtor, property, { bid_amount: 100000, bid_incremental_amount: INCREMENT });
    const [first, second] = await insertApprovedBidders(t.database.db, property, 2);
    const placed = await acceptedBid(t, first!, auction);
    const judged = (await readBidContext(t.database.db, auction.id, second!.user.id))!;
    const accepted = await acceptBid(t, realtor.token, placed.bid);
    expect(accepted.statusCode, accepted.body).toBe(201);

    expect(await placeAsJudged(judged, second!, 105000)).toBeNull();
    expectError(await placeBid(t, second!, placed.bidding_property), 409, m.ended);
    expect(await auctionRow(t.database.db, auction.id)).toMatchObject({ highest_bid_amount: 102500, bid_count: 1 });
  });

  it('is not placed when it waited for the lock of an accept that committed meanwhile', async () => {
    const { realtor, seller, property } = await listingWithSides(t);
    const auction = await enableBidding(t, realtor, property, { bid_amount: 100000, bid_incremental_amount: INCREMENT });
    const [first, second] = await insertApprovedBidders(t.database.db, property, 2);
    const placed = await acceptedBid(t, first!, auction);
    const judged = (await readBidContext(t.database.db, auction.id, second!.user.id))!;

    // An accept holding the auction's lock, as acceptBid does: the transaction written, the version moved, not yet committed.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const accept = t.database.db.transaction(async (tx) => {
      await lockAuction(tx, auction.id);
      await tx.insert(propertyTransactions).values({
        property_id: property.id,
        buyer_id: first!.user.id,
        seller_id: seller.user.id,
        realtor_id: realtor.user.id,
        transaction_date: daysFromToday(0),
        transaction_amount: 102500,
        buyers_premium: 5125,
        bid_property_history_id: placed.bid.id,
        payment_method: 'Credit Card',
        status_id: 1,
      });
      await touchAuction(tx, auction.id);
      locked();
      await gate;
    });
    await holding;
    // This statement's snapshot is older than the accept's commit: only the version tells it the auction is over.
    const bid = placeAsJudged(judged, second!, 105000);
    await pause(150);
    release();
    await accept;
    expect(await bid).toBeNull();
    expect(await auctionRow(t.database.db, auction.id)).toMatchObject({ highest_bid_amount: 102500, bid_count: 1 });
  });
});

describe('bids placed together in one statement', () => {
  it('are judged in order, each on the auction as the bids before it left it', async () => {
    const { realtor, property } = await listingWithSides(t);
    const auction = await enableBidding(t, realtor, property, { bid_amount: 100000, bid_incremental_amount: INCREMENT });
    const [first, second, third] = await insertApprovedBidders(t.database.db, property, 3);
    const judged = (await readBidContext(t.database.db, auction.id, first!.user.id))!;
    const outcomes = await placeBids(t.database.db, auction.id, new Date(), 0, [
      bidValues(judged, first!, 102500),
      bidValues(judged, second!, 102500), // the same amount: now below the minimum
      bidValues(judged, second!, 106000), // not whole increments above the new minimum
      bidValues(judged, second!, 105000),
      bidValues(judged, second!, 107500), // already the highest bidder
      bidValues(judged, third!, 110000),
    ]);
    expect(outcomes.map((outcome) => outcome.placed)).toEqual([true, false, false, true, false, true]);
    expect(outcomes.map((outcome) => outcome.auction?.highestAmount)).toEqual([102500, 102500, 102500, 105000, 105000, 110000]);
    expect(outcomes.map((outcome) => (outcome.placed ? outcome.outbidUserId : 'refused'))).toEqual([null, 'refused', 'refused', first!.user.id, 'refused', second!.user.id]);

    const stored = await t.database.db.select().from(bids).where(eq(bids.bid_property_id, auction.id)).orderBy(asc(bids.id));
    expect(stored.map((row) => [row.user_id, row.bid_amount])).toEqual([
      [first!.user.id, 102500],
      [second!.user.id, 105000],
      [third!.user.id, 110000],
    ]);
    expect(await auctionRow(t.database.db, auction.id)).toMatchObject({ highest_bid_amount: 110000, highest_bidder_id: third!.user.id, bid_count: 3 });
  });

  it('fail only the bid the database refuses, not the others waiting with it', async () => {
    const { realtor, property } = await listingWithSides(t);
    const auction = await enableBidding(t, realtor, property, { bid_amount: 100000, bid_incremental_amount: INCREMENT });
    const [first, second] = await insertApprovedBidders(t.database.db, property, 2);
    const judged = (await readBidContext(t.database.db, auction.id, first!.user.id))!;
    const queued = (bidder: typeof first, amount: number, escrowDate = daysFromToday(30)) => ({
      values: { ...bidValues(judged, bidder!, amount), escrowDate },
      auction: judged.auction,
      property: { id: property.id, label: property.label },
      bidderEmail: null,
    });
    // Sent in one turn, so they wait for the same batch; a date PostgreSQL refuses fails its statement.
    const [good, bad] = await Promise.allSettled([enqueueBid(t.app.platform, queued(first, 102500)), enqueueBid(t.app.platform, queued(second, 105000, '2026-02-30'))]);
    expect(good).toMatchObject({ status: 'fulfilled', value: { placed: true } });
    expect(bad.status).toBe('rejected');
    expect(await auctionRow(t.database.db, auction.id)).toMatchObject({ highest_bid_amount: 102500, highest_bidder_id: first!.user.id, bid_count: 1 });
  });

  it('move the end to the soft-close time of the batch, never backwards', async () => {
    const { realtor, property } = await listingWithSides(t);
    const auction = await enableBidding(t, realtor, property, { bid_amount: 100000, bid_incremental_amount: INCREMENT });
    const end = new Date(Date.now() + 60_000);
    await setAuctionTimes(t.database.db, auction.id, { end });
    const [first] = await insertApprovedBidders(t.database.db, property, 1);
    const judged = (await readBidContext(t.database.db, auction.id, first!.user.id))!;
    const placedAt = new Date();
    const [outcome] = await placeBids(t.database.db, auction.id, placedAt, 5 * 60_000, [bidValues(judged, first!, 102500)]);
    expect(outcome!.auction!.endsAt.getTime()).toBe(placedAt.getTime() + 5 * 60_000);

    const later = (await readBidContext(t.database.db, auction.id, first!.user.id))!;
    const [second] = await insertApprovedBidders(t.database.db, property, 1);
    const [next] = await placeBids(t.database.db, auction.id, new Date(), 1000, [bidValues(later, second!, 105000)]);
    expect(next!.placed).toBe(true);
    expect(next!.auction!.endsAt.getTime()).toBe(placedAt.getTime() + 5 * 60_000);
  });
});

describe(`${BIDDERS} bidders at once on one auction`, () => {
  it('accept only rising, unique bids, answer every refusal with a spec message, and never fail', { timeout: 240_000 }, async () => {
    const { realtor, property } = await listingWithSides(t);
    const auction = await enableBidding(t, realtor, property, { bid_amount: 100000, bid_incremental_amount: INCREMENT });
    // Inside the soft-close window, so accepted bids keep moving the end time.
    await setAuctionTimes(t.database.db, auction.id, { end: new Date(Date.now() + 2 * 60_000) });
    const initialEnd = (await auctionRow(t.database.db, auction.id)).bid_ending_time.getTime();
    const bidders = await insertApprovedBidders(t.database.db, property, BIDDERS);

    // Every bidder starts from the page as it loaded, then bids again from what they last saw: the
    // auction in their own accepted answer, or the auction re-read after a refusal (as the page does).
    const look = async () => ((await t.call({ method: 'GET', url: `/api/v1/bidding_properties/${property.id}` })).json() as { data: BiddingProperty }).data;
    const firstLook = await look();
    type Answer = { amount: number; response: LightMyRequestResponse };
    const perBidder = await Promise.all(
      bidders.map(async (bidder, index) => {
        const mine: Answer[] = [];
        let view: Pick<BiddingProperty, 'id' | 'highest_bid_amount' | 'bid_incremental_amount'> = firstLook;
        for (let round = 0; round < ROUNDS; round += 1) {
          // Some bid the minimum they saw, others up to twenty steps above it.
          const amount = view.highest_bid_amount + INCREMENT * (1 + ((index * 7 + round * 3) % 20));
          const response = await placeBid(t, bidder, view, { bid_amount: amount });
          mine.push({ amount, response });
          view = response.statusCode === 201 ? (response.json() as { data: { bidding_property: BiddingProperty } }).data.bidding_property : await look();
        }
        return mine;
      }),
    );
    const answers = perBidder.flat();

    const statuses = answers.map((answer) => answer.response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // The bidders really competed: most of them were told the minimum had moved on.
    expect(statuses.filter((status) => status === 422).length).toBeGreaterThan(BIDDERS);
    const accepted = answers
      .filter((answer) => answer.response.statusCode === 201)
      .map((answer) => (answer.response.json() as { data: { bid: Bid; bidding_property: BiddingProperty } }).data)
      .sort((a, b) => a.bid.id - b.bid.id);
    expect(accepted.length).toBeGreaterThanOrEqual(ROUNDS);

    for (const answer of answers.filter((entry) => entry.response.statusCode !== 201)) {
      const { statusCode } = answer.response;
      const body = answer.response.json() as { message: string; errors?: Record<string, string[]> };
      if (statusCode === 422) {
        expect(body.message).toMatch(/^Minimum bid amount \d+ is required\.$/);
        expect(body.errors?.bid_amount).toEqual([body.message]);
      } else {
        expect(statusCode, answer.response.body).toBe(409);
        expect(body.message).toBe(m.alreadyHighest);
      }
    }

    // Accepted bids rise strictly, by at least one increment, in the order they were stored.
    const amounts = accepted.map((entry) => entry.bid.bid_amount);
    for (let index = 1; index < amounts.length; index += 1) expect(amounts[index]! - amounts[index - 1]!).toBeGreaterThanOrEqual(INCREMENT);
    expect(new Set(amounts).size).toBe(amounts.length);
    expect(amounts[0]).toBeGreaterThanOrEqual(100000 + INCREMENT);

    // Every accepted bid is in the history, and nothing else is.
    const stored = await t.database.db.select().from(bids).where(eq(bids.bid_property_id, auction.id)).orderBy(asc(bids.id));
    expect(stored.map((row) => row.id)).toEqual(accepted.map((entry) => entry.bid.id));
    expect(stored.map((row) => row.bid_amount)).toEqual(amounts);
    const history = await t.call({ method: 'GET', url: `/api/v1/bidding_history?bid_property_id=${auction.id}&per_page=100` });
    expect((history.json() as { total: number }).total).toBe(accepted.length);

    // The auction ends where the last accepted bid left it.
    const final = await auctionRow(t.database.db, auction.id);
    const last = accepted.at(-1)!;
    expect(final.highest_bid_amount).toBe(last.bid.bid_amount);
    expect(final.highest_bidder_id).toBe(stored.at(-1)!.user_id);
    expect(final.bid_count).toBe(accepted.length);

    // The end time never moved backwards.
    const ends = accepted.map((entry) => new Date(entry.bidding_property.bid_ending_time).getTime());
    expect(ends[0]).toBeGreaterThanOrEqual(initialEnd);
    for (let index = 1; index < ends.length; index += 1) expect(ends[index]).toBeGreaterThanOrEqual(ends[index - 1]!);
    expect(final.bid_ending_time.getTime()).toBe(ends.at(-1));
  });
});
