import type { Page } from '@openhouse/shared/http/pagination';
import type { PropertySummary } from '@openhouse/shared/properties/listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty } from '../../../test/helpers/properties';
import { favourites } from './properties.schema';

let t: TestApp;
let realtorId: number;
let realtorToken: string;
let sellerId: number;
let sellerToken: string;
let buyerId: number;
let buyerToken: string;

/** 25 plain listings (ids in creation order) plus a few distinctive ones. */
const named: Record<string, number> = {};
const plainIds: number[] = [];
const day = 24 * 60 * 60 * 1000;
const base = Date.UTC(2024, 0, 1);

beforeAll(async () => {
  t = await createTestApp();
  const realtor = await t.user({ roles: ['Realtor'] });
  const seller = await t.user({ roles: ['Seller'] });
  const buyer = await t.user({ roles: ['Buyer'] });
  [realtorId, realtorToken, sellerId, sellerToken, buyerId, buyerToken] = [realtor.user.id, realtor.token, seller.user.id, seller.token, buyer.user.id, buyer.token];
  const other = await t.user({ roles: ['Realtor'] });

  for (let n = 0; n < 25; n += 1) {
    const row = await insertProperty(t.database.db, other.user.id, {
      street_address: `${100 + n} Plain Avenue`,
      city: 'Fresno',
      zip_code: '93701',
      value: 300_000 + n * 10_000,
      bedrooms: n % 5,
      bathrooms: 1 + (n % 3) * 0.5,
      property_type: n % 2 === 0 ? 'condo' : 'townhouse',
      created_at: new Date(base + n * day),
    });
    plainIds.push(row.id);
  }
  const add = async (key: string, overrides: Parameters<typeof insertProperty>[2], owner = realtorId) => {
    named[key] = (await insertProperty(t.database.db, owner, { created_at: new Date(base + 100 * day), ...overrides })).id;
  };
  await add('maple', { street_address: '12 Maple Street', city: 'Sacramento', zip_code: '95814', value: 650_000, bedrooms: 3, bathrooms: 2, property_type: 'single_family', label: 'Maple charmer' });
  await add('oak', { street_address: '7 Oak Lane', city: 'San Diego', zip_code: '92101', value: 1_250_000, bedrooms: 5, bathrooms: 4, property_type: 'single_family', seller_id: sellerId });
  await add('pending', { street_address: '9 Pending Court', city: 'Oakland', zip_code: '94601', value: 800_000, status: 'pending' });
  await add('withdrawn', { street_address: '3 Hidden Way', city: 'Oakland', zip_code: '94602', value: 500_000, status: 'withdrawn' });
  await t.database.db.insert(favourites).values([
    { user_id: buyerId, property_id: named.maple! },
    { user_id: buyerId, property_id: plainIds[3]! },
  ]);
});
afterAll(async () => t?.close());

