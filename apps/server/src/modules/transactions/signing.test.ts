import { createHash } from 'node:crypto';
import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import { CONSENT_TEXT, type PropertyTransaction, type SigningView } from '@openhouse/shared/transactions/schemas';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { symbols } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, outboxFor } from '../../../test/helpers/accounts';
import { createTestApp, testConfig, type TestApp } from '../../../test/helpers/app';
import { pngImage } from '../../../test/helpers/files';
import { listingWithSides } from '../../../test/helpers/properties';
import {
  acceptBid,
  eventRows,
  insertAuctionWithBid,
  pdfPageTexts,
  pngDataUrl,
  signerRows,
  signingCall,
  signingTokenSentTo,
  transactionRow,
} from '../../../test/helpers/transactions';
import { buildApp } from '../../app';
import { notifications } from '../notifications/notifications.schema';
import { properties } from '../properties/properties.schema';
import { contractSigners } from './transactions.schema';

type Person = { user: { id: number; email: string; name: string }; token: string };
type ViewBody = SigningView;
type ChangeBody = { message: string; data: SigningView };

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let t: TestApp;
let admin: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ roles: ['Admin'] });
  stranger = await t.user({ roles: ['Buyer'] });
});
afterAll(async () => t?.close());

/** A listing whose realtor has accepted a buyer's bid: the contract is out for the buyer's signature. */
async function acceptedTransaction() {
  const { realtor, seller, property } = await listingWithSides(t);
  const buyer = await t.user({ roles: ['Buyer'], name: 'Jane Buyer' });
  const { bid } = await insertAuctionWithBid(t.database.db, { property, buyer: buyer.user, amount: 651000, contingency: ['appraisal'], escrow_closing_date: '2030-04-15' });
  const response = await acceptBid(t, realtor.token, bid);
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { data: { propertyTransaction: PropertyTransaction } }).data.propertyTransaction.id;
  return { realtor, seller, buyer, property, bid, id, buyerToken: await signingTokenSentTo(t, buyer.user.email) };
}

const view = (query: string, token?: string) => signingCall(t, { method: 'GET', url: `/api/v1/contract-signing?${query}`, token });
const preview = (query: string, token?: string) => signingCall(t, { method: 'GET', url: `/api/v1/contract-signing/preview?${query}`, token });
const sign = (payload: Record<string, unknown>, token?: string) => signingCall(t, { method: 'POST', url: '/api/v1/contract-signing/sign', payload, token });
const decline = (payload: Record<string, unknown>, token?: string) => signingCall(t, { method: 'POST', url: '/api/v1/contract-signing/decline', payload, token });
const typed = (name = 'Jane Buyer') => ({ consent: true, signature_type: 'typed', typed_name: name });
const drawn = (dataUrl = pngDataUrl(pngImage(300, 90, { from: [0, 0, 0], to: [20, 20, 160] }))) => ({ consent: true, signature_type: 'drawn', drawn_signature: dataUrl });

