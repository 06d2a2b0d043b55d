import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { listingWithSides } from '../../../test/helpers/properties';
import { acceptBid, insertAuctionWithBid, insertBid, signingCall, signingTokenSentTo, transactionsSnapshot } from '../../../test/helpers/transactions';
import { outboxMessages } from '../../platform/mail/outbox.schema';
import { notifications } from '../notifications/notifications.schema';
import { propertyTransactions } from './transactions.schema';

type Person = { user: { id: number; email: string }; token: string };
type Caller = 'anonymous' | 'buyer' | 'seller' | 'realtor' | 'otherRealtor' | 'stranger' | 'admin';

let t: TestApp;
let people: Record<Exclude<Caller, 'anonymous'>, Person>;
/** Out for the buyer's signature (status 1). */
let open: { id: number; propertyId: number; buyerToken: string; spareBidId: number };
/** Signed by both (status 3), with its executed contract stored. */
let done: { contractPath: string };

const unauthorized = 'This action is unauthorized.';

beforeAll(async () => {
  t = await createTestApp();
  const sides = await listingWithSides(t);
  people = {
    buyer: await t.user({ roles: ['Buyer'] }),
    seller: sides.seller,
    realtor: sides.realtor,
    otherRealtor: await t.user({ roles: ['Realtor'] }),
    stranger: await t.user({ roles: ['Buyer'] }),
    admin: await t.user({ roles: ['Admin'] }),
  };
  const { auction, bid } = await insertAuctionWithBid(t.database.db, { property: sides.property, buyer: people.buyer.user, amount: 651000 });
  const spare = await insertBid(t.database.db, auction, { buyer: people.stranger.user, amount: 652000 });
  const accepted = await acceptBid(t, people.realtor.token, bid);
  expect(accepted.statusCode, accepted.body).toBe(201);
  open = {
    id: (accepted.json() as { data: { propertyTransaction: PropertyTransaction } }).data.propertyTransaction.id,
    propertyId: sides.property.id,
    buyerToken: await signingTokenSentTo(t, people.buyer.user.email),
    spareBidId: spare.id,
  };

  // A second listing (its own realtor, seller and buyer), taken through to the executed contract: to this
  // file's people other than the admin it belongs to strangers.
  const second = await listingWithSides(t);
  const secondBuyer = await t.user({ roles: ['Buyer'] });
  const other = await insertAuctionWithBid(t.database.db, { property: second.property, buyer: secondBuyer.user, amount: 800000 });
  const secondAccepted = await acceptBid(t, second.realtor.token, other.bid);
  const secondId = (secondAccepted.json() as { data: { propertyTransaction: PropertyTransaction } }).data.propertyTransaction.id;
  const sign = (token: string, name: string) =>
    signingCall(t, { method: 'POST', url: '/api/v1/contract-signing/sign', payload: { signing_token: token, consent: true, signature_type: 'typed', typed_name: name } });
  expect((await sign(await signingTokenSentTo(t, secondBuyer.user.email), 'Second Buyer')).statusCode).toBe(200);
  expect((await sign(await signingTokenSentTo(t, second.seller.user.email), 'Second Seller')).statusCode).toBe(200);
  const [row] = await t.database.db.select().from(propertyTransactions).where(eq(propertyTransactions.id, secondId));
  done = { contractPath: row!.contract_path! };
});
afterAll(async () => t?.close());

async function everything() {
  await t.app.platform.mailer.idle();
  const [mail] = await t.database.db.select({ n: count() }).from(outboxMessages);
  const [notes] = await t.database.db.select({ n: count() }).from(notifications);
  return { ...(await transactionsSnapshot(t.database.db)), mail: Number(mail!.n), notifications: Number(notes!.n) };
}

type Case = { name: string; call: (token: string | undefined) => Promise<LightMyRequestResponse>; expect: Partial<Record<Caller, [number, string]>> };

const json = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => (token: string | undefined) => signingCall(t, { method, url, token, payload });
const notFound = (message: string = m.notFound): [number, string] => [404, message];
const anonymous: [number, string] = [401, 'Unauthenticated.'];
const forbidden: [number, string] = [403, unauthorized];
const otherParty: [number, string] = [403, m.linkOtherParty];

