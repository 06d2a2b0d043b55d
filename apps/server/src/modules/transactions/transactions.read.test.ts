import type { Deal } from '@openhouse/shared/transactions/deal';
import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import type { PropertyTransaction, SigningView } from '@openhouse/shared/transactions/schemas';
import { TRANSACTION_STATUSES } from '@openhouse/shared/transactions/statuses';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { listingWithSides } from '../../../test/helpers/properties';
import { acceptBid, eventRows, insertAuction, insertBid } from '../../../test/helpers/transactions';
import { notifications } from '../notifications/notifications.schema';
import { properties } from '../properties/properties.schema';
import { propertyTransactions } from './transactions.schema';

type Person = { user: { id: number; email: string }; token: string };
type ListBody = { data: PropertyTransaction[]; current_page: number; last_page: number; per_page: number; from: number | null; to: number | null; total: number };

let t: TestApp;
let admin: Person;
let stranger: Person;
/** Property A: realtor, seller; first buyer's transaction cancelled, second buyer's open. */
let a: Awaited<ReturnType<typeof listingWithSides>>;
/** Property C: another realtor and seller; the first buyer's open transaction. */
let c: Awaited<ReturnType<typeof listingWithSides>>;
let firstBuyer: Person;
let secondBuyer: Person;
let cancelled: number;
let open: number;
let elsewhere: number;

async function accept(side: Person, propertyId: number, auction: Awaited<ReturnType<typeof insertAuction>>, buyer: Person, amount: number): Promise<number> {
  const bid = await insertBid(t.database.db, auction, { buyer: buyer.user, amount });
  const response = await acceptBid(t, side.token, { id: bid.id, property_id: propertyId });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { propertyTransaction: PropertyTransaction } }).data.propertyTransaction.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ roles: ['Admin'] });
  stranger = await t.user({ roles: ['Buyer'] });
  firstBuyer = await t.user({ roles: ['Buyer'] });
  secondBuyer = await t.user({ roles: ['Buyer'] });
  a = await listingWithSides(t);
  c = await listingWithSides(t);
  const auctionA = await insertAuction(t.database.db, a.property);
  const auctionC = await insertAuction(t.database.db, c.property);
  cancelled = await accept(a.realtor, a.property.id, auctionA, firstBuyer, 660000);
  const voided = await t.call({ method: 'POST', url: `/api/v1/property-transactions/${cancelled}/void`, token: a.realtor.token, payload: { reason: 'Financing fell through' } });
  expect(voided.statusCode, voided.body).toBe(200);
  open = await accept(a.seller, a.property.id, auctionA, secondBuyer, 670000);
  elsewhere = await accept(c.realtor, c.property.id, auctionC, firstBuyer, 700000);
});
afterAll(async () => t?.close());

const list = (token: string | undefined, query = '') => t.call({ method: 'GET', url: `/api/v1/property-transactions${query}`, token });
const ids = async (token: string, query = '') => {
  const response = await list(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ListBody).data.map((row) => row.id);
};

describe('GET /property-transactions', () => {
  it("lists the caller's transactions as buyer, seller or realtor, newest first", async () => {
    expect(await ids(firstBuyer.token)).toEqual([elsewhere, cancelled]);
    expect(await ids(secondBuyer.token)).toEqual([open]);
    expect(await ids(a.realtor.token)).toEqual([open, cancelled]);
    expect(await ids(a.seller.token)).toEqual([open, cancelled]);
    expect(await ids(c.realtor.token)).toEqual([elsewhere]);
    expect(await ids(stranger.token)).toEqual([]);
    expect(await ids(admin.token)).toEqual([elsewhere, open, cancelled]);
  });

  it("shows a property's listing side all of its transactions, and anyone else only their own", async () => {
    const query = `?property_id=${a.property.id}`;
    expect(await ids(a.realtor.token, query)).toEqual([open, cancelled]);
    expect(await ids(admin.token, query)).toEqual([open, cancelled]);
    expect(await ids(firstBuyer.token, query)).toEqual([cancelled]);
    expect(await ids(secondBuyer.token, query)).toEqual([open]);
    expect(await ids(c.realtor.token, query)).toEqual([]);
    expect(await ids(stranger.token, query)).toEqual([]);
  });

  it('filters by status and pages', async () => {
    expect(await ids(a.realtor.token, '?status_id=6')).toEqual([cancelled]);
    expect(await ids(a.realtor.token, '?status_id=1')).toEqual([open]);
    const page = (await list(a.realtor.token, '?per_page=1&page=2')).json() as ListBody;
    expect(page).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, from: 2, to: 2, total: 2 });
    expect(page.data.map((row) => row.id)).toEqual([cancelled]);
    expect((await list(a.realtor.token, '?per_page=101')).statusCode).toBe(422);
    expect((await list(a.realtor.token, '?status_id=9')).statusCode).toBe(422);
  });

  it("answers each row with the caller's part in it and whether it is their turn to sign", async () => {
    const rows = ((await list(firstBuyer.token)).json() as ListBody).data;
    expect(rows.map((row) => [row.id, row.my_role, row.can_sign, row.status.name])).toEqual([
      [elsewhere, 'buyer', true, 'Contract Sent'],
      [cancelled, 'buyer', false, 'Cancelled'],
    ]);
    const asRealtor = ((await list(a.realtor.token)).json() as ListBody).data;
    expect(asRealtor.map((row) => [row.my_role, row.can_sign])).toEqual([
      ['realtor', false],
      ['realtor', false],
    ]);
  });

  it('needs a session', async () => {
    expectError(await list(undefined), 401, 'Unauthenticated.');
  });
});