describe('GET /contract-signing', () => {
  it("shows the e-mailed link's party the contract without signing in, and records that they viewed it", async () => {
    const { buyer, id, buyerToken } = await acceptedTransaction();
    const response = await view(`signing_token=${buyerToken}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ViewBody;
    expect(body).toMatchObject({
      role: 'buyer',
      signer: { id: buyer.user.id, name: 'Jane Buyer', email: buyer.user.email },
      can_sign: true,
      reason: null,
      consent_text: CONSENT_TEXT,
      preview_url: `/api/v1/contract-signing/preview?signing_token=${buyerToken}`,
      transaction: { id, status_id: 1, status: { id: 1, name: 'Contract Sent' }, transaction_amount: 651000, buyers_premium: 32550 },
    });
    expect(body.events.map((event) => event.event)).toEqual(['created', 'sent', 'viewed']);
    const viewed = body.events.at(-1)!;
    expect(viewed).toMatchObject({ role: 'buyer', name: 'Jane Buyer', user_agent: 'lightMyRequest' });
    expect(viewed.ip).toMatch(/^10\./);
  });

  it('counts a refresh from the same browser as one view, and a view from elsewhere again', async () => {
    const { id, buyerToken } = await acceptedTransaction();
    const from = { remoteAddress: '10.200.0.1', headers: { 'user-agent': 'Firefox/128.0' } };
    await t.call({ method: 'GET', url: `/api/v1/contract-signing?signing_token=${buyerToken}`, ...from });
    await t.call({ method: 'GET', url: `/api/v1/contract-signing?signing_token=${buyerToken}`, ...from });
    await t.call({ method: 'GET', url: `/api/v1/contract-signing?signing_token=${buyerToken}`, remoteAddress: '10.200.0.2', headers: { 'user-agent': 'Safari/17' } });
    const views = (await eventRows(t.database.db, id)).filter((event) => event.event === 'viewed');
    expect(views.map((event) => [event.ip, event.user_agent])).toEqual([
      ['10.200.0.1', 'Firefox/128.0'],
      ['10.200.0.2', 'Safari/17'],
    ]);
  });

  it('lets the signed-in buyer and seller open it by transaction id, each with their own turn', async () => {
    const { buyer, seller, id } = await acceptedTransaction();
    const asBuyer = (await view(`transaction_id=${id}`, buyer.token)).json() as ViewBody;
    expect(asBuyer).toMatchObject({ role: 'buyer', can_sign: true, reason: null, preview_url: `/api/v1/contract-signing/preview?transaction_id=${id}` });
    const asSeller = await view(`transaction_id=${id}`, seller.token);
    expect(asSeller.statusCode).toBe(200);
    expect(asSeller.json() as ViewBody).toMatchObject({ role: 'seller', can_sign: false, reason: m.notYourTurn });
  });

  it('refuses unknown, expired and malformed links', async () => {
    const { id, buyerToken } = await acceptedTransaction();
    expectError(await view(`signing_token=${'x'.repeat(43)}`), 404, m.linkInvalid);
    expectError(await view('signing_token=short'), 422, m.linkInvalid);
    expectError(await view(''), 422, m.linkInvalid);
    await t.database.db.update(contractSigners).set({ token_expires_at: new Date(Date.now() - 1000) }).where(eq(contractSigners.transaction_id, id));
    expectError(await view(`signing_token=${buyerToken}`), 404, m.linkInvalid);
    expect((await eventRows(t.database.db, id)).some((event) => event.event === 'viewed')).toBe(false);
  });

  it("refuses a link opened while signed in as someone else (403), but not the link's own party", async () => {
    const { buyer, seller, buyerToken } = await acceptedTransaction();
    for (const other of [seller, stranger, admin]) expectError(await view(`signing_token=${buyerToken}`, other.token), 403, m.linkOtherParty);
    expect((await view(`signing_token=${buyerToken}`, buyer.token)).statusCode).toBe(200);
  });

  it('is for the buyer and seller only: the realtor, admins and strangers hear 404, anonymous callers 401', async () => {
    const { realtor, id } = await acceptedTransaction();
    for (const other of [realtor, admin, stranger]) expectError(await view(`transaction_id=${id}`, other.token), 404, m.notFound);
    expectError(await view(`transaction_id=${id}`), 401, 'Unauthenticated.');
  });
});

describe('GET /contract-signing/preview', () => {
  it('answers the contract as a PDF shown inline, never cached or sniffed, for its party only', async () => {
    const { buyer, realtor, id, buyerToken } = await acceptedTransaction();
    for (const response of [await preview(`signing_token=${buyerToken}`), await preview(`transaction_id=${id}`, buyer.token)]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`inline; filename="contract-${id}.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const text = (await pdfPageTexts(response.rawPayload)).join('\n');
      expect(text).toContain('Jane Buyer');
      expect(text).toContain('$651,000.00');
      expect(text).toContain('Appraisal');
      expect(text).toContain('April 15, 2030');
    }
    expectError(await preview(`transaction_id=${id}`, realtor.token), 404, m.notFound);
    expectError(await preview(`signing_token=${'y'.repeat(43)}`), 404, m.linkInvalid);
  });

  it("takes a signed-in party's session as ?token=, since a frame or link cannot send a header", async () => {
    const { buyer, seller, id, buyerToken } = await acceptedTransaction();
    const framed = await preview(`transaction_id=${id}&token=${buyer.token}`);
    expect(framed.statusCode).toBe(200);
    expect(framed.headers['content-type']).toBe('application/pdf');
    expectError(await preview(`transaction_id=${id}&token=${'n'.repeat(43)}`), 401, 'Unauthenticated.');
    expectError(await preview(`transaction_id=${id}`), 401, 'Unauthenticated.');
    expectError(await preview(`signing_token=${buyerToken}&token=${seller.token}`), 403, m.linkOtherParty);
    expect((await preview(`signing_token=${buyerToken}&token=${buyer.token}`)).statusCode).toBe(200);
  });
});

