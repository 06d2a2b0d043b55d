import { documentMessages } from '@openhouse/shared/properties/documents';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, nextIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty } from '../../../test/helpers/properties';
import { notifications } from '../notifications/notifications.schema';
import type { PropertyRow } from '../properties/properties.access';
import { documentPermissions } from './property-documents.schema';

type Person = { user: { id: number; name: string; email: string }; token: string };
type Permission = {
  id: number;
  property_id: number;
  status: string;
  message: string | null;
  user: { id: number; name: string; email: string };
  property: { id: number; label: string; street_address: string };
  decided_at: string | null;
  created_at: string;
};
type PageBody = { data: Permission[]; total: number; current_page: number; last_page: number; from: number | null; to: number | null };

let t: TestApp;
let realtor: Person;
let seller: Person;
let admin: Person;
let otherRealtor: Person;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  seller = await t.user({ roles: ['Seller'] });
  admin = await t.user({ roles: ['Admin'] });
  otherRealtor = await t.user({ roles: ['Realtor'] });
});
afterAll(async () => t?.close());

const listing = (overrides: Parameters<typeof insertProperty>[2] = {}) =>
  insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id, label: 'Lakeside cottage', ...overrides });
const buyer = () => t.user({ roles: ['Buyer'], name: 'Bea Buyer' });

function ask(token: string | undefined, payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/api/v1/permissions', payload, token, remoteAddress: nextIp() });
}

function decide(token: string | undefined, id: number, status: string) {
  return t.call({ method: 'PUT', url: `/api/v1/permissions/${id}`, payload: { status }, token });
}

async function notificationsOf(userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.id));
}

async function permissionRow(id: number) {
  const [row] = await t.database.db.select().from(documentPermissions).where(eq(documentPermissions.id, id));
  return row!;
}

describe('POST /permissions', () => {
  it('records the request and notifies the realtor and the seller with a link to the documents', async () => {
    const property = await listing();
    const asker = await buyer();
    const [realtorBefore, sellerBefore] = [(await notificationsOf(realtor.user.id)).length, (await notificationsOf(seller.user.id)).length];

    const response = await ask(asker.token, { property_id: property.id, message: '  We are pre-approved.  ' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; data: Permission };
    expect(body.message).toBe(documentMessages.requested);
    expect(body.data).toMatchObject({
      property_id: property.id,
      status: 'requested',
      message: 'We are pre-approved.',
      user: { id: asker.user.id, name: 'Bea Buyer', email: asker.user.email },
      property: { id: property.id, label: 'Lakeside cottage', street_address: property.street_address },
      decided_at: null,
    });

    for (const [person, before] of [
      [realtor, realtorBefore],
      [seller, sellerBefore],
    ] as const) {
      const list = await notificationsOf(person.user.id);
      expect(list).toHaveLength(before + 1);
      expect(list[0]).toMatchObject({
        message: `Bea Buyer asked for access to the documents of Lakeside cottage (${property.street_address}).`,
        path: `/properties/${property.id}/docs`,
      });
    }
  });

  it('notifies only the realtor when the listing has no seller', async () => {
    const property = await listing({ seller_id: null });
    const before = (await notificationsOf(seller.user.id)).length;
    const realtorBefore = (await notificationsOf(realtor.user.id)).length;
    expect((await ask((await buyer()).token, { property_id: property.id })).statusCode).toBe(200);
    expect(await notificationsOf(seller.user.id)).toHaveLength(before);
    expect(await notificationsOf(realtor.user.id)).toHaveLength(realtorBefore + 1);
  });

  it('refuses a second request while the first is pending, and one already granted (409)', async () => {
    const property = await listing();
    const asker = await buyer();
    const first = (await ask(asker.token, { property_id: property.id })).json() as { data: Permission };
    expectError(await ask(asker.token, { property_id: property.id }), 409, documentMessages.alreadyRequested);
    await decide(realtor.token, first.data.id, 'granted');
    expectError(await ask(asker.token, { property_id: property.id }), 409, documentMessages.alreadyGranted);
    expect((await permissionRow(first.data.id)).status).toBe('granted');
  });

  it('lets a denied user ask again, which reopens the same request', async () => {
    const property = await listing();
    const asker = await buyer();
    const first = (await ask(asker.token, { property_id: property.id, message: 'first' })).json() as { data: Permission };
    await decide(seller.token, first.data.id, 'denied');
    expect((await permissionRow(first.data.id)).decided_at).not.toBeNull();

    const again = await ask(asker.token, { property_id: property.id, message: 'please reconsider' });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as { data: Permission }).data).toMatchObject({ id: first.data.id, status: 'requested', message: 'please reconsider', decided_at: null });
    const row = await permissionRow(first.data.id);
    expect(row).toMatchObject({ status: 'requested', decided_by: null, decided_at: null });
  });

  it.each([
    ['the realtor', () => realtor],
    ['the seller', () => seller],
    ['an admin', () => admin],
  ])('answers 409 to %s, who already has access', async (_who, person) => {
    const property = await listing();
    expectError(await ask(person().token, { property_id: property.id }), 409, documentMessages.listingSideHasAccess);
    expect(await t.database.db.select().from(documentPermissions).where(eq(documentPermissions.property_id, property.id))).toEqual([]);
  });

  it('lets another realtor ask for a listing that is not theirs', async () => {
    const property = await listing();
    expect((await ask(otherRealtor.token, { property_id: property.id })).statusCode).toBe(200);
  });

  it('answers 401 to anonymous callers, 404 for an unknown property and 422 for bad input, recording nothing', async () => {
    const property = await listing();
    const asker = await buyer();
    expectError(await ask(undefined, { property_id: property.id }), 401, 'Unauthenticated.');
    expectError(await ask(asker.token, { property_id: 999999 }), 404, propertyMessages.notFound);
    expect((await ask(asker.token, { property_id: 'abc' })).statusCode).toBe(422);
    expect((await ask(asker.token, {})).statusCode).toBe(422);
    expect((await ask(asker.token, { property_id: property.id, message: 'x'.repeat(501) })).statusCode).toBe(422);
    expect(await t.database.db.select().from(documentPermissions).where(eq(documentPermissions.user_id, asker.user.id))).toEqual([]);
  });
});

