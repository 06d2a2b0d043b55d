import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { SOFT_CLOSE_MS } from '@openhouse/shared/bidding/rules';
import type { Bid, BiddingProperty } from '@openhouse/shared/bidding/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  acceptedBid,
  approvedBidder,
  auctionRow,
  daysFromToday,
  DAYS,
  enableBidding,
  insertApproval,
  placeBid,
  setAuctionTimes,
  type Person,
} from '../../../test/helpers/bidding';
import { insertApprovedBidders } from '../../../test/helpers/auction';
import { insertProperty, listingWithSides } from '../../../test/helpers/properties';
import { outboxMessages } from '../../platform/mail/outbox.schema';
import { notifications } from '../notifications/notifications.schema';
import { OUTBID_MAIL_QUIET_MS } from '../notifications/notice-rules';
import { propertyTransactions } from '../transactions/transactions.schema';
import { enqueueBid } from './bid-queue';
import { bids } from './bidding.schema';
import { readBidContext } from './place-bid.repository';

let t: TestApp;
let realtor: Person;
let seller: Person;

beforeAll(async () => {
  t = await createTestApp();
  ({ realtor, seller } = await listingWithSides(t));
});
afterAll(async () => t?.close());

/** A fresh listing with an open auction (starting price 100,000, increment 2,500) and one approved bidder. */
async function openAuction(overrides: Record<string, unknown> = {}) {
  const property = await insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id, label: 'Bidding bungalow' });
  const auction = await enableBidding(t, realtor, property, overrides);
  const bidder = await approvedBidder(t, property, { nickname: 'FirstBidder' });
  return { property, auction, bidder };
}

async function bidsOn(auctionId: number) {
  return t.database.db.select().from(bids).where(eq(bids.bid_property_id, auctionId)).orderBy(bids.id);
}

