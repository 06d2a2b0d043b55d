import { TYPEAHEAD_LIMIT } from '@openhouse/shared/properties/listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty } from '../../../test/helpers/properties';
import { propertyEvents } from '../insights/insights.schema';
import { favourites } from './properties.schema';

let t: TestApp;
let realtor: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  realtor = { id: seeded.user.id, token: seeded.token };
});
afterAll(async () => t?.close());

type Option = Record<string, unknown> & { id: number };

async function search(url: string, token?: string): Promise<Option[]> {
  const response = await t.call({ method: 'GET', url: `/api/v1/${url}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Option[] }).data;
}

describe('GET /property_search', () => {
  beforeAll(async () => {
    for (let n = 0; n < 14; n += 1) await insertProperty(t.database.db, realtor.id, { street_address: `${n + 1} Birch Road`, city: 'Chico', zip_code: '95928' });
    await insertProperty(t.database.db, realtor.id, { street_address: '1 Birch Hidden', city: 'Chico', zip_code: '95928', status: 'withdrawn' });
    await insertProperty(t.database.db, realtor.id, { label: 'Cedar cottage', street_address: '5 Cedar Way', city: 'Napa', zip_code: '94558', value: 880000 });
  });

  it('is public, finds listings by address, city and zip prefix, and answers a short option', async () => {
    const items = await search('property_search?query=ceda');
    expect(items).toEqual([{ id: expect.any(Number), label: 'Cedar cottage', address: '5 Cedar Way, Napa, CA 94558', value: 880000 }]);
    expect(await search('property_search?query=nap')).toHaveLength(1);
    expect(await search('property_search?query=9455')).toHaveLength(1);
  });

  it('answers at most the type-ahead limit, never a withdrawn listing', async () => {
    const items = await search('property_search?query=birch');
    expect(items).toHaveLength(TYPEAHEAD_LIMIT);
    expect(items.some((item) => String(item.address).includes('Hidden'))).toBe(false);
  });

  it('answers [] for an empty or punctuation-only query', async () => {
    expect(await search('property_search?query=')).toEqual([]);
    expect(await search('property_search')).toEqual([]);
    expect(await search('property_search?query=%20%3A*%26')).toEqual([]);
  });
});

describe('GET /user_search', () => {
  beforeAll(async () => {
    for (let n = 0; n < 12; n += 1) await t.user({ roles: ['Seller'], name: `Zelda Seller ${n}`, email: `zelda${n}@example.com` });
    await t.user({ roles: ['Buyer'], name: 'Zelda Buyer', email: 'zbuyer@example.com' });
    await t.user({ roles: ['Seller'], name: '100% Real_Name', email: 'percent@example.com' });
  });

  it('lets staff find people by name (contains), e-mail or user name (prefix), with no secrets', async () => {
    const items = await search('user_search?query=buyer', realtor.token);
    expect(items).toEqual([{ id: expect.any(Number), name: 'Zelda Buyer', email: null }]);
    expect(await search('user_search?query=zbuy', realtor.token)).toHaveLength(1);
    expect((await search('user_search?query=uyer@exa', realtor.token)).map((item) => item.email)).not.toContain('zbuyer@example.com');
  });

  it('narrows to a role and stops at the limit', async () => {
    const sellers = await search('user_search?query=zelda&role=Seller', realtor.token);
    expect(sellers).toHaveLength(TYPEAHEAD_LIMIT);
    expect(sellers.every((item) => String(item.name).startsWith('Zelda Seller'))).toBe(true);
    expect(await search('user_search?query=zelda&role=Buyer', realtor.token)).toHaveLength(1);
    expect(await search('user_search?query=zelda&role=Nobody', realtor.token)).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect((await search('user_search?query=100%25', realtor.token)).map((item) => item.name)).toEqual(['100% Real_Name']);
    expect(await search('user_search?query=%25', realtor.token)).toHaveLength(1);
    expect(await search('user_search?query=l_n', realtor.token)).toHaveLength(1);
    // Unescaped, '_' would match the space in 'Zelda Seller'.
    expect(await search('user_search?query=a_s', realtor.token)).toEqual([]);
  });

  it('answers [] for an empty query', async () => {
    expect(await search('user_search?query=', realtor.token)).toEqual([]);
  });

  it('is for staff only: 401 anonymous, 403 for buyers and sellers; agents and admins may', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/user_search?query=zelda' }), 401, 'Unauthenticated.');
    for (const role of ['Buyer', 'Seller', 'Vendor'] as const) {
      const { token } = await t.user({ roles: [role] });
      expectError(await t.call({ method: 'GET', url: '/api/v1/user_search?query=zelda', token }), 403, 'This action is unauthorized.');
    }
    for (const role of ['Agent', 'Admin'] as const) {
      const { token } = await t.user({ roles: [role] });
      expect(await search('user_search?query=zbuyer', token)).toHaveLength(1);
    }
  });
});

describe('people searches give away no e-mail addresses', () => {
  it("a realtor sees only names, except for the sellers of their listings and an address typed in full", async () => {
    const { user: mine } = await t.user({ roles: ['Seller'], name: 'Harvest Mine', email: 'harvest-mine@example.com' });
    await t.user({ roles: ['Seller'], name: 'Harvest Stranger', email: 'harvest-stranger@example.com' });
    await insertProperty(t.database.db, realtor.id, { seller_id: mine.id });
    const byName = Object.fromEntries((await search('user_search?query=harvest', realtor.token)).map((item) => [item.name, item.email]));
    expect(byName).toEqual({ 'Harvest Mine': 'harvest-mine@example.com', 'Harvest Stranger': null });
    expect((await search('user_search?query=harvest-stranger@example.com', realtor.token)).map((item) => item.email)).toEqual(['harvest-stranger@example.com']);
    const admin = await t.user({ roles: ['Admin'] });
    expect((await search('user_search?query=harvest', admin.token)).map((item) => item.email).sort()).toEqual(['harvest-mine@example.com', 'harvest-stranger@example.com']);
  });

  it('answers 429 with Retry-After past 60 searches a minute by one person, whatever the addresses', async () => {
    const { token } = await t.user({ roles: ['Realtor'] });
    for (let i = 0; i < 60; i += 1) {
      const url = i % 2 === 0 ? '/api/v1/user_search?query=zz' : '/api/v1/associate-user?query=zz';
      expect((await t.call({ method: 'GET', url, token, remoteAddress: `10.77.${i}.1` })).statusCode).toBe(200);
    }
    const refused = await t.call({ method: 'GET', url: '/api/v1/user_search?query=zz', token, remoteAddress: '10.78.0.1' });
    expectError(refused, 429, 'Too many attempts. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /associate-user', () => {
  let ids: { seller: number; fan: number; viewer: number; stranger: number; otherFan: number };
  beforeAll(async () => {
    const mine = await insertProperty(t.database.db, realtor.id);
    const seller = await t.user({ roles: ['Seller'], name: 'Quinn Seller' });
    await insertProperty(t.database.db, realtor.id, { seller_id: seller.user.id });
    const fan = await t.user({ roles: ['Buyer'], name: 'Quinn Fan' });
    const viewer = await t.user({ roles: ['Buyer'], name: 'Quinn Viewer' });
    const stranger = await t.user({ roles: ['Buyer'], name: 'Quinn Stranger' });
    const otherRealtor = await t.user({ roles: ['Realtor'] });
    const theirs = await insertProperty(t.database.db, otherRealtor.user.id);
    const otherFan = await t.user({ roles: ['Buyer'], name: 'Quinn Elsewhere' });
    await t.database.db.insert(favourites).values([
      { user_id: fan.user.id, property_id: mine.id },
      { user_id: otherFan.user.id, property_id: theirs.id },
    ]);
    await t.database.db.insert(propertyEvents).values({ property_id: mine.id, user_id: viewer.user.id, visitor_id: `u:${viewer.user.id}`, event_type: 'view' });
    ids = { seller: seller.user.id, fan: fan.user.id, viewer: viewer.user.id, stranger: stranger.user.id, otherFan: otherFan.user.id };
  });

  it('finds the sellers of my listings and the people who favourited or viewed them, nobody else', async () => {
    const items = await search('associate-user?query=quinn', realtor.token);
    expect(items.map((item) => item.id).sort()).toEqual([ids.seller, ids.fan, ids.viewer].sort());
    expect(Object.keys(items[0]!).sort()).toEqual(['email', 'id', 'name']);
    // Only the seller works with the realtor; fans and viewers are names.
    expect(items.filter((item) => item.email !== null).map((item) => item.id)).toEqual([ids.seller]);
  });

  it('matches the query and answers [] for an empty one', async () => {
    expect((await search('associate-user?query=fan', realtor.token)).map((item) => item.id)).toEqual([ids.fan]);
    expect(await search('associate-user?query=', realtor.token)).toEqual([]);
  });

  it('an admin sees the people of every listing', async () => {
    const admin = await t.user({ roles: ['Admin'] });
    const items = await search('associate-user?query=quinn', admin.token);
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([ids.seller, ids.fan, ids.viewer, ids.otherFan]));
    expect(items.map((item) => item.id)).not.toContain(ids.stranger);
  });

  it('is for staff only', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/associate-user?query=quinn' }), 401, 'Unauthenticated.');
    const buyer = await t.user({ roles: ['Buyer'] });
    expectError(await t.call({ method: 'GET', url: '/api/v1/associate-user?query=quinn', token: buyer.token }), 403, 'This action is unauthorized.');
  });
});