const cases = (): Case[] => [
  {
    name: 'POST /property-transactions (accept a bid)',
    call: (token) => acceptBid(t, token, { id: open.spareBidId, property_id: open.propertyId }),
    expect: { anonymous, buyer: forbidden, otherRealtor: forbidden, stranger: forbidden },
  },
  {
    name: 'GET /property-transactions/{id}',
    call: json('GET', `/api/v1/property-transactions/${open.id}`),
    expect: { anonymous, otherRealtor: notFound(), stranger: notFound() },
  },
  {
    name: 'PUT /property-transactions/{id}',
    call: json('PUT', `/api/v1/property-transactions/${open.id}`, { status_id: 4 }),
    expect: { anonymous, buyer: forbidden, seller: forbidden, otherRealtor: notFound(), stranger: notFound() },
  },
  {
    name: 'POST /property-transactions/{id}/void',
    call: json('POST', `/api/v1/property-transactions/${open.id}/void`, { reason: 'No' }),
    expect: { anonymous, buyer: forbidden, otherRealtor: notFound(), stranger: notFound() },
  },
  {
    name: 'POST /property-transactions/{id}/signing-link',
    call: json('POST', `/api/v1/property-transactions/${open.id}/signing-link`),
    expect: { anonymous, otherRealtor: notFound(), stranger: notFound() },
  },
  {
    name: 'GET /contract-signing?transaction_id',
    call: json('GET', `/api/v1/contract-signing?transaction_id=${open.id}`),
    expect: { anonymous, realtor: notFound(), otherRealtor: notFound(), stranger: notFound(), admin: notFound() },
  },
  {
    name: 'GET /contract-signing?signing_token (the buyer’s link, opened while signed in as someone else)',
    call: json('GET', `/api/v1/contract-signing?signing_token=${open.buyerToken}`),
    expect: { seller: otherParty, realtor: otherParty, stranger: otherParty, admin: otherParty },
  },
  {
    name: 'GET /contract-signing/preview',
    call: json('GET', `/api/v1/contract-signing/preview?transaction_id=${open.id}`),
    expect: { anonymous, realtor: notFound(), otherRealtor: notFound(), stranger: notFound(), admin: notFound() },
  },
  {
    name: 'POST /contract-signing/sign by transaction id',
    call: json('POST', '/api/v1/contract-signing/sign', { transaction_id: open.id, consent: true, signature_type: 'typed', typed_name: 'Somebody Else' }),
    expect: { anonymous, realtor: notFound(), otherRealtor: notFound(), stranger: notFound(), admin: notFound() },
  },
  {
    name: 'POST /contract-signing/sign with the buyer’s link while signed in as someone else',
    call: json('POST', '/api/v1/contract-signing/sign', { signing_token: open.buyerToken, consent: true, signature_type: 'typed', typed_name: 'Somebody Else' }),
    expect: { seller: otherParty, realtor: otherParty, stranger: otherParty, admin: otherParty },
  },
  {
    name: 'POST /contract-signing/decline by transaction id',
    call: json('POST', '/api/v1/contract-signing/decline', { transaction_id: open.id, reason: 'Not mine to decline' }),
    expect: { anonymous, realtor: notFound(), otherRealtor: notFound(), stranger: notFound(), admin: notFound() },
  },
  {
    name: 'POST /contract-signing/decline with the buyer’s link while signed in as someone else',
    call: json('POST', '/api/v1/contract-signing/decline', { signing_token: open.buyerToken, reason: 'Not mine to decline' }),
    expect: { seller: otherParty, realtor: otherParty, stranger: otherParty, admin: otherParty },
  },
  {
    name: 'POST /contract-signing/sign and /decline with a made-up link',
    call: json('POST', '/api/v1/contract-signing/sign', { signing_token: 'z'.repeat(43), consent: true, signature_type: 'typed', typed_name: 'Somebody Else' }),
    expect: { anonymous: notFound(m.linkInvalid), stranger: notFound(m.linkInvalid) },
  },
  {
    name: 'GET /storage/{executed contract} of a transaction the caller is no party to',
    call: json('GET', `/api/v1/storage/${done.contractPath}`),
    expect: { anonymous, buyer: notFound('Not found.'), seller: notFound('Not found.'), realtor: notFound('Not found.'), otherRealtor: notFound('Not found.'), stranger: notFound('Not found.') },
  },
];

describe('who may do what with a transaction', () => {
  it('refuses every caller without a part, as the matrix says, and nothing changes', async () => {
    const before = await everything();
    let checked = 0;
    for (const each of cases()) {
      for (const [caller, [status, message]] of Object.entries(each.expect) as [Caller, [number, string]][]) {
        const token = caller === 'anonymous' ? undefined : people[caller].token;
        const response = await each.call(token);
        expect(response.statusCode, `${each.name} as ${caller}: ${response.body}`).toBe(status);
        expectError(response, status, message);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(await everything()).toEqual(before);
  });

  it('still lets the parties in afterwards (the refusals were about the callers, not the records)', async () => {
    expect((await json('GET', `/api/v1/property-transactions/${open.id}`)(people.buyer.token)).statusCode).toBe(200);
    expect((await json('GET', `/api/v1/contract-signing?signing_token=${open.buyerToken}`)(undefined)).statusCode).toBe(200);
    expect((await json('GET', `/api/v1/storage/${done.contractPath}`)(people.admin.token)).statusCode).toBe(200);
  });
});
