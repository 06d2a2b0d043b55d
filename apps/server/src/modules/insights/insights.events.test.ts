import { insightMessages } from '@openhouse/shared/properties/insights';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, nextIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertEvent } from '../../../test/helpers/documents';
import { insertProperty } from '../../../test/helpers/properties';
import type { PropertyRow } from '../properties/properties.access';
import { propertyEvents } from './insights.schema';

type Person = { user: { id: number }; token: string };

let t: TestApp;
let realtor: Person;
let seller: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'] });
  seller = await t.user({ roles: ['Seller'] });
  admin = await t.user({ roles: ['Admin'] });
});
afterAll(async () => t?.close());

const listing = () => insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id });

function view(propertyId: number, options: { token?: string; cookie?: string } = {}): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: `/api/v1/properties/${propertyId}/viewcount`,
    token: options.token,
    headers: options.cookie ? { cookie: `oh_vid=${options.cookie}` } : {},
    remoteAddress: nextIp(),
  });
}

function click(propertyId: number, payload: Record<string, unknown>, options: { token?: string; cookie?: string } = {}) {
  return t.call({
    method: 'POST',
    url: `/api/v1/property/${propertyId}/add-analytics`,
    payload,
    token: options.token,
    headers: options.cookie ? { cookie: `oh_vid=${options.cookie}` } : {},
    remoteAddress: nextIp(),
  });
}

async function eventsOf(propertyId: number, type?: 'view' | 'click' | 'download') {
  return t.database.db
    .select()
    .from(propertyEvents)
    .where(and(eq(propertyEvents.property_id, propertyId), type ? eq(propertyEvents.event_type, type) : undefined))
    .orderBy(propertyEvents.id);
}

function visitorCookie(response: LightMyRequestResponse) {
  return response.cookies.find((c) => c.name === 'oh_vid');
}

