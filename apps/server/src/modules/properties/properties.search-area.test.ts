import type { PropertyPage } from '@openhouse/shared/properties/listing';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import { RESULT_COUNT_CAP } from '@openhouse/shared/properties/result-count';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { enableBidding, type Person } from '../../../test/helpers/bidding';
import { insertProperty } from '../../../test/helpers/properties';
import { favourites, properties } from './properties.schema';

let t: TestApp;
let realtor: Person;
let buyer: Person;
const named: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'] });
  buyer = await t.user({ roles: ['Buyer'] });
  const add = async (key: string, overrides: Parameters<typeof insertProperty>[2]) => {
    named[key] = (await insertProperty(t.database.db, realtor.user.id, overrides)).id;
  };
  // Two in San Francisco, one in Los Angeles, one on the edge of the box, one without coordinates.
  await add('mission', { latitude: 37.76, longitude: -122.42 });
  await add('sunset', { latitude: 37.75, longitude: -122.49 });
  await add('venice', { latitude: 33.99, longitude: -118.47 });
  await add('edge', { latitude: 37.8, longitude: -122.4 });
  await add('nowhere', {});
  await enableBidding(t, realtor, { id: named.sunset! });
  await enableBidding(t, realtor, { id: named.venice! });
  await t.database.db.insert(favourites).values([
    { user_id: buyer.user.id, property_id: named.sunset! },
    { user_id: buyer.user.id, property_id: named.mission! },
  ]);
});
afterAll(async () => t?.close());

async function list(query: string, token?: string): Promise<PropertyPage> {
  const response = await t.call({ method: 'GET', url: `/api/v1/properties${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PropertyPage;
}
const ids = (page: PropertyPage) => page.data.map((item) => item.id).sort((a, b) => a - b);
const sorted = (...keys: string[]) => keys.map((key) => named[key]!).sort((a, b) => a - b);
const sanFrancisco = 'min_lat=37.7&max_lat=37.8&min_lng=-122.52&max_lng=-122.4';

describe('GET /properties map area', () => {
  it('lists only the listings inside the box, its edges included', async () => {
    const page = await list(`?${sanFrancisco}`);
    expect(ids(page)).toEqual(sorted('mission', 'sunset', 'edge'));
    expect(page).toMatchObject({ total: 3, total_is_estimate: false });
  });

  it('combines the box with other filters', async () => {
    expect(ids(await list(`?${sanFrancisco}&auctions_only=1`))).toEqual(sorted('sunset'));
  });

  it('answers a search of an already-seen shape for its own values, not those of the search that built it', async () => {
    // Same shape (a box and a sort), other edges: the prepared query must take the new edges.
    const losAngeles = 'min_lat=33.9&max_lat=34.1&min_lng=-118.5&max_lng=-118.2';
    expect(ids(await list(`?${sanFrancisco}&sort=price_asc`))).toEqual(sorted('mission', 'sunset', 'edge'));
    expect(ids(await list(`?${losAngeles}&sort=price_asc`))).toEqual(sorted('venice'));
    // Same shape again with a favourites viewer: each buyer's flags are their own.
    const flagged = (page: PropertyPage) => page.data.filter((item) => item.favourite).map((item) => item.id).sort((a, b) => a - b);
    expect(flagged(await list(`?favourites=1&${sanFrancisco}`, buyer.token))).toEqual(sorted('mission', 'sunset'));
    expect((await list(`?favourites=1&${sanFrancisco}`, realtor.token)).data).toEqual([]);
  });

  it('refuses a partial box, naming the missing edge', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/properties?min_lat=37.7&max_lat=37.8&min_lng=-122.5' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(m.mapAreaPartial);
    expect(response.body).toContain('max_lng');
  });

  it('refuses degrees out of range, an inverted box and one across the 180th meridian', async () => {
    const cases: [string, string][] = [
      ['min_lat=-91&max_lat=10&min_lng=0&max_lng=1', m.mapAreaRange(-90, 90)],
      ['min_lat=0&max_lat=1&min_lng=0&max_lng=181', m.mapAreaRange(-180, 180)],
      ['min_lat=0&max_lat=1&min_lng=abc&max_lng=1', m.mapAreaRange(-180, 180)],
      ['min_lat=5&max_lat=1&min_lng=0&max_lng=1', m.mapAreaInverted],
      ['min_lat=0&max_lat=1&min_lng=170&max_lng=-170', m.mapAreaAntimeridian],
    ];
    for (const [query, message] of cases) {
      const response = await t.call({ method: 'GET', url: `/api/v1/properties?${query}` });
      expect(response.statusCode, query).toBe(422);
      expect(response.body, query).toContain(message);
    }
  });
});

describe('GET /properties auctions_only', () => {
  it('lists only listings with bidding enabled, each with its auction', async () => {
    const page = await list('?auctions_only=1');
    expect(ids(page)).toEqual(sorted('sunset', 'venice'));
    expect(page.data.every((item) => item.bidding_property !== null)).toBe(true);
  });

  it('narrows the caller\u2019s saved homes to auctions', async () => {
    expect(ids(await list('?favourites=1&auctions_only=true', buyer.token))).toEqual(sorted('sunset'));
    expect(ids(await list('?favourites=1', buyer.token))).toEqual(sorted('mission', 'sunset'));
  });

  it('a false or 0 flag is no filter', async () => {
    expect((await list('?auctions_only=0')).total).toBe(5);
    expect((await list('?auctions_only=false')).total).toBe(5);
  });
});

describe('GET /properties total_is_estimate', () => {
  it('counts exactly up to the cap and gives a lower bound past it', async () => {
    expect(await list('?per_page=2')).toMatchObject({ total: 5, total_is_estimate: false, last_page: 3 });
    const many = Array.from({ length: RESULT_COUNT_CAP }, (_, n) => ({
      realtor_id: realtor.user.id,
      label: 'Bulk listing',
      street_address: `${n} Bulk Road`,
      city: 'Fresno',
      state: 'CA',
      zip_code: '93701',
      value: 200_000 + n,
      property_type: 'condo' as const,
    }));
    // Written straight to the database, which no cache hears of: the searches below are new to the cache.
    await t.database.db.insert(properties).values(many);
    const broad = await list('?per_page=10&sort=price_asc');
    expect(broad).toMatchObject({ total: RESULT_COUNT_CAP, total_is_estimate: true, last_page: RESULT_COUNT_CAP / 10 });
    // Exactly the cap is still an exact count.
    expect(await list('?q=bulk&sort=price_asc')).toMatchObject({ total: RESULT_COUNT_CAP, total_is_estimate: false });
    // A full page past the cap still answers, with a next page to go to; the last, short page counts exactly.
    const deep = await list(`?per_page=2&page=${RESULT_COUNT_CAP / 2 + 1}&sort=price_asc`);
    expect(deep).toMatchObject({ total: RESULT_COUNT_CAP + 3, total_is_estimate: true, from: RESULT_COUNT_CAP + 1, last_page: RESULT_COUNT_CAP / 2 + 2 });
    expect(await list(`?per_page=10&page=${RESULT_COUNT_CAP / 10 + 1}&sort=price_asc`)).toMatchObject({ total: RESULT_COUNT_CAP + 5, total_is_estimate: false });
  });
});