async function list(query: string, token?: string): Promise<Page<PropertySummary>> {
  const response = await t.call({ method: 'GET', url: `/api/v1/properties${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page<PropertySummary>;
}
const ids = (page: Page<PropertySummary>) => page.data.map((item) => item.id);
// Browsing without a status lists homes for sale: all but the withdrawn and the pending one.
const publicTotal = () => plainIds.length + 2;

describe('GET /properties paging', () => {
  it('answers the first page of 10 by default, newest first, in the page envelope', async () => {
    const page = await list('');
    expect(page).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10, total: publicTotal(), last_page: Math.ceil(publicTotal() / 10) });
    expect(page.data).toHaveLength(10);
    const times = page.data.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('walks every page without gaps or repeats', async () => {
    const seen: number[] = [];
    for (let n = 1; n <= 3; n += 1) seen.push(...ids(await list(`?page=${n}&per_page=10`)));
    expect(new Set(seen).size).toBe(publicTotal());
    const last = await list('?page=3&per_page=10');
    expect(last).toMatchObject({ from: 21, to: publicTotal(), total: publicTotal(), last_page: 3 });
  });

  it('answers an empty page beyond the last one, with the real total', async () => {
    expect(await list('?page=9&per_page=10')).toEqual({ data: [], current_page: 9, last_page: 3, per_page: 10, from: null, to: null, total: publicTotal(), total_is_estimate: false });
  });

  it('takes per_page 100 and refuses 101, 0 and page 0', async () => {
    expect((await list('?per_page=100')).data).toHaveLength(publicTotal());
    for (const query of ['?per_page=101', '?per_page=0', '?page=0', '?page=abc']) {
      expect((await t.call({ method: 'GET', url: `/api/v1/properties${query}` })).statusCode).toBe(422);
    }
  });

  it('counts exactly when the page is full and the last page ends on it', async () => {
    const page = await list(`?per_page=${publicTotal()}`);
    expect(page).toMatchObject({ total: publicTotal(), last_page: 1, to: publicTotal() });
  });
});

describe('GET /properties filters and sorts', () => {
  it('filters by price range', async () => {
    const page = await list('?min_price=400000&max_price=500000&per_page=100');
    expect(page.data.length).toBe(11);
    expect(page.data.every((item) => item.value >= 400_000 && item.value <= 500_000)).toBe(true);
  });

  it('filters by minimum bedrooms and bathrooms', async () => {
    const beds = await list('?min_beds=4&per_page=100');
    expect(beds.data.length).toBeGreaterThan(0);
    expect(beds.data.every((item) => (item.bedrooms ?? 0) >= 4)).toBe(true);
    expect(ids(beds)).toContain(named.oak);
    const baths = await list('?min_baths=2&per_page=100');
    expect(baths.data.every((item) => (item.bathrooms ?? 0) >= 2)).toBe(true);
    expect(ids(baths)).toEqual(expect.arrayContaining([named.maple, named.oak]));
  });

  it('filters by property type and status', async () => {
    const condos = await list('?property_type=condo&per_page=100');
    expect(condos.total).toBe(13);
    expect(condos.data.every((item) => item.property_type === 'condo')).toBe(true);
    expect(ids(await list('?status=pending'))).toEqual([named.pending]);
  });

  it('never lists withdrawn listings publicly, even when asked for them', async () => {
    expect((await list('?status=withdrawn')).total).toBe(0);
    expect(ids(await list('?per_page=100'))).not.toContain(named.withdrawn);
  });

  it('combines filters with AND', async () => {
    const page = await list('?property_type=single_family&min_price=1000000');
    expect(ids(page)).toEqual([named.oak]);
  });

  it('sorts by price both ways and by age both ways', async () => {
    const asc = (await list('?sort=price_asc&per_page=100')).data.map((item) => item.value);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('?sort=price_desc&per_page=100')).data.map((item) => item.value);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect((await list('?sort=oldest')).data[0]!.id).toBe(plainIds[0]);
    expect(ids(await list('?sort=newest&per_page=100')).at(-1)).toBe(plainIds[0]);
  });

  it('refuses unknown sorts, types and statuses with 422', async () => {
    for (const query of ['?sort=cheapest', '?property_type=castle', '?status=sold', '?min_price=-5', '?min_beds=two']) {
      expect((await t.call({ method: 'GET', url: `/api/v1/properties${query}` })).statusCode, query).toBe(422);
    }
  });
});

describe('GET /properties text search', () => {
  it('finds by street prefix, city and zip prefix, every word counting', async () => {
    expect(ids(await list('?q=mapl'))).toEqual([named.maple]);
    expect(ids(await list('?q=12%20Maple%20St'))).toEqual([named.maple]);
    expect(ids(await list('?q=san%20dieg'))).toEqual([named.oak]);
    expect(ids(await list('?q=9581'))).toEqual([named.maple]);
    expect((await list('?q=fresno&per_page=100')).total).toBe(25);
    expect((await list('?q=maple%20fresno')).total).toBe(0);
  });

  it('matches case-insensitively, by title words too, and combines with filters', async () => {
    expect(ids(await list('?q=CHARMER'))).toEqual([named.maple]);
    expect((await list('?q=plain&property_type=condo&per_page=100')).total).toBe(13);
  });

  it('is safe against tsquery syntax and SQL in the text', async () => {
    for (const q of ["maple:* | oak", "'; drop table properties; --", '!maple', '(maple', 'maple <-> street', '&&&', '\\']) {
      const response = await t.call({ method: 'GET', url: `/api/v1/properties?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, q).toBe(200);
    }
    expect(ids(await list(`?q=${encodeURIComponent("maple:* | oak")}`))).toEqual([]);
    expect((await list('?per_page=100')).total).toBe(publicTotal());
  });

  it('treats a query of only punctuation as no query', async () => {
    expect((await list('?q=%20%2C%2C%20')).total).toBe(publicTotal());
  });
});

describe('GET /properties mine and favourites', () => {
  it('needs a signed-in caller (401 otherwise)', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/properties?mine=1' }), 401, 'Unauthenticated.');
    expectError(await t.call({ method: 'GET', url: '/api/v1/properties?favourites=1' }), 401, 'Unauthenticated.');
  });

  it('mine: a realtor\u2019s own listings, withdrawn ones included', async () => {
    const page = await list('?mine=1&per_page=100', realtorToken);
    expect(ids(page).sort()).toEqual([named.maple, named.oak, named.pending, named.withdrawn].sort());
  });

  it('mine: for a seller, the listings they sell; they see their own seller_id', async () => {
    const page = await list('?mine=1', sellerToken);
    expect(ids(page)).toEqual([named.oak]);
    expect(page.data[0]!.seller_id).toBe(sellerId);
  });

  it('hides who sells a listing from everyone else in lists', async () => {
    const page = await list('?q=oak%20lane', buyerToken);
    expect(page.data[0]!.seller_id).toBeNull();
  });

  it('favourites: only the caller\u2019s, each flagged', async () => {
    const page = await list('?favourites=1', buyerToken);
    expect(ids(page).sort()).toEqual([named.maple, plainIds[3]].sort());
    expect(page.data.every((item) => item.favourite)).toBe(true);
    expect((await list('?favourites=true', realtorToken)).total).toBe(0);
  });

  it('flags favourites in the plain list for the signed-in caller only', async () => {
    const signedIn = await list('?q=mapl', buyerToken);
    expect(signedIn.data[0]!.favourite).toBe(true);
    const anonymous = await list('?q=mapl');
    expect(anonymous.data[0]!.favourite).toBe(false);
  });

  it('a mine=0 flag is no filter', async () => {
    expect((await list('?mine=0')).total).toBe(publicTotal());
  });
});