async function notificationsOf(userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(notifications.id);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('an accepted bid', () => {
  it('is stored as placed, raises the auction and answers both', async () => {
    const { property, auction, bidder } = await openAuction({ buyers_premium_rate: 4 });
    const response = await placeBid(t, bidder, auction, { bid_amount: '$102,500', contingency: ['loan', 'appraisal'], escrow_closing_date: daysFromToday(45) });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { message: string; data: { bid: Bid; bidding_property: BiddingProperty } };
    expect(body.message).toBe(m.bidPlaced);
    expect(body.data.bid).toMatchObject({
      bid_amount: 102500,
      buyers_premium: 4100,
      contingency: ['loan', 'appraisal'],
      escrow_closing_date: daysFromToday(45),
      bid_property_id: auction.id,
      property_id: property.id,
      user: { id: bidder.user.id, name: 'FirstBidder', email: bidder.user.email },
      is_mine: true,
    });
    expect(body.data.bidding_property).toMatchObject({
      id: auction.id,
      highest_bid_amount: 102500,
      minimum_next_bid: 105000,
      bid_count: 1,
      highest_bidder: 'FirstBidder',
      is_highest_bidder: true,
      status: 'active',
    });
    const [stored] = await bidsOn(auction.id);
    expect(stored).toMatchObject({ id: body.data.bid.id, user_id: bidder.user.id, bidder_nickname: 'FirstBidder', bid_amount: 102500, contingency: '["loan","appraisal"]' });
    const row = await auctionRow(t.database.db, auction.id);
    expect(row).toMatchObject({ highest_bid_amount: 102500, highest_bidder_id: bidder.user.id, bid_count: 1 });
  });

  it('accepts the contingency as the JSON text the spec stores, and the form field escrowdate', async () => {
    const { auction, bidder } = await openAuction();
    const response = await placeBid(t, bidder, auction, { contingency: '["no-contingency"]', escrow_closing_date: undefined, escrowdate: daysFromToday(0) });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as { data: { bid: Bid } }).data.bid).toMatchObject({ contingency: ['no-contingency'], escrow_closing_date: daysFromToday(0) });
  });

  it('lets the next bidder outbid, and tells the one outbid', async () => {
    const { property, auction, bidder } = await openAuction();
    const second = await approvedBidder(t, property);
    await acceptedBid(t, bidder, auction);
    const after = await acceptedBid(t, second, { ...auction, highest_bid_amount: 102500 }, { bid_amount: 110000 });
    expect(after.bidding_property).toMatchObject({ highest_bid_amount: 110000, bid_count: 2 });

    const told = await until(() => notificationsOf(bidder.user.id), (rows) => rows.length > 0, 'the outbid notification');
    expect(told.map((row) => ({ message: row.message, path: row.path }))).toEqual([
      { message: 'You have been outbid on Bidding bungalow. The highest bid is now $110,000.', path: `/properties/${property.id}` },
    ]);
    expect(await notificationsOf(second.user.id)).toEqual([]);
  });

  it('placed together with others, tells each bidder they displaced once, naming the highest bid after them all', async () => {
    const { property, auction, bidder } = await openAuction();
    await acceptedBid(t, bidder, auction);
    const others = [await approvedBidder(t, property), await approvedBidder(t, property), await approvedBidder(t, property)];
    const contexts = await Promise.all(others.map((other) => readBidContext(t.database.db, auction.id, other.user.id)));
    // Queued in one turn of the event loop: one batch, placed in this order.
    const outcomes = await Promise.all(
      others.map((other, index) =>
        enqueueBid(t.app.platform, {
          values: {
            auctionId: auction.id,
            version: contexts[index]!.version,
            userId: other.user.id,
            nickname: other.nickname,
            amount: (105000 + 2500 * index).toFixed(2),
            premium: '0.00',
            contingency: '["no-contingency"]',
            escrowDate: daysFromToday(30),
          },
          auction: contexts[index]!.auction,
          property: { id: property.id, label: property.label },
          bidderEmail: null,
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.placed)).toEqual([true, true, true]);

    for (const outbid of [bidder, others[0]!, others[1]!]) {
      const rows = await until(() => notificationsOf(outbid.user.id), (found) => found.length > 0, 'the outbid notice');
      expect(rows.map((row) => row.message)).toEqual(['You have been outbid on Bidding bungalow. The highest bid is now $110,000.']);
    }
    expect(await notificationsOf(others[2]!.user.id)).toEqual([]);
  });

  it('keeps one unread outbid notice per listing, rewritten with the latest amount, and e-mails at most once in 15 minutes', async () => {
    const { property, auction, bidder } = await openAuction();
    const second = await approvedBidder(t, property);
    const sendMany = vi.spyOn(t.app.platform.mailer, 'sendMany');
    const mailsTo = (email: string) => sendMany.mock.calls.flatMap(([mails]) => mails).filter((mail) => mail.to === email).length;
    try {
      await acceptedBid(t, bidder, auction);
      await acceptedBid(t, second, { ...auction, highest_bid_amount: 102500 });
      await until(() => notificationsOf(bidder.user.id), (rows) => rows.length === 1, 'the first outbid notice');
      await acceptedBid(t, bidder, { ...auction, highest_bid_amount: 105000 });
      await acceptedBid(t, second, { ...auction, highest_bid_amount: 107500 }, { bid_amount: 115000 });
      const rows = await until(() => notificationsOf(bidder.user.id), (found) => found[0]?.message.endsWith('$115,000.') ?? false, 'the rewritten notice');
      expect(rows.map((row) => ({ message: row.message, read: row.read_at }))).toEqual([
        { message: 'You have been outbid on Bidding bungalow. The highest bid is now $115,000.', read: null },
      ]);
      expect(mailsTo(bidder.user.email)).toBe(1);

      // Once read, the next outbid is a new notice, but within the quiet window it goes in the app only.
      await t.database.db.update(notifications).set({ read_at: new Date() }).where(eq(notifications.user_id, bidder.user.id));
      await acceptedBid(t, bidder, { ...auction, highest_bid_amount: 115000 });
      await acceptedBid(t, second, { ...auction, highest_bid_amount: 117500 });
      await until(() => notificationsOf(bidder.user.id), (found) => found.length === 2, 'a new notice after reading');
      await t.app.platform.events.idle();
      expect(mailsTo(bidder.user.email)).toBe(1);

      // Once the last outbid notice is older than the window, the next one is e-mailed again.
      await t.database.db
        .update(notifications)
        .set({ read_at: new Date(), created_at: new Date(Date.now() - OUTBID_MAIL_QUIET_MS - 60_000) })
        .where(eq(notifications.user_id, bidder.user.id));
      await acceptedBid(t, bidder, { ...auction, highest_bid_amount: 120000 });
      await acceptedBid(t, second, { ...auction, highest_bid_amount: 122500 });
      await until(() => notificationsOf(bidder.user.id), (found) => found.length === 3, 'a third notice');
      await until(async () => mailsTo(bidder.user.email), (count) => count === 2, 'a second e-mail after the window');
    } finally {
      sendMany.mockRestore();
    }
  });

  it('tells each displaced bidder once, with one e-mail, however many batches displaced them meanwhile', async () => {
    const { property, auction } = await openAuction();
    const crowd = await insertApprovedBidders(t.database.db, { id: property.id, realtor_id: realtor.user.id }, 12);
    const outbox = () => t.database.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, crowd.map((bidder) => bidder.user.email)));
    // Three waves, each sent before the last is answered: several batches, whose notices overlap in time.
    const waves = [0, 1, 2].map((wave) =>
      Promise.all(
        crowd.slice(wave * 4, wave * 4 + 4).map((bidder, index) =>
          placeBid(t, bidder, auction, { bid_amount: 102500 + 2500 * (wave * 4 + index) }),
        ),
      ),
    );
    const answers = (await Promise.all(waves)).flat();
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    await t.app.platform.events.idle();
    await t.app.platform.mailer.idle();
    const highest = await auctionRow(t.database.db, auction.id);
    const told = await t.database.db.select().from(notifications).where(inArray(notifications.user_id, crowd.map((bidder) => bidder.user.id)));
    const displaced = crowd.filter((bidder) => bidder.user.id !== highest!.highest_bidder_id);
    expect(told.map((row) => row.user_id).sort()).toEqual(displaced.map((bidder) => bidder.user.id).sort());
    expect(new Set(told.map((row) => row.message))).toEqual(new Set([`You have been outbid on Bidding bungalow. The highest bid is now $130,000.`]));
    expect((await outbox()).map((mail) => mail.recipient).sort()).toEqual(displaced.map((bidder) => bidder.user.email).sort());
  });

  it('answers without waiting for the outbid e-mail', async () => {
    const { property, auction, bidder } = await openAuction();
    const second = await approvedBidder(t, property);
    await acceptedBid(t, bidder, auction);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sendMany = vi.spyOn(t.app.platform.mailer, 'sendMany').mockImplementation(() => held);
    try {
      const started = Date.now();
      const response = await placeBid(t, second, { ...auction, highest_bid_amount: 102500 });
      expect(response.statusCode, response.body).toBe(201);
      expect(Date.now() - started).toBeLessThan(2000);
      await until(async () => sendMany.mock.calls.length, (calls) => calls > 0, 'the outbid e-mail to be started');
    } finally {
      release();
      sendMany.mockRestore();
    }
  });
});