describe('POST /properties/{id}/viewcount', () => {
  let property: PropertyRow;
  beforeAll(async () => {
    property = await listing();
  });

  it('gives an anonymous visitor an HttpOnly, SameSite=Lax, one-year visitor cookie and counts the view', async () => {
    const response = await view(property.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: insightMessages.recorded, counted: true });
    const cookie = visitorCookie(response)!;
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 31_536_000, path: '/api/v1' });
    const header = String(response.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    const events = await eventsOf(property.id, 'view');
    expect(events.at(-1)).toMatchObject({ visitor_id: cookie.value, user_id: null });
  });

  it('reuses the cookie: a repeat within 30 minutes is not counted, and no new cookie is set', async () => {
    const first = await view(property.id);
    const id = visitorCookie(first)!.value;
    const before = (await eventsOf(property.id, 'view')).length;
    const again = await view(property.id, { cookie: id });
    expect(again.json()).toEqual({ message: insightMessages.notCounted, counted: false });
    expect(visitorCookie(again)).toBeUndefined();
    expect(await eventsOf(property.id, 'view')).toHaveLength(before);
  });

  it('counts the same visitor again after 30 minutes', async () => {
    const fresh = await listing();
    const id = crypto.randomUUID();
    await insertEvent(t.database.db, { property_id: fresh.id, event_type: 'view', visitor_id: id, created_at: new Date(Date.now() - 31 * 60_000) });
    expect((await view(fresh.id, { cookie: id })).json()).toMatchObject({ counted: true });
    expect((await eventsOf(fresh.id, 'view')).map((e) => e.visitor_id)).toEqual([id, id]);
  });

  it('counts a visit to another property by the same visitor', async () => {
    const id = crypto.randomUUID();
    const other = await listing();
    expect((await view(property.id, { cookie: id })).json()).toMatchObject({ counted: true });
    expect((await view(other.id, { cookie: id })).json()).toMatchObject({ counted: true });
  });

  it('replaces a cookie that is not a visitor id of ours', async () => {
    const response = await view(property.id, { cookie: 'u:1' });
    const cookie = visitorCookie(response)!;
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);
    expect((await eventsOf(property.id, 'view')).at(-1)!.visitor_id).toBe(cookie.value);
  });

  it('counts a signed-in user as u:<id> on any device, without a cookie', async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    const response = await view(property.id, { token: buyer.token, cookie: crypto.randomUUID() });
    expect(response.json()).toMatchObject({ counted: true });
    expect(visitorCookie(response)).toBeUndefined();
    expect((await eventsOf(property.id, 'view')).at(-1)).toMatchObject({ visitor_id: `u:${buyer.user.id}`, user_id: buyer.user.id });
    expect((await view(property.id, { token: buyer.token })).json()).toMatchObject({ counted: false });
  });

  it.each([
    ['the realtor', () => realtor],
    ['the seller', () => seller],
    ['an admin', () => admin],
  ])('does not count %s looking at the listing', async (_who, person) => {
    const fresh = await listing();
    const response = await view(fresh.id, { token: person().token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: insightMessages.notCounted, counted: false });
    expect(await eventsOf(fresh.id)).toEqual([]);
  });

  it('answers 404 for an unknown property and records nothing', async () => {
    expectError(await view(999999), 404, propertyMessages.notFound);
    expect((await view(0)).statusCode).toBe(422);
  });

  it('limits views per address', async () => {
    const fresh = await listing();
    const remoteAddress = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1) {
      statuses.push((await t.call({ method: 'POST', url: `/api/v1/properties/${fresh.id}/viewcount`, remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('POST /property/{id}/add-analytics', () => {
  it('records a click with its target for an anonymous visitor, setting the cookie', async () => {
    const property = await listing();
    const response = await click(property.id, { event_type: 'click', target: 'contact' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: insightMessages.recorded, counted: true });
    const cookie = visitorCookie(response)!;
    expect(await eventsOf(property.id)).toMatchObject([{ event_type: 'click', target: 'contact', visitor_id: cookie.value, user_id: null }]);
  });

  it('counts every click (totals), and defaults to a click on "other"', async () => {
    const property = await listing();
    const id = crypto.randomUUID();
    await click(property.id, { target: 'photo' }, { cookie: id });
    await click(property.id, { target: 'photo' }, { cookie: id });
    await click(property.id, {}, { cookie: id });
    expect((await eventsOf(property.id, 'click')).map((e) => e.target)).toEqual(['photo', 'photo', 'other']);
  });

  it('records a signed-in user as themselves', async () => {
    const property = await listing();
    const buyer = await t.user({ roles: ['Buyer'] });
    await click(property.id, { target: 'map' }, { token: buyer.token });
    expect(await eventsOf(property.id)).toMatchObject([{ user_id: buyer.user.id, visitor_id: `u:${buyer.user.id}` }]);
  });

  it('treats a view like the view counter (no repeat within 30 minutes)', async () => {
    const property = await listing();
    const id = crypto.randomUUID();
    expect((await click(property.id, { event_type: 'view' }, { cookie: id })).json()).toMatchObject({ counted: true });
    expect((await view(property.id, { cookie: id })).json()).toMatchObject({ counted: false });
    expect(await eventsOf(property.id, 'view')).toHaveLength(1);
  });

  it('refuses downloads (they are counted by the document routes) and unknown values with 422', async () => {
    const property = await listing();
    expectError(await click(property.id, { event_type: 'download' }), 422, insightMessages.downloadsThroughDocuments, {
      event_type: insightMessages.downloadsThroughDocuments,
    });
    expect((await click(property.id, { event_type: 'share' })).statusCode).toBe(422);
    expect((await click(property.id, { target: 'javascript:alert(1)' })).statusCode).toBe(422);
    expect(await eventsOf(property.id)).toEqual([]);
  });

  it('does not count the listing side, and answers 404 for an unknown property', async () => {
    const property = await listing();
    expect((await click(property.id, { target: 'photo' }, { token: seller.token })).json()).toMatchObject({ counted: false });
    expect(await eventsOf(property.id)).toEqual([]);
    expectError(await click(999999, { target: 'photo' }), 404, propertyMessages.notFound);
  });
});