describe('signing in turn', () => {
  it('does not let the seller sign before the buyer', async () => {
    const { seller, id } = await acceptedTransaction();
    expectError(await sign({ transaction_id: id, ...typed('Sam Seller') }, seller.token), 409, m.notYourTurn);
    expect((await transactionRow(t.database.db, id)).status_id).toBe(1);
    expect((await signerRows(t.database.db, id)).every((signer) => signer.signed_at === null)).toBe(true);
  });

  it.each([
    [{ ...typed(), consent: false }, 'consent', m.consentRequired],
    [{ signature_type: 'typed', typed_name: 'Jane Buyer' }, 'consent', m.consentRequired],
    [{ consent: true }, 'signature_type', m.signatureRequired],
    [typed('J'), 'typed_name', m.typedNameMismatch],
    [typed('   '), 'typed_name', m.typedNameMismatch],
    [typed('12'), 'typed_name', m.typedNameMismatch],
    [{ consent: true, signature_type: 'typed' }, 'typed_name', m.typedNameMismatch],
    [{ consent: true, signature_type: 'drawn' }, 'drawn_signature', m.drawnInvalid],
    [drawn('https://example.com/signature.png'), 'drawn_signature', m.drawnInvalid],
    [drawn(`data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}`), 'drawn_signature', m.drawnInvalid],
    [drawn(`data:image/png;base64,${Buffer.from('GIF89a not a png at all, just text').toString('base64')}`), 'drawn_signature', m.drawnInvalid],
    [drawn('data:image/png;base64,%%%not-base64%%%'), 'drawn_signature', m.drawnInvalid],
    // Over 200 kB of PNG bytes (the signature only says PNG; the size decides).
    [drawn(pngDataUrl(Buffer.concat([pngImage(2, 2), Buffer.alloc(205 * 1024)]))), 'drawn_signature', m.drawnInvalid],
    // A PNG header with a broken body cannot be embedded in the contract.
    [drawn(pngDataUrl(Buffer.concat([pngImage(2, 2).subarray(0, 33), Buffer.from('garbage')]))), 'drawn_signature', m.drawnInvalid],
  ])('refuses a signature without consent or that cannot be read (%#)', async (payload, field, message) => {
    const { id, buyerToken } = await acceptedTransaction();
    expectError(await sign({ signing_token: buyerToken, ...payload }), 422, message, { [field]: message });
    expect((await transactionRow(t.database.db, id)).status_id).toBe(1);
    expect((await signerRows(t.database.db, id))[0]!.signed_at).toBeNull();
  });

  it('takes the signer from the link: a link opened by another signed-in party cannot sign, and a used link is dead', async () => {
    const { buyer, seller, id, buyerToken } = await acceptedTransaction();
    expectError(await sign({ signing_token: buyerToken, ...typed('Sam Seller') }, seller.token), 403, m.linkOtherParty);
    expect((await signerRows(t.database.db, id)).every((signer) => signer.signed_at === null)).toBe(true);

    expect((await sign({ signing_token: buyerToken, ...typed() }, buyer.token)).statusCode).toBe(200);
    const signers = await signerRows(t.database.db, id);
    expect(signers.find((signer) => signer.role === 'buyer')!.signed_at).not.toBeNull();
    expect(signers.find((signer) => signer.role === 'seller')!.signed_at).toBeNull();
    // The buyer's link is used up, so it can neither sign again nor sign for the seller.
    expectError(await sign({ signing_token: buyerToken, ...typed('Sam Seller') }), 404, m.linkInvalid);
    expectError(await view(`signing_token=${buyerToken}`), 404, m.linkInvalid);
    expectError(await sign({ transaction_id: id, ...typed() }, buyer.token), 409, m.alreadySigned);
  });
});