describe('the bid amount', () => {
  it('counts increments from the minimum: highest 100000 and increment 2500 take 102500 and 107500', async () => {
    const { property, auction, bidder } = await openAuction();
    await acceptedBid(t, bidder, auction, { bid_amount: 102500 });
    const second = await approvedBidder(t, property);
    await acceptedBid(t, second, auction, { bid_amount: 107500 });
  });

  it("refuses 103000 when the minimum is 102500: 'Bid amount must be a multiple of 2500'", async () => {
    const { auction, bidder } = await openAuction();
    expectError(await placeBid(t, bidder, auction, { bid_amount: 103000 }), 422, m.bidMultiple(2500), { bid_amount: m.bidMultiple(2500) });
    expect(await bidsOn(auction.id)).toEqual([]);
  });

  it("refuses 101000 when the minimum is 102500: 'Minimum bid amount 102500 is required.'", async () => {
    const { auction, bidder } = await openAuction();
    expectError(await placeBid(t, bidder, auction, { bid_amount: 101000 }), 422, m.minimumBid(102500), { bid_amount: m.minimumBid(102500) });
    expectError(await placeBid(t, bidder, auction, { bid_amount: 100000 }), 422, m.minimumBid(102500));
  });

  it('counts the steps from the minimum, not from zero, when the price is not a round number', async () => {
    const { auction, bidder } = await openAuction({ bid_amount: 100100 });
    expectError(await placeBid(t, bidder, auction, { bid_amount: 105000 }), 422, m.bidMultiple(2500));
    await acceptedBid(t, bidder, { ...auction, highest_bid_amount: 100100 }, { bid_amount: 105100 });
  });

  it('is required and must be a number', async () => {
    const { auction, bidder } = await openAuction();
    expectError(await placeBid(t, bidder, auction, { bid_amount: undefined }), 422, m.bidAmountRequired, { bid_amount: m.bidAmountRequired });
    expectError(await placeBid(t, bidder, auction, { bid_amount: '' }), 422, m.bidAmountRequired);
    expectError(await placeBid(t, bidder, auction, { bid_amount: 'a lot' }), 422, m.bidAmountInvalid);
    expectError(await placeBid(t, bidder, auction, { bid_amount: -5 }), 422, m.bidAmountInvalid);
    expectError(await placeBid(t, bidder, auction, { bid_amount: 1e15 }), 422, m.bidAmountInvalid);
    expect(await bidsOn(auction.id)).toEqual([]);
  });

  it('is judged against the auction as it stands: the same amount a second time is below the minimum', async () => {
    const { property, auction, bidder } = await openAuction();
    const second = await approvedBidder(t, property);
    await acceptedBid(t, bidder, auction);
    expectError(await placeBid(t, second, auction), 422, m.minimumBid(105000));
    expect(await bidsOn(auction.id)).toHaveLength(1);
  });
});

