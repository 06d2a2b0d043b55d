import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, outboxFor } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { listingWithSides } from '../../../test/helpers/properties';
import {
  acceptBid,
  backdateSentEvents,
  eventRows,
  insertAuctionWithBid,
  resendSigningLink,
  signerRows,
  signingCall,
  signingTokenSentTo,
  transactionRow,
  transactionsSnapshot,
} from '../../../test/helpers/transactions';
import { digest } from '../../platform/auth/tokens';
import { outboxMessages } from '../../platform/mail/outbox.schema';
import { propertyTransactions } from './transactions.schema';

type Person = { user: { id: number; email: string; name: string }; token: string };
type ChangeBody = { message: string; data: PropertyTransaction };

let t: TestApp;
let admin: Person;
let stranger: Person;
let otherRealtor: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ roles: ['Admin'] });
  stranger = await t.user({ roles: ['Buyer'] });
  otherRealtor = await t.user({ roles: ['Realtor'] });
});
afterAll(async () => t?.close());

/**
 * A contract out for the buyer's signature, its first e-mail sent a while ago (so a resend is not held back
 * by the once-a-minute limit).
 */
async function acceptedTransaction() {
  const { realtor, seller, property } = await listingWithSides(t);
  const buyer = await t.user({ roles: ['Buyer'], name: 'Jane Buyer' });
  const { bid } = await insertAuctionWithBid(t.database.db, { property, buyer: buyer.user, amount: 651000 });
  const response = await acceptBid(t, realtor.token, bid);
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { data: { propertyTransaction: PropertyTransaction } }).data.propertyTransaction.id;
  const buyerToken = await signingTokenSentTo(t, buyer.user.email);
  await backdateSentEvents(t.database.db, id);
  return { realtor, seller, buyer, property, id, buyerToken };
}

const view = (token: string) => signingCall(t, { method: 'GET', url: `/api/v1/contract-signing?signing_token=${token}` });
const signAs = (token: string, name: string) =>
  signingCall(t, { method: 'POST', url: '/api/v1/contract-signing/sign', payload: { signing_token: token, consent: true, signature_type: 'typed', typed_name: name } });

async function signingMails(email: string) {
  await t.app.platform.mailer.idle();
  return (await outboxFor(t.database.db, email, 'email')).filter((mail) => mail.body_text.includes('/sign/'));
}

/** The transactions module's rows, the outbox and the buyer's and seller's mails: what a refused call must leave alone. */
async function everything() {
  // Accepting the bid sends mail through domain events too: those deliveries must be done before counting, or a
  // mail they queue late is counted as the refused call's.
  await t.app.platform.events.idle();
  await t.app.platform.mailer.idle();
  const [mail] = await t.database.db.select({ n: count() }).from(outboxMessages);
  return { ...(await transactionsSnapshot(t.database.db)), mail: Number(mail!.n) };
}