describe('the full signing: buyer types, seller draws', () => {
  let ctx: Awaited<ReturnType<typeof acceptedTransaction>>;
  let contractPagesAtBuyerSigned: number;
  let transaction: Awaited<ReturnType<typeof transactionRow>>;
  let stored: Buffer;

  beforeAll(async () => {
    ctx = await acceptedTransaction();
  });

  it('records the buyer’s consent and typed signature, moves to Buyer Signed and sends the seller their link', async () => {
    const { buyer, seller, realtor, id, buyerToken } = ctx;
    expect((await view(`signing_token=${buyerToken}`)).statusCode).toBe(200);
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/contract-signing/sign',
      payload: { signing_token: buyerToken, ...typed('  Jane   Buyer ') },
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': 'Mozilla/5.0 Firefox/128.0' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ChangeBody;
    expect(body.message).toBe(m.signed);
    expect(body.data).toMatchObject({ role: 'buyer', can_sign: false, reason: m.alreadySigned, transaction: { status_id: 2, status: { name: 'Buyer Signed' } } });

    const buyerSigner = (await signerRows(t.database.db, id)).find((signer) => signer.role === 'buyer')!;
    expect(buyerSigner).toMatchObject({ user_id: buyer.user.id, signature_type: 'typed', typed_name: 'Jane Buyer', drawn_signature: null, signed_ip: '203.0.113.9', signed_user_agent: 'Mozilla/5.0 Firefox/128.0' });
    expect(buyerSigner.consented_at).toEqual(buyerSigner.signed_at);
    const events = await eventRows(t.database.db, id);
    expect(events.slice(-3).map((event) => [event.event, event.role, event.ip, event.user_agent])).toEqual([
      ['consented', 'buyer', '203.0.113.9', 'Mozilla/5.0 Firefox/128.0'],
      ['signed', 'buyer', '203.0.113.9', 'Mozilla/5.0 Firefox/128.0'],
      ['sent', 'buyer', '203.0.113.9', 'Mozilla/5.0 Firefox/128.0'],
    ]);
    expect(events.at(-2)!.detail).toBe('Typed signature: Jane Buyer');

    const sellerToken = await signingTokenSentTo(t, seller.user.email);
    const sellerSigner = (await signerRows(t.database.db, id)).find((signer) => signer.role === 'seller')!;
    expect(createHash('sha256').update(sellerToken).digest('hex')).toBe(sellerSigner.token_hash);
    for (const person of [seller, realtor]) {
      const notes = await t.database.db.select().from(notifications).where(eq(notifications.user_id, person.user.id));
      expect(notes.some((note) => note.message.includes('Jane Buyer signed') && note.path === `/transactions/${id}`)).toBe(true);
    }
    // The preview now carries the buyer's signature; its page count is the contract's.
    const pdf = await preview(`signing_token=${sellerToken}`);
    expect((await pdfPageTexts(pdf.rawPayload)).join('\n')).toContain('Signed electronically');
    contractPagesAtBuyerSigned = (await PDFDocument.load(pdf.rawPayload)).getPageCount();
  });

  it("completes with the seller's drawn signature: Contract Signed, the executed PDF stored and its digest kept", async () => {
    const { seller, id } = ctx;
    const sellerToken = await signingTokenSentTo(t, seller.user.email);
    expect((await view(`signing_token=${sellerToken}`)).json()).toMatchObject({ role: 'seller', can_sign: true });
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/contract-signing/sign',
      payload: { signing_token: sellerToken, ...drawn() },
      remoteAddress: '198.51.100.4',
      headers: { 'user-agent': 'Safari/17.0' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ChangeBody;
    expect(body.message).toBe(m.completed);
    transaction = await transactionRow(t.database.db, id);
    expect(transaction.status_id).toBe(3);
    expect(transaction.contract_path).toMatch(/^contracts\/[0-9a-f-]{36}\.pdf$/);
    expect(transaction.completed_at).not.toBeNull();
    expect(body.data.transaction.contract).toEqual({ path: transaction.contract_path, sha256: transaction.contract_sha256, completed_at: transaction.completed_at!.toISOString() });

    stored = (await t.app.platform.storage.get(transaction.contract_path!))!;
    expect(sha256(stored)).toBe(transaction.contract_sha256);
    const doc = await PDFDocument.load(stored);
    expect(doc.getPageCount()).toBe(contractPagesAtBuyerSigned + 1);
  });

  it('carries both signatures, and a certificate page with every event and the digest of the contract pages', async () => {
    const texts = await pdfPageTexts(stored);
    const contractText = texts.slice(0, -1).join('\n');
    expect(contractText).toContain('Jane Buyer');
    expect(contractText.match(/Signed electronically/g)).toHaveLength(2);
    expect(contractText).toContain('(drawn)');
    expect(Buffer.from(stored).toString('latin1')).toMatch(/\/Subtype \/Image/);

    const certificate = texts.at(-1)!;
    expect(certificate).toContain('Certificate of Completion');
    const events = await eventRows(t.database.db, ctx.id);
    expect(events.map((event) => event.event)).toEqual(['created', 'sent', 'viewed', 'consented', 'signed', 'sent', 'viewed', 'consented', 'signed', 'completed']);
    const completed = events.at(-1)!;
    const contractDigest = /SHA-256 of the contract pages: ([0-9a-f]{64})/.exec(completed.detail ?? '')![1]!;
    expect(certificate).toContain(contractDigest);
    // The certificate states the contract pages' digest, not the file's (which cannot be inside itself).
    expect(contractDigest).not.toBe(transaction.contract_sha256);
    for (const event of events) {
      expect(event.ip, `${event.event} has an IP`).toBeTruthy();
      expect(event.user_agent, `${event.event} has a user agent`).toBeTruthy();
      expect(certificate).toContain(event.ip!);
    }
    expect(certificate).toContain('198.51.100.4');
    expect(certificate).toContain('Safari/17.0');
  });

  it('mails both parties the way to the executed contract and tells everyone', async () => {
    const { buyer, seller, realtor, id } = ctx;
    await t.app.platform.mailer.idle();
    for (const person of [buyer, seller]) {
      const mails = await outboxFor(t.database.db, person.user.email, 'email');
      const done = mails.find((mail) => mail.subject?.includes('is signed'));
      expect(done?.body_text).toContain(`http://openhouse.test/transactions/${id}`);
      expect(done?.body_text).toContain(transaction.contract_sha256!);
    }
    for (const person of [buyer, seller, realtor]) {
      const notes = await t.database.db.select().from(notifications).where(eq(notifications.user_id, person.user.id));
      expect(notes.some((note) => note.message.includes('signed by both parties') && note.path === `/transactions/${id}`)).toBe(true);
    }
  });

  it('serves the executed contract at /storage/{path} to its parties and admins only', async () => {
    const url = `/api/v1/storage/${transaction.contract_path}`;
    for (const person of [ctx.buyer, ctx.seller, ctx.realtor, admin]) {
      const response = await t.call({ method: 'GET', url, token: person.token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(sha256(response.rawPayload)).toBe(transaction.contract_sha256);
    }
    const download = await t.call({ method: 'GET', url: `${url}?download=1&token=${ctx.buyer.token}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(`contract-${ctx.id}.pdf`);
    expectError(await t.call({ method: 'GET', url, token: stranger.token }), 404, 'Not found.');
    const otherRealtor = await t.user({ roles: ['Realtor'] });
    expectError(await t.call({ method: 'GET', url, token: otherRealtor.token }), 404, 'Not found.');
    expectError(await t.call({ method: 'GET', url }), 401, 'Unauthenticated.');
    expectError(await t.call({ method: 'GET', url: '/api/v1/storage/contracts/00000000-0000-0000-0000-000000000000.pdf', token: ctx.buyer.token }), 404, 'Not found.');
  });

  it('serves it also to the listing\'s current realtor, who may read the transaction and is offered the download', async () => {
    const url = `/api/v1/storage/${transaction.contract_path}`;
    const newRealtor = await t.user({ roles: ['Realtor'] });
    await t.database.db.update(properties).set({ realtor_id: newRealtor.user.id }).where(eq(properties.id, transaction.property_id));
    try {
      const read = await t.call({ method: 'GET', url: `/api/v1/property-transactions/${ctx.id}`, token: newRealtor.token });
      expect((read.json() as { data: PropertyTransaction }).data.contract?.path).toBe(transaction.contract_path);
      const response = await t.call({ method: 'GET', url, token: newRealtor.token });
      expect(response.statusCode).toBe(200);
      expect(sha256(response.rawPayload)).toBe(transaction.contract_sha256);
    } finally {
      await t.database.db.update(properties).set({ realtor_id: ctx.realtor.user.id }).where(eq(properties.id, transaction.property_id));
    }
  });

  it('is closed for signing and declining once complete', async () => {
    const { buyer, seller, id } = ctx;
    expectError(await sign({ transaction_id: id, ...typed('Sam Seller') }, seller.token), 409, m.alreadySigned);
    expectError(await decline({ transaction_id: id, reason: 'Changed my mind' }, buyer.token), 409, m.notActive);
    const sellerView = (await view(`transaction_id=${id}`, seller.token)).json() as ViewBody;
    expect(sellerView).toMatchObject({ can_sign: false, reason: m.alreadySigned });
    // The preview is now the executed file itself.
    expect(sha256((await preview(`transaction_id=${id}`, seller.token)).rawPayload)).toBe(transaction.contract_sha256);
  });
});

describe('declining', () => {
  it('cancels the transaction with the reason, tells everyone, and lets the property accept a bid again', async () => {
    const { buyer, seller, realtor, bid, id, buyerToken } = await acceptedTransaction();
    const response = await decline({ signing_token: buyerToken, reason: 'The inspection found problems.' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ChangeBody;
    expect(body.message).toBe(m.declined);
    expect(body.data).toMatchObject({ can_sign: false, reason: m.notActive, transaction: { status_id: 6, status: { name: 'Cancelled' } } });
    const row = await transactionRow(t.database.db, id);
    expect(row).toMatchObject({ status_id: 6, cancel_reason: 'The inspection found problems.' });
    const declined = (await eventRows(t.database.db, id)).at(-1)!;
    expect(declined).toMatchObject({ event: 'declined', role: 'buyer', detail: 'The inspection found problems.' });
    expect(declined.ip).toBeTruthy();
    expect(declined.user_agent).toBeTruthy();
    for (const person of [buyer, seller, realtor]) {
      const notes = await t.database.db.select().from(notifications).where(eq(notifications.user_id, person.user.id));
      expect(notes.some((note) => note.message.includes('declined to sign'))).toBe(true);
    }
    expect((await acceptBid(t, realtor.token, bid)).statusCode).toBe(201);
  });

  it('lets the seller decline before the buyer has signed, but not a party who has signed', async () => {
    const first = await acceptedTransaction();
    expect((await decline({ transaction_id: first.id, reason: 'No longer selling.' }, first.seller.token)).statusCode).toBe(200);
    expect((await transactionRow(t.database.db, first.id)).status_id).toBe(6);

    const second = await acceptedTransaction();
    expect((await sign({ signing_token: second.buyerToken, ...typed() })).statusCode).toBe(200);
    expectError(await decline({ transaction_id: second.id, reason: 'Too late' }, second.buyer.token), 409, m.alreadySigned);
    expect((await transactionRow(t.database.db, second.id)).status_id).toBe(2);
  });

  it('needs a reason', async () => {
    const { id, buyerToken } = await acceptedTransaction();
    expectError(await decline({ signing_token: buyerToken, reason: '  ' }), 422, m.reasonRequired, { reason: m.reasonRequired });
    expectError(await decline({ signing_token: buyerToken }), 422, m.reasonRequired);
    expect((await transactionRow(t.database.db, id)).status_id).toBe(1);
  });
});

describe('voiding', () => {
  it('lets the listing side cancel a contract still out for signature; the signing page then says so', async () => {
    const { realtor, buyer, seller, id, buyerToken } = await acceptedTransaction();
    const response = await t.call({ method: 'POST', url: `/api/v1/property-transactions/${id}/void`, token: realtor.token, payload: { reason: 'Wrong buyer' } });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { message: string }).message).toBe(m.voided);
    expect(await transactionRow(t.database.db, id)).toMatchObject({ status_id: 6, cancel_reason: 'Wrong buyer' });
    const voided = (await eventRows(t.database.db, id)).at(-1)!;
    expect(voided).toMatchObject({ event: 'voided', role: 'realtor', user_id: realtor.user.id, detail: 'Wrong buyer' });
    expect((await view(`signing_token=${buyerToken}`)).json()).toMatchObject({ can_sign: false, reason: m.notActive });
    expectError(await sign({ signing_token: buyerToken, ...typed() }), 409, m.notActive);
    for (const person of [buyer, seller]) {
      const notes = await t.database.db.select().from(notifications).where(eq(notifications.user_id, person.user.id));
      expect(notes.some((note) => note.message.includes('was voided'))).toBe(true);
    }
  });

  it('lets the seller void after the buyer signed, but nobody once both have', async () => {
    const { seller, id, buyerToken } = await acceptedTransaction();
    expect((await sign({ signing_token: buyerToken, ...typed() })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/v1/property-transactions/${id}/void`, token: seller.token, payload: { reason: 'Sold elsewhere' } })).statusCode).toBe(200);

    const other = await acceptedTransaction();
    expect((await sign({ signing_token: other.buyerToken, ...typed() })).statusCode).toBe(200);
    expect((await sign({ signing_token: await signingTokenSentTo(t, other.seller.user.email), ...typed('Sam Seller') })).statusCode).toBe(200);
    expectError(await t.call({ method: 'POST', url: `/api/v1/property-transactions/${other.id}/void`, token: other.realtor.token, payload: { reason: 'x' } }), 409, m.cannotVoid);
    expect((await transactionRow(t.database.db, other.id)).status_id).toBe(3);
  });
});

describe('rate limits', () => {
  it('stops a client guessing signing tokens', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 32; n += 1) {
      const response = await t.call({ method: 'GET', url: `/api/v1/contract-signing?signing_token=${'g'.repeat(30)}${n}`, remoteAddress: '10.250.0.1' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('request logs', () => {
  it('never contain a signing token, whether it came in the query, the body or the e-mailed page link', async () => {
    const { buyerToken, id } = await acceptedTransaction();
    // The same app as production builds it, logging at info level, on this file's database.
    const logged = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database: t.database });
    const lines: string[] = [];
    const stream = (logged.log as unknown as Record<symbol, { write: (line: string) => boolean }>)[symbols.streamSym]!;
    stream.write = (line: string) => lines.push(line) > 0;
    try {
      await logged.ready();
      const calls = [
        { method: 'GET', url: `/api/v1/contract-signing?signing_token=${buyerToken}` },
        { method: 'GET', url: `/api/v1/contract-signing/preview?signing_token=${buyerToken}&x=1` },
        { method: 'GET', url: `/sign/${buyerToken}` },
        { method: 'POST', url: '/api/v1/contract-signing/decline', payload: { signing_token: buyerToken, reason: 'Logged' } },
        { method: 'GET', url: `/api/v1/contract-signing?signing_token=${buyerToken}` },
      ] as const;
      for (const call of calls) await logged.inject({ ...call, remoteAddress: '10.251.0.1' });
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    // The calls were logged (with their paths), and the token in none of them.
    expect(log).toContain('/api/v1/contract-signing?signing_token=[redacted]');
    expect(log).toContain('/sign/[redacted]');
    expect(log).not.toContain(buyerToken);
    // The decline went through, so the body was read and still not logged.
    expect((await transactionRow(t.database.db, id)).status_id).toBe(6);
  });
});