describe('contingency, escrow date and due diligence', () => {
  it('requires a contingency', async () => {
    const { auction, bidder } = await openAuction();
    expectError(await placeBid(t, bidder, auction, { contingency: undefined }), 422, m.contingencyRequired, { contingency: m.contingencyRequired });
    expectError(await placeBid(t, bidder, auction, { contingency: [] }), 422, m.contingencyRequired);
    expectError(await placeBid(t, bidder, auction, { contingency: ['mortgage'] }), 422, m.contingencyRequired);
  });

  it('refuses No Contingency combined with another', async () => {
    const { auction, bidder } = await openAuction();
    expectError(await placeBid(t, bidder, auction, { contingency: ['no-contingency', 'loan'] }), 422, m.contingencyExclusive, { contingency: m.contingencyExclusive });
    expectError(await placeBid(t, bidder, auction, { contingency: ['inspection', 'no-contingency'] }), 422, m.contingencyExclusive);
    expect(await bidsOn(auction.id)).toEqual([]);
  });

  it('requires an escrow date', async () => {
    const { auction, bidder } = await openAuction();
    expectError(await placeBid(t, bidder, auction, { escrow_closing_date: undefined }), 422, m.escrowRequired, { escrow_closing_date: m.escrowRequired });
    expectError(await placeBid(t, bidder, auction, { escrow_closing_date: 'next week' }), 422, m.escrowRequired);
    // A day the month does not have is refused as a date, never passed on to the database.
    expectError(await placeBid(t, bidder, auction, { escrow_closing_date: `${new Date().getUTCFullYear() + 1}-02-30` }), 422, m.escrowRequired);
    expect(await bidsOn(auction.id)).toEqual([]);
  });

  it("refuses an escrow date of yesterday, under the field name that was sent", async () => {
    const { auction, bidder } = await openAuction();
    const yesterday = daysFromToday(-1);
    expectError(await placeBid(t, bidder, auction, { escrow_closing_date: yesterday }), 422, m.escrowInPast, { escrow_closing_date: m.escrowInPast });
    expectError(await placeBid(t, bidder, auction, { escrow_closing_date: undefined, escrowdate: yesterday }), 422, m.escrowInPast, { escrowdate: m.escrowInPast });
    expect(await bidsOn(auction.id)).toEqual([]);
  });

  it('requires the Due Diligence to be accepted when the form sends it', async () => {
    const { auction, bidder } = await openAuction();
    expectError(await placeBid(t, bidder, auction, { due_diligence: false }), 422, m.dueDiligenceRequired, { due_diligence: m.dueDiligenceRequired });
    await acceptedBid(t, bidder, auction, { due_diligence: true });
  });

  it('names every failing field, with the first one as the message', async () => {
    const { auction, bidder } = await openAuction();
    const response = await placeBid(t, bidder, auction, { bid_amount: 103000, contingency: ['no-contingency', 'loan'], escrow_closing_date: daysFromToday(-1), due_diligence: false });
    expectError(response, 422, m.bidMultiple(2500), {
      bid_amount: m.bidMultiple(2500),
      contingency: m.contingencyExclusive,
      escrow_closing_date: m.escrowInPast,
      due_diligence: m.dueDiligenceRequired,
    });
  });
});