describe('POST /property-transactions/{id}/signing-link', () => {
  it('e-mails the buyer a new link as the first one was, revokes the old link and records the step', async () => {
    const { realtor, buyer, id, buyerToken } = await acceptedTransaction();
    const [first] = await signingMails(buyer.user.email);

    const response = await resendSigningLink(t, realtor.token, id, { 'user-agent': 'Mozilla/5.0 Firefox/128.0' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ChangeBody;
    expect(body.message).toBe(m.linkResent);
    expect(body.data).toMatchObject({ id, status_id: 1, my_role: 'realtor' });

    // The same e-mail as the first, with a new personal link.
    const mails = await signingMails(buyer.user.email);
    expect(mails).toHaveLength(2);
    const newToken = await signingTokenSentTo(t, buyer.user.email);
    expect(newToken).not.toBe(buyerToken);
    expect(mails[0]!.subject).toBe(first!.subject);
    expect(mails[0]!.body_text.replace(newToken, 'TOKEN')).toBe(first!.body_text.replace(buyerToken, 'TOKEN'));
    expect(mails[0]!.body_html?.replace(newToken, 'TOKEN')).toBe(first!.body_html?.replace(buyerToken, 'TOKEN'));

    // Only the new link's digest is kept, valid for 30 days again; the old link no longer opens the contract.
    const signer = (await signerRows(t.database.db, id)).find((row) => row.role === 'buyer')!;
    expect(signer.token_hash).toBe(digest(newToken));
    expect((signer.token_expires_at.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    expectError(await view(buyerToken), 404, m.linkInvalid);
    expect((await view(newToken)).json()).toMatchObject({ role: 'buyer', can_sign: true });

    const sent = (await eventRows(t.database.db, id)).filter((event) => event.event === 'sent').at(-1)!;
    expect(sent).toMatchObject({ role: 'realtor', user_id: realtor.user.id, ip: '127.0.0.1', user_agent: 'Mozilla/5.0 Firefox/128.0' });
    expect(sent.detail).toContain('Jane Buyer (buyer)');
    expect(Date.now() - sent.created_at.getTime()).toBeLessThan(60_000);

    // The new link signs.
    expect((await signAs(newToken, 'Jane Buyer')).statusCode).toBe(200);
    expect((await transactionRow(t.database.db, id)).status_id).toBe(2);
  });

  it("sends the seller's link once the buyer has signed, in the seller's words", async () => {
    const { seller, buyer, id, buyerToken } = await acceptedTransaction();
    expect((await signAs(buyerToken, 'Jane Buyer')).statusCode).toBe(200);
    const firstSellerToken = await signingTokenSentTo(t, seller.user.email);
    await backdateSentEvents(t.database.db, id);
    const buyerMails = (await signingMails(buyer.user.email)).length;

    const response = await resendSigningLink(t, seller.token, id);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ChangeBody).data).toMatchObject({ status_id: 2, my_role: 'seller', can_sign: true });
    const [latest] = await signingMails(seller.user.email);
    expect(latest!.body_text).toContain('It is your turn to sign');
    const sellerToken = await signingTokenSentTo(t, seller.user.email);
    expect(sellerToken).not.toBe(firstSellerToken);
    expectError(await view(firstSellerToken), 404, m.linkInvalid);
    expect((await view(sellerToken)).json()).toMatchObject({ role: 'seller', can_sign: true });
    // The buyer, who has signed, gets nothing.
    expect(await signingMails(buyer.user.email)).toHaveLength(buyerMails);
    const sent = (await eventRows(t.database.db, id)).filter((event) => event.event === 'sent').at(-1)!;
    expect(sent).toMatchObject({ role: 'seller', user_id: seller.user.id });
    expect(sent.detail).toContain(`${seller.user.name} (seller)`);
  });

  it('lets the due party, the seller and admins ask as well', async () => {
    for (const who of ['buyer', 'seller', 'admin'] as const) {
      const ctx = await acceptedTransaction();
      const caller = who === 'admin' ? admin : ctx[who];
      const response = await resendSigningLink(t, caller.token, ctx.id);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(200);
      expect((await eventRows(t.database.db, ctx.id)).at(-1)).toMatchObject({ event: 'sent', role: who, user_id: caller.user.id });
      expect(await signingMails(ctx.buyer.user.email)).toHaveLength(2);
    }
  });

  it('refuses anonymous callers (401), strangers (404) and the party not due to sign (403), changing nothing', async () => {
    const { buyer, id, buyerToken } = await acceptedTransaction();
    const before = await everything();
    expectError(await resendSigningLink(t, undefined, id), 401, 'Unauthenticated.');
    for (const person of [stranger, otherRealtor]) expectError(await resendSigningLink(t, person.token, id), 404, m.notFound);
    expectError(await resendSigningLink(t, admin.token, 999_999), 404, m.notFound);
    expect(await everything()).toEqual(before);

    // Once the buyer has signed, it is the seller's link that goes out: the buyer may no longer ask.
    expect((await signAs(buyerToken, 'Jane Buyer')).statusCode).toBe(200);
    await backdateSentEvents(t.database.db, id);
    const signed = await everything();
    expectError(await resendSigningLink(t, buyer.token, id), 403, 'This action is unauthorized.');
    expect(await everything()).toEqual(signed);
  });

  it('answers 409 when the contract is not waiting for a signature, changing nothing', async () => {
    const { realtor, buyer, id } = await acceptedTransaction();
    for (const status of [3, 4, 5, 6]) {
      await t.database.db.update(propertyTransactions).set({ status_id: status }).where(eq(propertyTransactions.id, id));
      const before = await everything();
      expectError(await resendSigningLink(t, realtor.token, id), 409, m.notAwaitingSignature);
      expectError(await resendSigningLink(t, admin.token, id), 409, m.notAwaitingSignature);
      // Nobody's turn: the buyer is no longer the party due, so they are refused as such.
      expectError(await resendSigningLink(t, buyer.token, id), 403, 'This action is unauthorized.');
      expect(await everything()).toEqual(before);
    }
  });

  it('sends a link at most once a minute per party: 429 with a clear message, nothing changed', async () => {
    const { realtor, seller, buyer, id } = await acceptedTransaction();
    expect((await resendSigningLink(t, realtor.token, id)).statusCode).toBe(200);
    const token = await signingTokenSentTo(t, buyer.user.email);
    const before = await everything();
    for (const caller of [realtor, seller, buyer]) expectError(await resendSigningLink(t, caller.token, id), 429, m.linkResentRecently);
    expect(await everything()).toEqual(before);
    expect((await view(token)).statusCode).toBe(200);

    // Right after the first e-mail too (the accept just sent it).
    const fresh = await listingWithSides(t);
    const other = await t.user({ roles: ['Buyer'] });
    const { bid } = await insertAuctionWithBid(t.database.db, { property: fresh.property, buyer: other.user, amount: 500000 });
    const accepted = await acceptBid(t, fresh.realtor.token, bid);
    const otherId = (accepted.json() as { data: { propertyTransaction: PropertyTransaction } }).data.propertyTransaction.id;
    expectError(await resendSigningLink(t, fresh.realtor.token, otherId), 429, m.linkResentRecently);

    // A minute later it may go again.
    await backdateSentEvents(t.database.db, id);
    expect((await resendSigningLink(t, realtor.token, id)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous resends through', async () => {
    const { realtor, seller, buyer, id } = await acceptedTransaction();
    const answers = await Promise.all([resendSigningLink(t, realtor.token, id), resendSigningLink(t, seller.token, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect(await signingMails(buyer.user.email)).toHaveLength(2);
    const signer = (await signerRows(t.database.db, id)).find((row) => row.role === 'buyer')!;
    expect(signer.token_hash).toBe(digest(await signingTokenSentTo(t, buyer.user.email)));
  });

  it('refuses an id beyond what the database holds as 422, not 500', async () => {
    const response = await resendSigningLink(t, admin.token, 2_147_483_648);
    expect(response.statusCode, response.body).toBe(422);
  });
});
