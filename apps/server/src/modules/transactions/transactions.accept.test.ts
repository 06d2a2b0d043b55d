import { todayIn } from '@openhouse/shared/format/datetime';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, outboxFor } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty, listingWithSides } from '../../../test/helpers/properties';
import {
  acceptBid,
  eventRows,
  insertAuctionWithBid,
  insertBid,
  signerRows,
  signingTokenSentTo,
  transactionsSnapshot,
} from '../../../test/helpers/transactions';
import { digest } from '../../platform/auth/tokens';
import { notifications } from '../notifications/notifications.schema';
import { propertyTransactions } from './transactions.schema';

type Person = { user: { id: number; email: string; name: string }; token: string };
type Created = { message: string; data: { authUrl: string; propertyTransaction: PropertyTransaction } };

let t: TestApp;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ roles: ['Admin'] });
});
afterAll(async () => t?.close());

/** A listing with a realtor and a seller, an auction and one buyer's bid on it. */
async function listingWithBid(amount = 651000) {
  const sides = await listingWithSides(t);
  const buyer = await t.user({ roles: ['Buyer'], name: 'Jane Buyer' });
  const { auction, bid } = await insertAuctionWithBid(t.database.db, { property: sides.property, buyer: buyer.user, amount });
  return { ...sides, buyer, auction, bid };
}

async function notificationsOf(userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.user_id, userId));
}

describe('POST /property-transactions: accepting a bid', () => {
  it('creates the transaction from the bid and the property, sends the buyer a signing link and answers where signing starts', async () => {
    const { realtor, seller, buyer, property, bid } = await listingWithBid();
    const response = await acceptBid(t, realtor.token, bid);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as Created;
    expect(body.message).toBe(m.created);
    expect(body.data.authUrl).toBe('/api/v1/start-docusign');
    const transaction = body.data.propertyTransaction;
    expect(transaction).toMatchObject({
      property_id: property.id,
      buyer_id: buyer.user.id,
      seller_id: seller.user.id,
      buyer: { id: buyer.user.id, name: 'Jane Buyer', email: buyer.user.email },
      seller: { id: seller.user.id },
      realtor: { id: realtor.user.id },
      transaction_date: todayIn(),
      transaction_amount: 651000,
      buyers_premium: 32550,
      bid_property_history_id: bid.id,
      payment_method: 'Credit Card',
      status_id: 1,
      status: { id: 1, name: 'Contract Sent' },
      my_role: 'realtor',
      can_sign: false,
      contract: null,
    });
    expect(transaction.signers.map((signer) => [signer.role, signer.user.id, signer.signed_at])).toEqual([
      ['buyer', buyer.user.id, null],
      ['seller', seller.user.id, null],
    ]);

    // Each party has its own link, stored only as a digest and valid for 30 days.
    const signers = await signerRows(t.database.db, transaction.id);
    expect(signers).toHaveLength(2);
    expect(signers[0]!.token_hash).not.toBe(signers[1]!.token_hash);
    for (const signer of signers) {
      const days = (signer.token_expires_at.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    }
    // The buyer's e-mail carries the link whose token is the buyer's.
    const token = await signingTokenSentTo(t, buyer.user.email);
    expect(digest(token)).toBe(signers[0]!.token_hash);
    const mail = (await outboxFor(t.database.db, buyer.user.email, 'email')).find((row) => row.body_text.includes('/sign/'))!;
    expect(mail.body_text).toContain(`http://openhouse.test/sign/${token}`);
    // The seller's link goes out only once the buyer has signed.
    expect((await outboxFor(t.database.db, seller.user.email, 'email')).some((row) => row.body_text.includes('/sign/'))).toBe(false);

    const events = await eventRows(t.database.db, transaction.id);
    expect(events.map((event) => [event.event, event.role, event.user_id])).toEqual([
      ['created', 'realtor', realtor.user.id],
      ['sent', 'realtor', realtor.user.id],
    ]);
    for (const event of events) {
      expect(event.ip).toBe('127.0.0.1');
      expect(event.user_agent).toBe('lightMyRequest');
    }
    for (const person of [buyer, seller, realtor]) {
      const notes = await notificationsOf(person.user.id);
      expect(notes.map((note) => note.path)).toContain(`/transactions/${transaction.id}`);
    }
  });

  it('stores the spec payload as sent when it agrees with the bid, including a chosen transaction date', async () => {
    const { seller, buyer, bid } = await listingWithBid(700000);
    const response = await acceptBid(t, seller.token, bid, {
      buyer_id: buyer.user.id,
      seller_id: seller.user.id,
      transaction_amount: '700000.00',
      transaction_date: '2030-02-01',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Created).data.propertyTransaction).toMatchObject({ transaction_date: '2030-02-01', transaction_amount: 700000, my_role: 'seller' });
  });

  it('lets an admin accept for the listing side', async () => {
    const { bid } = await listingWithBid();
    const response = await acceptBid(t, admin.token, bid);
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Created).data.propertyTransaction.my_role).toBe('admin');
  });

  it('marks the listing changed, so cached catalogue lists are computed again', async () => {
    const { realtor, bid } = await listingWithBid();
    const cache = t.app.platform.cache;
    await cache.remember('catalogue', 'probe', 300, async () => 'before');
    expect(await cache.remember('catalogue', 'probe', 300, async () => 'cached')).toBe('before');
    expect((await acceptBid(t, realtor.token, bid)).statusCode).toBe(201);
    expect(await cache.remember('catalogue', 'probe', 300, async () => 'after')).toBe('after');
  });
});