describe('when a bid is refused', () => {
  it('before the start: not started', async () => {
    const { auction, bidder } = await openAuction();
    await setAuctionTimes(t.database.db, auction.id, { start: new Date(Date.now() + 60_000) });
    expectError(await placeBid(t, bidder, auction), 409, m.notStarted);
    expect(await bidsOn(auction.id)).toEqual([]);
  });

  it('after the end: ended', async () => {
    const { auction, bidder } = await openAuction();
    await setAuctionTimes(t.database.db, auction.id, { start: new Date(Date.now() - 2 * DAYS), end: new Date(Date.now() - 1000) });
    expectError(await placeBid(t, bidder, auction), 409, m.ended);
    expect(await bidsOn(auction.id)).toEqual([]);
  });

  it('once the property has a live transaction, but not after it was cancelled', async () => {
    const { property, auction, bidder } = await openAuction();
    const placed = await acceptedBid(t, bidder, auction);
    const second = await approvedBidder(t, property);
    const [transaction] = await t.database.db
      .insert(propertyTransactions)
      .values({
        property_id: property.id,
        buyer_id: bidder.user.id,
        seller_id: seller.user.id,
        realtor_id: realtor.user.id,
        transaction_date: daysFromToday(0),
        transaction_amount: 102500,
        buyers_premium: 5125,
        bid_property_history_id: placed.bid.id,
        payment_method: 'Credit Card',
        status_id: 1,
      })
      .returning();
    expectError(await placeBid(t, second, placed.bidding_property), 409, m.ended);
    const detail = (await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}` })).json() as {
      data: { transactions: unknown[]; bidding_property: BiddingProperty };
    };
    // The deal's amount is part of the listing's transactions, for "Ended — winning bid $X".
    expect(detail.data.transactions).toEqual([{ id: transaction!.id, status_id: 1, status: { id: 1, name: 'Contract Sent' }, amount: 102500 }]);
    expect(detail.data.bidding_property).toMatchObject({ has_transaction: true, status: 'expired' });

    await t.database.db.update(propertyTransactions).set({ status_id: 6 }).where(eq(propertyTransactions.id, transaction!.id));
    await acceptedBid(t, second, placed.bidding_property);
  });

  it('for the seller and for the realtor of the listing', async () => {
    const { property, auction } = await openAuction();
    const admin = await t.user({ roles: ['Admin'] });
    for (const person of [seller, realtor, admin]) {
      expectError(await placeBid(t, person, auction), 403, m.listingSideCannotBid);
    }
    // An approval that slipped through for a listing-side account still does not let it bid.
    await insertApproval(t.database.db, { propertyId: property.id, userId: seller.user.id, approval: 'approved' });
    expectError(await placeBid(t, seller, auction), 403, m.listingSideCannotBid);
    expect(await bidsOn(auction.id)).toEqual([]);
  });

  it('without an approved approval', async () => {
    const { property, auction } = await openAuction();
    const stranger = await t.user({ roles: ['Buyer'] });
    expectError(await placeBid(t, stranger, auction), 403, m.notApproved);
    const waiting = await approvedBidder(t, property, { approval: 'submitted' });
    expectError(await placeBid(t, waiting, auction), 403, m.approvalUnderReview);
    const refused = await approvedBidder(t, property, { approval: 'rejected' });
    expectError(await placeBid(t, refused, auction), 403, m.approvalRejected);
    expect(await bidsOn(auction.id)).toEqual([]);
  });

  it('with an approval for another listing only', async () => {
    const { auction } = await openAuction();
    const other = await openAuction();
    expectError(await placeBid(t, other.bidder, auction), 403, m.notApproved);
  });

  it('for the bidder who already holds the highest bid', async () => {
    const { auction, bidder } = await openAuction();
    const placed = await acceptedBid(t, bidder, auction);
    expectError(await placeBid(t, bidder, placed.bidding_property), 409, m.alreadyHighest);
    expect(await bidsOn(auction.id)).toHaveLength(1);
  });

  it('on an auction that does not exist', async () => {
    const bidder = await t.user({ roles: ['Buyer'] });
    expectError(await placeBid(t, bidder, { id: 999999, highest_bid_amount: 1, bid_incremental_amount: 1 }), 404, m.biddingNotEnabled);
  });

  it('in the order the rules are checked: auction, side, approval, time, highest bidder, fields', async () => {
    const { property, auction } = await openAuction();
    await setAuctionTimes(t.database.db, auction.id, { start: new Date(Date.now() + 60_000) });
    // An unapproved buyer with a broken form hears about the approval first, the listing side about its side.
    const stranger = await t.user({ roles: ['Buyer'] });
    expectError(await placeBid(t, stranger, auction, { bid_amount: 1 }), 403, m.notApproved);
    expectError(await placeBid(t, seller, auction, { bid_amount: 1 }), 403, m.listingSideCannotBid);
    const bidder = await approvedBidder(t, property);
    expectError(await placeBid(t, bidder, auction, { bid_amount: 1 }), 409, m.notStarted);
  });
});

describe('soft close', () => {
  it('moves the end to five minutes after a bid in the last five minutes', async () => {
    const { auction, bidder } = await openAuction();
    const end = new Date(Date.now() + 2 * 60_000);
    await setAuctionTimes(t.database.db, auction.id, { end });
    const before = Date.now();
    const placed = await acceptedBid(t, bidder, auction);
    const after = Date.now();
    const newEnd = new Date(placed.bidding_property.bid_ending_time).getTime();
    expect(newEnd).toBeGreaterThanOrEqual(before + SOFT_CLOSE_MS);
    expect(newEnd).toBeLessThanOrEqual(after + SOFT_CLOSE_MS);
    const row = await auctionRow(t.database.db, auction.id);
    expect(row.bid_ending_time.getTime()).toBe(newEnd);
    // The end the realtor set is kept apart.
    expect(row.scheduled_ending_time.getTime()).toBe(end.getTime());
  });

  it('never moves the end backwards', async () => {
    const { property, auction, bidder } = await openAuction();
    const far = await auctionRow(t.database.db, auction.id);
    await acceptedBid(t, bidder, auction);
    expect((await auctionRow(t.database.db, auction.id)).bid_ending_time).toEqual(far.bid_ending_time);

    // Just over five minutes left: a bid does not shorten it to five.
    const end = new Date(Date.now() + SOFT_CLOSE_MS + 30_000);
    await setAuctionTimes(t.database.db, auction.id, { end });
    const second = await approvedBidder(t, property);
    await acceptedBid(t, second, { ...auction, highest_bid_amount: 102500 });
    expect((await auctionRow(t.database.db, auction.id)).bid_ending_time).toEqual(end);
  });
});

describe('bids are immutable and unique per amount', () => {
  it('refuses any UPDATE of a stored bid', async () => {
    const { auction, bidder } = await openAuction();
    const placed = await acceptedBid(t, bidder, auction);
    await expect(t.database.db.update(bids).set({ bid_amount: 1 }).where(eq(bids.id, placed.bid.id))).rejects.toThrow();
    await expect(t.database.db.execute(sql`update bidding_history set bidder_nickname = 'someone else' where id = ${placed.bid.id}`)).rejects.toThrow();
    const [row] = await bidsOn(auction.id);
    expect(row).toMatchObject({ bid_amount: 102500, bidder_nickname: 'FirstBidder' });
  });

  it('keeps two bids of one auction from having one amount, even written past the service', async () => {
    const { property, auction, bidder } = await openAuction();
    const placed = await acceptedBid(t, bidder, auction);
    const [first] = await bidsOn(auction.id);
    const { id: _id, ...copy } = first!;
    await expect(t.database.db.insert(bids).values(copy)).rejects.toThrow();
    expect(await bidsOn(auction.id)).toHaveLength(1);

    // A bid that loses that race is told the minimum as it stands, never a server error.
    const next = 105000;
    await t.database.db.insert(bids).values({ ...copy, bid_amount: next, created_at: new Date() });
    const second = await approvedBidder(t, property);
    const response = await placeBid(t, second, placed.bidding_property, { bid_amount: next });
    expectError(response, 422, m.minimumBid(105000), { bid_amount: m.minimumBid(105000) });
    const stored = await t.database.db.select().from(bids).where(and(eq(bids.bid_property_id, auction.id), eq(bids.bid_amount, next)));
    expect(stored).toHaveLength(1);
    expect((await auctionRow(t.database.db, auction.id)).highest_bidder_id).toBe(bidder.user.id);
  });
});