describe('GET /property-transactions/{id}', () => {
  const read = (id: number, token?: string) => t.call({ method: 'GET', url: `/api/v1/property-transactions/${id}`, token });

  it('answers its parties and admins, each with their role', async () => {
    for (const [person, role, canSign] of [
      [secondBuyer, 'buyer', true],
      [a.seller, 'seller', false],
      [a.realtor, 'realtor', false],
      [admin, 'admin', false],
    ] as const) {
      const response = await read(open, person.token);
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { data: PropertyTransaction }).data).toMatchObject({ id: open, my_role: role, can_sign: canSign, status_id: 1 });
    }
  });

  it('is unknown (404) to everyone else, and needs a session', async () => {
    for (const person of [stranger, firstBuyer, c.realtor, c.seller]) expectError(await read(open, person.token), 404, m.notFound);
    expectError(await read(999_999, admin.token), 404, m.notFound);
    expectError(await read(open), 401, 'Unauthenticated.');
    expect((await t.call({ method: 'GET', url: '/api/v1/property-transactions/abc', token: admin.token })).statusCode).toBe(422);
  });

  it("answers the property's current listing side when its seller changed after the bid was accepted", async () => {
    const newSeller = await t.user({ roles: ['Seller'] });
    await t.database.db.update(properties).set({ seller_id: newSeller.user.id }).where(eq(properties.id, a.property.id));
    try {
      const response = await read(open, newSeller.token);
      expect(response.statusCode).toBe(200);
      expect((response.json() as { data: PropertyTransaction }).data).toMatchObject({ my_role: 'seller', can_sign: false, seller_id: a.seller.user.id });
      expect(await ids(newSeller.token, `?property_id=${a.property.id}`)).toEqual([open, cancelled]);
    } finally {
      await t.database.db.update(properties).set({ seller_id: a.seller.user.id }).where(eq(properties.id, a.property.id));
    }
  });
});

describe('GET /transaction_status', () => {
  it('answers the six statuses to anyone', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/transaction_status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: TRANSACTION_STATUSES });
    expect(TRANSACTION_STATUSES.map((status) => status.name)).toEqual(['Contract Sent', 'Buyer Signed', 'Contract Signed', 'In Escrow', 'Closed', 'Cancelled']);
  });
});

