import type { PropertySummary } from '@openhouse/shared/properties/listing';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty } from '../../../test/helpers/properties';
import { propertyEvents } from '../insights/insights.schema';
import { favourites, properties, propertyPhotos } from './properties.schema';

let t: TestApp;
let realtorId: number;
const day = 24 * 60 * 60 * 1000;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  realtorId = (await t.user({ roles: ['Realtor'] })).user.id;
});
afterAll(async () => t?.close());

/** Each test starts from an empty catalogue. */
beforeEach(async () => {
  await t.database.db.delete(properties);
});

async function home(path: string, token?: string): Promise<PropertySummary[]> {
  // These tests write listings and views straight to the database, past the services that invalidate the cache.
  await t.app.platform.cache.invalidate('catalogue');
  const response = await t.call({ method: 'GET', url: `/api/v1/${path}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: PropertySummary[] }).data;
}
const idsOf = (items: PropertySummary[]) => items.map((item) => item.id);

async function listingAt(daysAgo: number, overrides: Parameters<typeof insertProperty>[2] = {}) {
  return insertProperty(t.database.db, realtorId, { created_at: new Date(now - daysAgo * day), ...overrides });
}

async function views(propertyId: number, count: number, daysAgo = 1, userId: number | null = null) {
  const rows = Array.from({ length: count }, (_, n) => ({
    property_id: propertyId,
    user_id: userId,
    visitor_id: userId ? `u:${userId}` : `v-${propertyId}-${n}`,
    event_type: 'view' as const,
    created_at: new Date(now - daysAgo * day),
  }));
  await t.database.db.insert(propertyEvents).values(rows);
}

describe('GET /recently_added_property', () => {
  it('lists the newest listings on the market, 8 by default, honouring limit', async () => {
    const made = [];
    for (let n = 0; n < 10; n += 1) made.push(await listingAt(n));
    const items = await home('recently_added_property');
    expect(idsOf(items)).toEqual(made.slice(0, 8).map((row) => row.id));
    expect(idsOf(await home('recently_added_property?limit=3'))).toEqual(made.slice(0, 3).map((row) => row.id));
    expect((await t.call({ method: 'GET', url: '/api/v1/recently_added_property?limit=0' })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/v1/recently_added_property?limit=25' })).statusCode).toBe(422);
  });

  it('shows only active and coming-soon listings', async () => {
    const active = await listingAt(3, { status: 'active' });
    const soon = await listingAt(2, { status: 'coming_soon' });
    for (const status of ['pending', 'closed', 'withdrawn'] as const) await listingAt(1, { status });
    expect(idsOf(await home('recently_added_property'))).toEqual([soon.id, active.id]);
  });

  it('carries the cover photo (the chosen cover, else the first) and the favourite flag', async () => {
    const withCover = await listingAt(1);
    const bare = await listingAt(2);
    await t.database.db.insert(propertyPhotos).values([
      { property_id: withCover.id, storage_key: 'property-photos/a.jpg', thumb_key: 'property-photos/a-thumb.webp', content_type: 'image/jpeg', width: 10, height: 10, size: 1, position: 0, is_cover: false },
      { property_id: withCover.id, storage_key: 'property-photos/b.jpg', thumb_key: 'property-photos/b-thumb.webp', content_type: 'image/jpeg', width: 20, height: 10, size: 1, position: 1, is_cover: true },
    ]);
    const buyer = await t.user({ roles: ['Buyer'] });
    await t.database.db.insert(favourites).values({ user_id: buyer.user.id, property_id: bare.id });
    const items = await home('recently_added_property', buyer.token);
    expect(items[0]).toMatchObject({ id: withCover.id, favourite: false, cover: { url: '/api/v1/property-photos/b.jpg', thumb_url: '/api/v1/property-photos/b-thumb.webp', width: 20, is_cover: true } });
    expect(items[1]).toMatchObject({ id: bare.id, favourite: true, cover: null });
    expect((await home('recently_added_property')).every((item) => !item.favourite)).toBe(true);
  });
});

describe('GET /trending_property', () => {
  it('orders by views of the last 7 days; ties go to the newer listing', async () => {
    const a = await listingAt(30);
    const b = await listingAt(20);
    const c = await listingAt(10);
    await views(a.id, 2);
    await views(b.id, 5);
    await views(c.id, 2);
    await views(a.id, 50, 8); // older than a week: not counted
    expect(idsOf(await home('trending_property?limit=3'))).toEqual([b.id, c.id, a.id]);
  });

  it('fills up with the newest unviewed listings, and falls back to newest when nobody viewed anything', async () => {
    const old = await listingAt(30);
    const fresh = await listingAt(1);
    const middle = await listingAt(5);
    expect(idsOf(await home('trending_property'))).toEqual([fresh.id, middle.id, old.id]);
    await views(old.id, 1);
    expect(idsOf(await home('trending_property'))).toEqual([old.id, fresh.id, middle.id]);
  });

  it('leaves out listings that are off the market, however viewed', async () => {
    const sold = await listingAt(1, { status: 'closed' });
    const live = await listingAt(2);
    await views(sold.id, 9);
    expect(idsOf(await home('trending_property'))).toEqual([live.id]);
  });
});

describe('GET /featured_property', () => {
  it('lists featured listings, newest first, 2 by default', async () => {
    const older = await listingAt(5, { featured: true });
    const newer = await listingAt(3, { featured: true });
    const newest = await listingAt(1, { featured: true });
    await listingAt(0, { featured: false });
    await listingAt(0, { featured: true, status: 'pending' });
    expect(idsOf(await home('featured_property'))).toEqual([newest.id, newer.id]);
    expect(idsOf(await home('featured_property?limit=5'))).toEqual([newest.id, newer.id, older.id]);
  });
});

describe('GET /recommended_property', () => {
  it('answers the newest listings to a visitor, and to a user without history', async () => {
    const made = [await listingAt(3), await listingAt(2), await listingAt(1), await listingAt(0.5)];
    const expected = made.reverse().slice(0, 3).map((row) => row.id);
    expect(idsOf(await home('recommended_property?limit=3'))).toEqual(expected);
    const buyer = await t.user({ roles: ['Buyer'] });
    expect(idsOf(await home('recommended_property', buyer.token))).toEqual(expected);
  });

  it('recommends listings in the cities and price band of favourites and views, best matches first, never a favourite', async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    const favourite = await listingAt(40, { city: 'Pasadena', value: 900_000 });
    const viewed = await listingAt(40, { city: 'Irvine', value: 1_000_000 });
    await t.database.db.insert(favourites).values({ user_id: buyer.user.id, property_id: favourite.id });
    await views(viewed.id, 1, 2, buyer.user.id);

    const sameCityAndPrice = await listingAt(30, { city: 'pasadena', value: 950_000 });
    const sameCityOnly = await listingAt(1, { city: 'Irvine', value: 3_000_000 });
    const priceOnly = await listingAt(2, { city: 'Fresno', value: 1_100_000 });
    await listingAt(0.1, { city: 'Fresno', value: 200_000 }); // unrelated, and the newest

    const items = await home('recommended_property?limit=4', buyer.token);
    // Both city and price first (newest first), then either; a viewed listing may come back, a favourite never.
    expect(idsOf(items)).toEqual([sameCityAndPrice.id, viewed.id, sameCityOnly.id, priceOnly.id]);
    expect(idsOf(await home('recommended_property?limit=24', buyer.token))).not.toContain(favourite.id);
  });

  it('fills with the newest listings when few match, without repeating any', async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    const favourite = await listingAt(40, { city: 'Eureka', value: 400_000 });
    await t.database.db.insert(favourites).values({ user_id: buyer.user.id, property_id: favourite.id });
    const match = await listingAt(10, { city: 'Eureka', value: 5_000_000 });
    const newest = await listingAt(0.2, { city: 'Fresno', value: 9_000_000 });
    const items = await home('recommended_property?limit=3', buyer.token);
    expect(idsOf(items)).toEqual([match.id, newest.id]);
  });

  it('leaves out a realtor\u2019s own listings', async () => {
    const other = await t.user({ roles: ['Realtor'] });
    const theirs = await insertProperty(t.database.db, other.user.id, { created_at: new Date(now) });
    const someoneElses = await listingAt(1);
    expect(idsOf(await home('recommended_property', other.token))).toEqual([someoneElses.id]);
    expect(idsOf(await home('recommended_property'))).toEqual([theirs.id, someoneElses.id]);
  });
});

describe('favourites', () => {
  async function favouriteRows(userId: number, propertyId: number) {
    return t.database.db.select().from(favourites).where(and(eq(favourites.user_id, userId), eq(favourites.property_id, propertyId)));
  }

  it('POST adds, idempotently; DELETE removes, idempotently; the detail follows', async () => {
    const property = await listingAt(1);
    const buyer = await t.user({ roles: ['Buyer'] });
    for (let n = 0; n < 2; n += 1) {
      const response = await t.call({ method: 'POST', url: '/api/v1/favourite_property', token: buyer.token, payload: { property_id: property.id } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: m.favouriteAdded, data: { property_id: property.id, favourite: true } });
    }
    expect(await favouriteRows(buyer.user.id, property.id)).toHaveLength(1);
    const detail = await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}`, token: buyer.token });
    expect((detail.json() as { data: { favourite: boolean } }).data.favourite).toBe(true);

    for (let n = 0; n < 2; n += 1) {
      const response = await t.call({ method: 'DELETE', url: `/api/v1/favourite_property/${property.id}`, token: buyer.token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: m.favouriteRemoved, data: { property_id: property.id, favourite: false } });
    }
    expect(await favouriteRows(buyer.user.id, property.id)).toHaveLength(0);
  });

  it('accepts the id as a form string', async () => {
    const property = await listingAt(1);
    const buyer = await t.user({ roles: ['Buyer'] });
    const response = await t.call({ method: 'POST', url: '/api/v1/favourite_property', token: buyer.token, payload: { property_id: String(property.id) } });
    expect(response.statusCode).toBe(200);
  });

  it('touches only the caller\u2019s own favourite', async () => {
    const property = await listingAt(1);
    const one = await t.user({ roles: ['Buyer'] });
    const two = await t.user({ roles: ['Buyer'] });
    await t.database.db.insert(favourites).values({ user_id: one.user.id, property_id: property.id });
    await t.call({ method: 'DELETE', url: `/api/v1/favourite_property/${property.id}`, token: two.token });
    expect(await favouriteRows(one.user.id, property.id)).toHaveLength(1);
  });

  it('answers 401 anonymously, 404 for an unknown listing, 422 for a bad id', async () => {
    const property = await listingAt(1);
    expectError(await t.call({ method: 'POST', url: '/api/v1/favourite_property', payload: { property_id: property.id } }), 401, 'Unauthenticated.');
    expectError(await t.call({ method: 'DELETE', url: `/api/v1/favourite_property/${property.id}` }), 401, 'Unauthenticated.');
    const buyer = await t.user({ roles: ['Buyer'] });
    expectError(await t.call({ method: 'POST', url: '/api/v1/favourite_property', token: buyer.token, payload: { property_id: 999_999 } }), 404, m.notFound);
    expectError(await t.call({ method: 'DELETE', url: '/api/v1/favourite_property/999999', token: buyer.token }), 404, m.notFound);
    expect((await t.call({ method: 'POST', url: '/api/v1/favourite_property', token: buyer.token, payload: { property_id: 'x' } })).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/v1/favourite_property', token: buyer.token, payload: {} })).statusCode).toBe(422);
  });
});
