import { propertyMessages } from '@openhouse/shared/properties/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { daysAgo, insertEvent, insertEvents, utcDayAgo } from '../../../test/helpers/documents';
import { insertProperty, listingWithSides } from '../../../test/helpers/properties';
import { propertyDocuments } from '../property-documents/property-documents.schema';
import type { PropertyRow } from '../properties/properties.access';

type Person = { user: { id: number; name: string; email: string }; token: string };
type Row = {
  date: string;
  unique_views: number;
  unique_clicks: number;
  total_views: number;
  total_clicks: number;
  total_downloads: number;
  total_download: number;
  user: { id: number; name: string; email: string; roles: { name: string }[] } | null;
};
type Series = { data: Row[]; duration: string; interval: string; from: string | null; to: string | null };

let t: TestApp;
let realtor: Person;
let seller: Person;
let admin: Person;
let otherRealtor: Person;
let b1: Person;
let b2: Person;
let b3: Person;
let property: PropertyRow;

const day = utcDayAgo;

/**
 * The property's history (see each line): anonymous visitors A–E by cookie, signed-in buyers b1–b3.
 * Week: views A,A,B,b2 today and b1 two days ago; clicks A×3 today and b1 two days ago; b1 downloaded two days ago.
 * Month adds views by C and b3 ten days ago; All Time adds D (40 days) and E (200 days).
 */
beforeAll(async () => {
  t = await createTestApp();
  ({ realtor, seller, property } = await listingWithSides(t));
  admin = await t.user({ roles: ['Admin'] });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  b1 = await t.user({ roles: ['Buyer'], name: 'Buyer One' });
  b2 = await t.user({ roles: ['Buyer', 'Seller'], name: 'Buyer Two' });
  b3 = await t.user({ roles: ['Buyer'], name: 'Buyer Three' });
  const db = t.database.db;
  const p = property.id;
  const [doc] = await db
    .insert(propertyDocuments)
    .values([
      { property_id: p, name: 'a.pdf', kind: 'document', storage_key: 'property-documents/x/1', content_type: 'application/pdf', size: 1 },
      { property_id: p, name: 'b.pdf', kind: 'document', storage_key: 'property-documents/x/2', content_type: 'application/pdf', size: 1 },
      { property_id: p, name: 'tds.pdf', kind: 'disclosure', storage_key: 'property-documents/x/3', content_type: 'application/pdf', size: 1 },
    ])
    .returning();
  const user = (person: Person) => ({ visitor_id: `u:${person.user.id}`, user_id: person.user.id });
  await insertEvents(db, p, [
    { event_type: 'view', visitor_id: 'A' },
    { event_type: 'view', visitor_id: 'A' },
    { event_type: 'view', visitor_id: 'B' },
    { event_type: 'view', ...user(b2) },
    { event_type: 'view', ...user(b1), created_at: daysAgo(2) },
    { event_type: 'click', visitor_id: 'A' },
    { event_type: 'click', visitor_id: 'A' },
    { event_type: 'click', visitor_id: 'A' },
    { event_type: 'click', ...user(b1), created_at: daysAgo(2) },
    { event_type: 'download', ...user(b1), created_at: daysAgo(2), document_id: doc!.id },
    { event_type: 'view', visitor_id: 'C', created_at: daysAgo(10) },
    { event_type: 'view', ...user(b3), created_at: daysAgo(10) },
    { event_type: 'view', visitor_id: 'D', created_at: daysAgo(40) },
    { event_type: 'view', visitor_id: 'E', created_at: daysAgo(200) },
  ]);
});
afterAll(async () => t?.close());