describe('PUT /property-transactions/{id}: after signing', () => {
  let signed: Awaited<ReturnType<typeof listingWithSides>>;
  let id: number;
  let buyer: Person;
  const put = (token: string | undefined, statusId: unknown, target = id) =>
    t.call({ method: 'PUT', url: `/api/v1/property-transactions/${target}`, token, payload: { status_id: statusId } });

  beforeAll(async () => {
    signed = await listingWithSides(t);
    buyer = await t.user({ roles: ['Buyer'] });
    id = await accept(signed.realtor, signed.property.id, await insertAuction(t.database.db, signed.property), buyer, 700000);
    await t.database.db.update(propertyTransactions).set({ status_id: 3 }).where(eq(propertyTransactions.id, id));
  });

  const statusOf = async (target: number) => (await t.database.db.select().from(propertyTransactions).where(eq(propertyTransactions.id, target)))[0]!.status_id;

  it('is refused to the buyer and seller (403), strangers (404) and anonymous callers (401), changing nothing', async () => {
    for (const person of [buyer, signed.seller]) expectError(await put(person.token, 4), 403, 'This action is unauthorized.');
    for (const person of [stranger, c.realtor]) expectError(await put(person.token, 4), 404, m.notFound);
    expectError(await put(undefined, 4), 401, 'Unauthenticated.');
    expect(await statusOf(id)).toBe(3);
  });

  it('accepts only In Escrow (4) or Closed (5)', async () => {
    for (const status of [1, 2, 3, 6, 'escrow']) expect((await put(signed.realtor.token, status)).statusCode).toBe(422);
    expect(await statusOf(id)).toBe(3);
  });

  it('cannot skip a step', async () => {
    expectError(await put(signed.realtor.token, 5), 409, m.statusStepInvalid);
    expect(await statusOf(id)).toBe(3);
    expect((await eventRows(t.database.db, id)).map((event) => event.event)).toEqual(['created', 'sent']);
  });

  it('lets the realtor move it to In Escrow and then Closed, one step at a time, telling the parties', async () => {
    const escrow = await t.call({
      method: 'PUT',
      url: `/api/v1/property-transactions/${id}`,
      token: signed.realtor.token,
      payload: { status_id: 4 },
      remoteAddress: '203.0.113.40',
      headers: { 'user-agent': 'Mozilla/5.0 Firefox/128.0' },
    });
    expect(escrow.statusCode, escrow.body).toBe(200);
    expect(escrow.json()).toMatchObject({ message: m.statusUpdated, data: { id, status_id: 4, status: { id: 4, name: 'In Escrow' }, my_role: 'realtor' } });
    expectError(await put(signed.realtor.token, 4), 409, m.statusStepInvalid);
    const closed = await put(admin.token, '5');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ data: { status: { name: 'Closed' }, my_role: 'admin' } });
    expectError(await put(signed.realtor.token, 5), 409, m.statusStepInvalid);

    // Each move is a step of the audit trail, with who, when, from where; refused moves leave none.
    const moves = (await eventRows(t.database.db, id)).filter((event) => event.event === 'in_escrow' || event.event === 'closed');
    expect(moves).toMatchObject([
      { event: 'in_escrow', role: 'realtor', user_id: signed.realtor.user.id, ip: '203.0.113.40', user_agent: 'Mozilla/5.0 Firefox/128.0', detail: 'Contract Signed to In Escrow' },
      { event: 'closed', role: 'admin', user_id: admin.user.id, ip: '127.0.0.1', user_agent: 'lightMyRequest', detail: 'In Escrow to Closed' },
    ]);
    for (const move of moves) expect(Date.now() - move.created_at.getTime()).toBeLessThan(60_000);
    // The parties read them where the events are listed: the signing page's history.
    const history = await t.call({ method: 'GET', url: `/api/v1/contract-signing?transaction_id=${id}`, token: buyer.token, remoteAddress: '10.240.0.1' });
    expect(history.statusCode, history.body).toBe(200);
    expect((history.json() as SigningView).events.map((event) => event.event)).toEqual(expect.arrayContaining(['in_escrow', 'closed']));
    for (const person of [buyer, signed.seller]) {
      const notes = await t.database.db.select().from(notifications).where(eq(notifications.user_id, person.user.id));
      expect(notes.filter((note) => note.path === `/transactions/${id}`).map((note) => note.message)).toEqual(
        expect.arrayContaining([expect.stringContaining('now In Escrow'), expect.stringContaining('now Closed')]),
      );
    }
  });

  it('does not move a contract that is not signed yet', async () => {
    expectError(await put(a.realtor.token, 4, open), 409, m.statusStepInvalid);
    expect(await statusOf(open)).toBe(1);
  });
});

describe('the deal record on GET /property-transactions/{id}', () => {
  type DetailBody = { data: PropertyTransaction & { deal: Deal } };
  const detail = async (token: string, id: number) => {
    const response = await t.call({ method: 'GET', url: `/api/v1/property-transactions/${id}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as DetailBody).data;
  };

  it("carries the accepted bid's escrow date, contingencies with due dates, funding and whose turn it is", async () => {
    const transaction = await detail(secondBuyer.token, open);
    const accepted = dayjs(transaction.transaction_date);
    expect(transaction.payment_method).toBe('Credit Card');
    expect(transaction.deal.escrow_closing_date).toBe('2030-03-01');
    expect(transaction.deal.contingencies).toEqual([
      { name: 'inspection', label: 'Inspection', due_date: accepted.add(17, 'day').format('YYYY-MM-DD') },
      { name: 'loan', label: 'Loan', due_date: accepted.add(21, 'day').format('YYYY-MM-DD') },
    ]);
    expect(transaction.deal.no_contingency).toBe(false);
    expect(transaction.deal.funding).toEqual({ kind: 'financed', label: 'Mortgage / financing' });
    expect(transaction.deal.turn).toEqual({ role: 'buyer', text: 'The buyer signs the contract.' });
    expect(transaction.deal.status_history.map((step) => step.name)).toEqual(['Contract Sent']);
    expect(transaction.deal.events.map((event) => event.event)).toEqual(expect.arrayContaining(['created', 'sent']));
  });

  it('dates the cancellation in the status history and leaves nobody a turn', async () => {
    const transaction = await detail(a.realtor.token, cancelled);
    expect(transaction.deal.status_history.map((step) => step.name)).toEqual(['Contract Sent', 'Cancelled']);
    expect(transaction.deal.turn.role).toBeNull();
  });

  it('is not shown to anyone outside the deal', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v1/property-transactions/${open}`, token: stranger.token });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('escrow_closing_date');
  });
});