describe('GET /permissions', () => {
  let first: PropertyRow;
  let second: PropertyRow;
  let foreign: PropertyRow;
  let askers: Person[];

  beforeAll(async () => {
    first = await listing();
    second = await listing({ seller_id: null });
    foreign = await insertProperty(t.database.db, otherRealtor.user.id);
    askers = [await buyer(), await buyer(), await buyer()];
    await ask(askers[0]!.token, { property_id: first.id });
    await ask(askers[1]!.token, { property_id: first.id });
    await ask(askers[2]!.token, { property_id: second.id });
    await ask(askers[0]!.token, { property_id: foreign.id });
  });

  const list = async (token: string, query = '') => {
    const response = await t.call({ method: 'GET', url: `/api/v1/permissions${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PageBody;
  };
  const mine = (body: PageBody, propertyIds: number[]) => body.data.filter((p) => propertyIds.includes(p.property_id));

  it('shows the realtor the requests on all their listings, newest first', async () => {
    const body = await list(realtor.token, '?per_page=100');
    const ours = mine(body, [first.id, second.id]);
    expect(ours.map((p) => [p.property_id, p.user.id])).toEqual([
      [second.id, askers[2]!.user.id],
      [first.id, askers[1]!.user.id],
      [first.id, askers[0]!.user.id],
    ]);
    expect(mine(body, [foreign.id])).toEqual([]);
  });

  it('narrows to one listing with property_id, and to a state with status', async () => {
    const body = await list(realtor.token, `?property_id=${first.id}`);
    expect(body.total).toBe(2);
    expect(body.data.every((p) => p.property_id === first.id)).toBe(true);
    expect((await list(realtor.token, `?property_id=${first.id}&status=granted`)).total).toBe(0);
  });

  it('shows the seller the requests on the listings they sell only', async () => {
    const body = await list(seller.token, '?per_page=100');
    expect(mine(body, [first.id])).toHaveLength(2);
    expect(mine(body, [second.id, foreign.id])).toEqual([]);
  });

  it('shows a requester only their own requests, even when asking by property', async () => {
    const body = await list(askers[0]!.token);
    expect(body.data.map((p) => p.property_id).sort()).toEqual([first.id, foreign.id].sort());
    expect(body.data.every((p) => p.user.id === askers[0]!.user.id)).toBe(true);
    const byProperty = await list(askers[0]!.token, `?property_id=${first.id}`);
    expect(byProperty.data.map((p) => p.user.id)).toEqual([askers[0]!.user.id]);
  });

  it('shows the other realtor only the request on their own listing', async () => {
    const body = await list(otherRealtor.token, '?per_page=100');
    expect(body.data.filter((p) => [first.id, second.id].includes(p.property_id))).toEqual([]);
    expect(mine(body, [foreign.id]).map((p) => p.user.id)).toEqual([askers[0]!.user.id]);
  });

  it('shows an admin the requests on every listing', async () => {
    const body = await list(admin.token, '?per_page=100');
    expect(mine(body, [first.id, second.id, foreign.id])).toHaveLength(4);
  });

  it('pages the list', async () => {
    const page1 = await list(realtor.token, `?property_id=${first.id}&per_page=1`);
    expect(page1).toMatchObject({ total: 2, current_page: 1, last_page: 2, from: 1, to: 1 });
    const page2 = await list(realtor.token, `?property_id=${first.id}&per_page=1&page=2`);
    expect(page2).toMatchObject({ current_page: 2, from: 2, to: 2 });
    expect(page2.data[0]!.id).not.toBe(page1.data[0]!.id);
    expect((await list(realtor.token, `?property_id=${first.id}&per_page=1&page=3`)).data).toEqual([]);
  });

  it('answers 401 to anonymous callers and 422 for a bad query', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/permissions' }), 401, 'Unauthenticated.');
    expect((await t.call({ method: 'GET', url: '/api/v1/permissions?status=maybe', token: realtor.token })).statusCode).toBe(422);
  });
});

describe('GET and PUT /permissions/{id}', () => {
  async function pending(): Promise<{ asker: Person; permission: Permission; property: PropertyRow }> {
    const property = await listing();
    const asker = await buyer();
    const permission = ((await ask(asker.token, { property_id: property.id })).json() as { data: Permission }).data;
    return { asker, permission, property };
  }

  it('shows a request to its requester and the listing side, and answers 404 to anyone else', async () => {
    const { asker, permission } = await pending();
    for (const person of [asker, realtor, seller, admin]) {
      const response = await t.call({ method: 'GET', url: `/api/v1/permissions/${permission.id}`, token: person.token });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { data: Permission }).data).toEqual(permission);
    }
    for (const person of [otherRealtor, await buyer()]) {
      expectError(await t.call({ method: 'GET', url: `/api/v1/permissions/${permission.id}`, token: person.token }), 404, 'Not found.');
    }
    expectError(await t.call({ method: 'GET', url: `/api/v1/permissions/${permission.id}` }), 401, 'Unauthenticated.');
    expectError(await t.call({ method: 'GET', url: '/api/v1/permissions/999999', token: realtor.token }), 404, 'Not found.');
  });

  it('lets the realtor grant, recording who decided and notifying the requester', async () => {
    const { asker, permission, property } = await pending();
    const response = await decide(realtor.token, permission.id, 'granted');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; data: Permission };
    expect(body.message).toBe(documentMessages.granted);
    expect(body.data.status).toBe('granted');
    expect(body.data.decided_at).not.toBeNull();
    expect(await permissionRow(permission.id)).toMatchObject({ status: 'granted', decided_by: realtor.user.id });
    const [note] = await notificationsOf(asker.user.id);
    expect(note).toMatchObject({ message: 'Your request for the documents of Lakeside cottage was granted.', path: `/properties/${property.id}/docs` });

    const docs = await t.call({ method: 'GET', url: `/api/v1/property-documents/${property.id}`, token: asker.token });
    expect((docs.json() as { access: string }).access).toBe('granted');
  });

  it('lets the seller deny, and the listing side change its mind (a revocation)', async () => {
    const { asker, permission } = await pending();
    const denied = await decide(seller.token, permission.id, 'denied');
    expect(denied.json()).toMatchObject({ message: documentMessages.denied, data: { status: 'denied' } });
    expect((await notificationsOf(asker.user.id))[0]!.message).toBe('Your request for the documents of Lakeside cottage was denied.');
    expect((await decide(realtor.token, permission.id, 'granted')).statusCode).toBe(200);
    expect((await decide(admin.token, permission.id, 'denied')).statusCode).toBe(200);
    expect((await permissionRow(permission.id)).decided_by).toBe(admin.user.id);
    expect(await notificationsOf(asker.user.id)).toHaveLength(3);
  });

  it('does not notify again when the decision does not change', async () => {
    const { asker, permission } = await pending();
    await decide(realtor.token, permission.id, 'granted');
    await decide(realtor.token, permission.id, 'granted');
    expect(await notificationsOf(asker.user.id)).toHaveLength(1);
  });

  it('refuses the requester (403) and anyone else (404), changing nothing', async () => {
    const { asker, permission } = await pending();
    expectError(await decide(asker.token, permission.id, 'granted'), 403, 'This action is unauthorized.');
    expectError(await decide(otherRealtor.token, permission.id, 'granted'), 404, 'Not found.');
    expectError(await decide((await buyer()).token, permission.id, 'granted'), 404, 'Not found.');
    expectError(await decide(undefined, permission.id, 'granted'), 401, 'Unauthenticated.');
    expect(await permissionRow(permission.id)).toMatchObject({ status: 'requested', decided_by: null, decided_at: null });
    expect(await notificationsOf(asker.user.id)).toEqual([]);
  });

  it('answers 422 for a status other than granted or denied, and 404 for an unknown request', async () => {
    const { permission } = await pending();
    expectError(await decide(realtor.token, permission.id, 'requested'), 422, 'Choose granted or denied.', { status: 'Choose granted or denied.' });
    expectError(await decide(realtor.token, 999999, 'granted'), 404, 'Not found.');
    expect((await permissionRow(permission.id)).status).toBe('requested');
  });
});