async function get<T>(path: string, token: string, query: string): Promise<T> {
  const response = await t.call({ method: 'GET', url: `/api/v1${path}?property_id=${property.id}${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

describe('who may see insights', () => {
  const paths = ['/property/list', '/property/views', '/property/clicks', '/property/downloads', '/analytics/user_details', '/property/download_user'];

  it.each(paths)('%s: the realtor, the seller and an admin', async (path) => {
    for (const person of [realtor, seller, admin]) await get(path, person.token, '');
  });

  it.each(paths)('%s: 401 anonymous, 403 a buyer or another realtor, 404 an unknown property, 422 no property', async (path) => {
    expectError(await t.call({ method: 'GET', url: `/api/v1${path}?property_id=${property.id}` }), 401, 'Unauthenticated.');
    for (const person of [b1, otherRealtor]) {
      expectError(await t.call({ method: 'GET', url: `/api/v1${path}?property_id=${property.id}`, token: person.token }), 403, 'This action is unauthorized.');
    }
    expectError(await t.call({ method: 'GET', url: `/api/v1${path}?property_id=999999`, token: realtor.token }), 404, propertyMessages.notFound);
    expect((await t.call({ method: 'GET', url: `/api/v1${path}`, token: realtor.token })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: `/api/v1${path}?property_id=${property.id}&duration=decade`, token: realtor.token })).statusCode).toBe(422);
  });
});

describe('GET /property/list', () => {
  it('defaults to the last 7 days: documents, disclosures, views, unique views, clicks, unique clicks, downloads', async () => {
    expect(await get('/property/list', realtor.token, '')).toEqual({
      data: { property_id: property.id, duration: 'week', documents: 2, disclosures: 1, views: 5, unique_views: 4, clicks: 4, unique_clicks: 2, downloads: 1 },
    });
  });

  it('counts the last 30 days for month, and everything for year (All Time)', async () => {
    expect((await get<{ data: object }>('/property/list', realtor.token, '&duration=month')).data).toMatchObject({ duration: 'month', views: 7, unique_views: 6 });
    expect((await get<{ data: object }>('/property/list', seller.token, '&duration=year')).data).toMatchObject({ duration: 'year', views: 9, unique_views: 8, clicks: 4 });
  });

  it('answers zeros for a property nobody has seen', async () => {
    const quiet = await insertProperty(t.database.db, realtor.user.id);
    const response = await t.call({ method: 'GET', url: `/api/v1/property/list?property_id=${quiet.id}&duration=year`, token: realtor.token });
    expect(response.json()).toEqual({
      data: { property_id: quiet.id, duration: 'year', documents: 0, disclosures: 0, views: 0, unique_views: 0, clicks: 0, unique_clicks: 0, downloads: 0 },
    });
  });
});

describe('GET /property/views, /property/clicks, /property/downloads', () => {
  const zero = { unique_views: 0, unique_clicks: 0, total_views: 0, total_clicks: 0, total_downloads: 0, total_download: 0, user: null };

  it.each(['/property/views', '/property/clicks', '/property/downloads'])('%s answers every UTC day of the week, zeros included', async (path) => {
    const body = await get<Series>(path, realtor.token, '&duration=week');
    expect(body).toMatchObject({ duration: 'week', interval: 'day', from: day(6), to: day(0) });
    expect(body.data.map((row) => row.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(day));
    expect(body.data[6]).toEqual({ ...zero, date: day(0), unique_views: 3, total_views: 4, unique_clicks: 1, total_clicks: 3 });
    expect(body.data[4]).toEqual({ ...zero, date: day(2), unique_views: 1, total_views: 1, unique_clicks: 1, total_clicks: 1, total_downloads: 1, total_download: 1 });
    for (const index of [0, 1, 2, 3, 5]) expect(body.data[index]).toEqual({ ...zero, date: body.data[index]!.date });
  });

  it('answers 30 days for month, with the views of ten days ago', async () => {
    const body = await get<Series>('/property/views', realtor.token, '&duration=month');
    expect(body.data).toHaveLength(30);
    expect(body.data[0]!.date).toBe(day(29));
    expect(body.data.find((row) => row.date === day(10))).toMatchObject({ total_views: 2, unique_views: 2 });
    expect(body.data.reduce((sum, row) => sum + row.total_views, 0)).toBe(7);
  });

  it('groups All Time by month when it spans more than 90 days, from the month of the first event', async () => {
    const body = await get<Series>('/property/views', realtor.token, '&duration=year');
    const first = daysAgo(200);
    const firstMonth = `${first.toISOString().slice(0, 7)}-01`;
    expect(body).toMatchObject({ duration: 'year', interval: 'month', from: firstMonth, to: `${day(0).slice(0, 7)}-01` });
    expect(body.data[0]).toMatchObject({ date: firstMonth, total_views: 1 });
    expect(body.data.length).toBeGreaterThanOrEqual(7);
    expect(body.data.every((row) => row.date.endsWith('-01'))).toBe(true);
    expect(body.data.reduce((sum, row) => sum + row.total_views, 0)).toBe(9);
    expect(body.data.reduce((sum, row) => sum + row.total_clicks, 0)).toBe(4);
  });

  it('keeps All Time by day from the first event while it is short, and empty when there are no events', async () => {
    const young = await insertProperty(t.database.db, realtor.user.id);
    await insertEvent(t.database.db, { property_id: young.id, event_type: 'view', visitor_id: 'Z', created_at: daysAgo(20) });
    const response = await t.call({ method: 'GET', url: `/api/v1/property/views?property_id=${young.id}&duration=year`, token: realtor.token });
    const body = response.json() as Series;
    expect(body).toMatchObject({ interval: 'day', from: day(20), to: day(0) });
    expect(body.data).toHaveLength(21);
    expect(body.data[0]).toMatchObject({ date: day(20), total_views: 1 });

    const quiet = await insertProperty(t.database.db, realtor.user.id);
    const empty = await t.call({ method: 'GET', url: `/api/v1/property/views?property_id=${quiet.id}&duration=year`, token: realtor.token });
    expect(empty.json()).toEqual({ data: [], duration: 'year', interval: 'day', from: null, to: null });
  });
});

describe('GET /analytics/user_details and /property/download_user', () => {
  type PageBody = { data: Row[]; total: number; current_page: number; last_page: number };

  it('lists the signed-in viewers of the week by default, latest first, with all their counts and roles', async () => {
    const body = await get<PageBody>('/analytics/user_details', realtor.token, '');
    expect(body.total).toBe(2);
    expect(body.data.map((row) => row.user?.id)).toEqual([b2.user.id, b1.user.id]);
    const [first] = body.data;
    expect(first!.user!.roles.map((role) => role.name).sort()).toEqual(['Buyer', 'Seller']);
    expect({ ...first, user: { ...first!.user, roles: [] } }).toEqual({
      date: day(0),
      unique_views: 1,
      total_views: 1,
      unique_clicks: 0,
      total_clicks: 0,
      total_downloads: 0,
      total_download: 0,
      user: { id: b2.user.id, name: 'Buyer Two', email: b2.user.email, roles: [] },
    });
    expect(body.data[1]).toMatchObject({ date: day(2), total_views: 1, total_clicks: 1, unique_clicks: 1, total_downloads: 1, user: { roles: [{ name: 'Buyer' }] } });
  });

  it('widens with the duration and pages', async () => {
    const page1 = await get<PageBody>('/analytics/user_details', realtor.token, '&duration=month&per_page=2');
    expect(page1).toMatchObject({ total: 3, current_page: 1, last_page: 2 });
    const page2 = await get<PageBody>('/analytics/user_details', realtor.token, '&duration=month&per_page=2&page=2');
    expect(page2.data.map((row) => row.user?.name)).toEqual(['Buyer Three']);
  });

  it('filters by event_type', async () => {
    const clicks = await get<PageBody>('/analytics/user_details', realtor.token, '&event_type=click');
    expect(clicks.data.map((row) => row.user?.id)).toEqual([b1.user.id]);
    expect((await get<PageBody>('/analytics/user_details', realtor.token, '&event_type=download')).total).toBe(1);
  });

  it('/property/download_user lists the users who downloaded, whatever event_type says', async () => {
    for (const query of ['', '&event_type=view']) {
      const body = await get<PageBody>('/property/download_user', seller.token, query);
      expect(body.total).toBe(1);
      expect(body.data[0]).toMatchObject({ total_downloads: 1, user: { id: b1.user.id, email: b1.user.email } });
    }
  });
});