describe('one open transaction per property', () => {
  it("refuses a second accept with the spec's message while the latest transaction is not cancelled", async () => {
    const { realtor, auction, bid } = await listingWithBid();
    const other = await t.user({ roles: ['Buyer'] });
    const second = await insertBid(t.database.db, auction, { buyer: other.user, amount: 660000 });
    expect((await acceptBid(t, realtor.token, bid)).statusCode).toBe(201);
    for (const status of [1, 2, 3, 4, 5]) {
      await t.database.db.update(propertyTransactions).set({ status_id: status }).where(eq(propertyTransactions.property_id, bid.property_id));
      expectError(await acceptBid(t, realtor.token, second), 409, m.alreadyExists);
    }
  });

  it('accepts again once the latest transaction is cancelled (6)', async () => {
    const { realtor, auction, bid, property } = await listingWithBid();
    const other = await t.user({ roles: ['Buyer'] });
    const second = await insertBid(t.database.db, auction, { buyer: other.user, amount: 660000 });
    const first = (await acceptBid(t, realtor.token, bid)).json() as Created;
    await t.database.db.update(propertyTransactions).set({ status_id: 6 }).where(eq(propertyTransactions.id, first.data.propertyTransaction.id));
    const again = await acceptBid(t, realtor.token, second);
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json() as Created).data.propertyTransaction.buyer_id).toBe(other.user.id);
    const rows = await t.database.db.select().from(propertyTransactions).where(eq(propertyTransactions.property_id, property.id));
    expect(rows.map((row) => row.status_id).sort()).toEqual([1, 6]);
  });

  it('lets exactly one of several simultaneous accepts of the same property through', async () => {
    const { realtor, seller, auction, bid, property } = await listingWithBid();
    const others = await Promise.all([1, 2, 3].map(() => t.user({ roles: ['Buyer'] })));
    const more = await Promise.all(others.map((other, index) => insertBid(t.database.db, auction, { buyer: other.user, amount: 660000 + index * 1000 })));
    const answers = await Promise.all([bid, ...more].map((each, index) => acceptBid(t, (index % 2 ? seller : realtor).token, each)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) expectError(answer, 409, m.alreadyExists);
    const rows = await t.database.db.select().from(propertyTransactions).where(eq(propertyTransactions.property_id, property.id));
    expect(rows).toHaveLength(1);
  });
});

describe('what an accept must agree with', () => {
  it('answers 404 for a bid of another property, or none at all', async () => {
    const { realtor, property } = await listingWithBid();
    const elsewhere = await listingWithBid();
    const before = await transactionsSnapshot(t.database.db);
    expectError(await acceptBid(t, realtor.token, { id: elsewhere.bid.id, property_id: property.id }), 404, m.bidNotFound);
    expectError(await acceptBid(t, realtor.token, { id: 999_999, property_id: property.id }), 404, m.bidNotFound);
    expect(await transactionsSnapshot(t.database.db)).toEqual(before);
  });

  it('answers 404 for a property that does not exist', async () => {
    const { realtor, bid } = await listingWithBid();
    expectError(await acceptBid(t, realtor.token, { id: bid.id, property_id: 999_999 }), 404, propertyMessages.notFound);
  });

  it('needs the seller on the listing', async () => {
    const realtor = await t.user({ roles: ['Realtor'] });
    const buyer = await t.user({ roles: ['Buyer'] });
    const property = await insertProperty(t.database.db, realtor.user.id, { seller_id: null });
    const { bid } = await insertAuctionWithBid(t.database.db, { property, buyer: buyer.user, amount: 651000 });
    expectError(await acceptBid(t, realtor.token, bid), 409, m.noSeller);
    expect(await t.database.db.select().from(propertyTransactions).where(eq(propertyTransactions.property_id, property.id))).toEqual([]);
  });

  it.each([
    ['buyer_id', (ids: { buyer: number; seller: number }) => ({ buyer_id: ids.seller })],
    ['seller_id', (ids: { buyer: number; seller: number }) => ({ seller_id: ids.buyer })],
    ['transaction_amount', () => ({ transaction_amount: 651000.01 })],
  ])('refuses a %s that disagrees with the bid (422)', async (field, payload) => {
    const { realtor, seller, buyer, bid, property } = await listingWithBid();
    const response = await acceptBid(t, realtor.token, bid, payload({ buyer: buyer.user.id, seller: seller.user.id }));
    expectError(response, 422, m.bidMismatch, { [field]: m.bidMismatch });
    expect(await t.database.db.select().from(propertyTransactions).where(eq(propertyTransactions.property_id, property.id))).toEqual([]);
  });

  it.each([
    [{ status_id: 2 }, 'status_id'],
    [{ payment_method: 'Cash' }, 'payment_method'],
    [{ transaction_date: '01/02/2030' }, 'transaction_date'],
    [{ bid_property_history_id: 'abc' }, 'bid_property_history_id'],
    // Beyond PostgreSQL's integer: refused before any query, where it would fail as a 500.
    [{ bid_property_history_id: 2_147_483_648 }, 'bid_property_history_id'],
  ])('validates the payload (%o)', async (payload, field) => {
    const { realtor, bid } = await listingWithBid();
    const response = await acceptBid(t, realtor.token, bid, payload);
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys((response.json() as { errors: Record<string, string[]> }).errors)).toContain(field);
  });

  it('refuses a transaction date that is not a real day', async () => {
    const { realtor, bid } = await listingWithBid();
    expectError(await acceptBid(t, realtor.token, bid, { transaction_date: '2030-02-30' }), 422, m.transactionDateInvalid, { transaction_date: m.transactionDateInvalid });
  });
});

describe('who may accept', () => {
  it('refuses the bidder, other buyers and other realtors (403) and anonymous callers (401), creating nothing', async () => {
    const { buyer, bid, property } = await listingWithBid();
    const otherRealtor = await t.user({ roles: ['Realtor'] });
    const stranger = await t.user({ roles: ['Buyer'] });
    const before = await transactionsSnapshot(t.database.db);
    for (const person of [buyer, otherRealtor, stranger]) expectError(await acceptBid(t, person.token, bid), 403, 'This action is unauthorized.');
    expectError(await acceptBid(t, undefined, bid), 401, 'Unauthenticated.');
    expect(await transactionsSnapshot(t.database.db)).toEqual(before);
    expect(await t.database.db.select().from(propertyTransactions).where(eq(propertyTransactions.property_id, property.id))).toEqual([]);
  });
});

describe('GET /start-docusign', () => {
  it("redirects the spec's signing link to the signing page of the transaction, without needing a session", async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/start-docusign?transaction_id=17' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/contract-signing?transaction_id=17');
  });

  it.each(['', '?transaction_id=abc', '?transaction_id=0', '?transaction_id=https://evil.example'])('refuses a bad transaction id (%s)', async (query) => {
    const response = await t.call({ method: 'GET', url: `/api/v1/start-docusign${query}` });
    expect(response.statusCode).toBe(422);
    expect(response.headers.location).toBeUndefined();
  });
});
