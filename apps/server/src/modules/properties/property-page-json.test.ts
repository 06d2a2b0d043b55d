import { toPage } from '@openhouse/shared/http/pagination';
import { propertyListQuerySchema, propertyListResponseSchema, propertyPageSchema, type PropertyPage } from '@openhouse/shared/properties/listing';
import type { RoleName } from '@openhouse/shared/roles/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/auth/session';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { enableBidding, type Person } from '../../../test/helpers/bidding';
import { insertProperty } from '../../../test/helpers/properties';
import { isFavouriteIn } from './catalogue-cache';
import { propertyPhotos } from './properties.schema';
import { listProperties } from './properties.service';
import { toSummary } from './property-mappers';

/**
 * GET /properties writes its answer as text (property-page-json.ts), each listing's shared part once per row object.
 * These hold that text to what the response schema's serializer writes from the same page, for every kind of viewer,
 * in an order where one viewer's answer would leak into the next if the shared part held anything of the viewer's.
 */
let t: TestApp;
let realtor: Person & { roles: RoleName[] };
let seller: Person & { roles: RoleName[] };
let buyer: Person & { roles: RoleName[] };

beforeAll(async () => {
  t = await createTestApp();
  realtor = { ...(await t.user({ roles: ['Realtor'] })), roles: ['Realtor'] };
  seller = { ...(await t.user({ roles: ['Seller'] })), roles: ['Seller'] };
  buyer = { ...(await t.user({ roles: ['Buyer'] })), roles: ['Buyer'] };
  const db = t.database.db;
  const auctioned = await insertProperty(db, realtor.user.id, { label: 'Wombat manor', seller_id: seller.user.id, value: 900_000, published_at: new Date() });
  await enableBidding(t, realtor, auctioned);
  await db.insert(propertyPhotos).values({ property_id: auctioned.id, storage_key: 'property-photos/w.jpg', thumb_key: 'property-photos/w-thumb.webp', content_type: 'image/jpeg', width: 800, height: 600, size: 1000, is_cover: true });
  await insertProperty(db, realtor.user.id, { label: 'Wombat cottage', value: 400_000, published_at: new Date() });
  await insertProperty(db, realtor.user.id, { label: 'Wombat draft', value: 500_000, published_at: null });
  const favourited = await t.call({ method: 'POST', url: '/api/v1/favourite_property', token: buyer.token, payload: { property_id: auctioned.id } });
  expect(favourited.statusCode, favourited.body).toBe(200);
});
afterAll(async () => t?.close());

/** What the response schema's serializer writes for the page the service finds (the route's answer before it wrote text). */
async function schemaWritten(viewer: Actor | null, search: string): Promise<PropertyPage> {
  const query = propertyListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  const page = await listProperties(t.app.platform, viewer, query);
  const summaries = page.rows.map((row) => toSummary({ ...row, favourite: isFavouriteIn(page.live, row), bidding_property: page.live.auctions.get(row.id) ?? null }, viewer));
  return JSON.parse(JSON.stringify(propertyPageSchema.parse({ ...toPage(summaries, page.total, query), total_is_estimate: page.total_is_estimate }))) as PropertyPage;
}

const SEARCHES = ['q=wombat', 'q=wombat&sort=price_asc&per_page=1&page=2', 'auctions_only=true', 'mine=true', 'favourites=true', 'q=wombat&page=9'];

describe('GET /properties written as text', () => {
  it('is the document the schema serializer writes, for the listing side, the seller, a buyer and a visitor alike', async () => {
    const viewers = [realtor, seller, null, buyer];
    for (const search of SEARCHES) {
      for (const viewer of viewers) {
        if (!viewer && (search.startsWith('mine') || search.startsWith('favourites'))) continue;
        const response = await t.call({ method: 'GET', url: `/api/v1/properties?${search}`, token: viewer?.token });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const actor: Actor | null = viewer ? { id: viewer.user.id, roles: viewer.roles, tokenId: 0, kind: 'access' } : null;
        expect(response.json(), `${search} as ${viewer?.roles[0] ?? 'a visitor'}`).toEqual(await schemaWritten(actor, search));
      }
    }
  });

  it('tells only the listing side who sells, marks only the buyer\'s favourite, and carries the live auction', async () => {
    const manorAs = async (viewer: Person | null) => {
      const response = await t.call({ method: 'GET', url: '/api/v1/properties?q=wombat%20manor', token: viewer?.token });
      return (response.json() as PropertyPage).data[0]!;
    };
    expect((await manorAs(realtor)).seller_id).toBe(seller.user.id);
    expect((await manorAs(seller)).seller_id).toBe(seller.user.id);
    const asVisitor = await manorAs(null);
    expect(asVisitor.seller_id).toBeNull();
    expect(asVisitor.favourite).toBe(false);
    expect(asVisitor.bidding_property?.bid_amount).toBeGreaterThan(0);
    expect(asVisitor.cover?.url).toBe('/api/v1/property-photos/w.jpg');
    const asBuyer = await manorAs(buyer);
    expect(asBuyer.seller_id).toBeNull();
    expect(asBuyer.favourite).toBe(true);
  });
});

describe('the home lists written as text', () => {
  it('hold each listing as the schema serializer writes it for that viewer, in a `data` list the list schema reads', async () => {
    const lists = ['trending_property', 'recently_added_property', 'featured_property', 'recommended_property'];
    for (const viewer of [realtor, seller, null, buyer]) {
      const actor: Actor | null = viewer ? { id: viewer.user.id, roles: viewer.roles, tokenId: 0, kind: 'access' } : null;
      const expected = new Map((await schemaWritten(actor, 'q=wombat&per_page=50')).data.map((summary) => [summary.id, summary]));
      for (const list of lists) {
        const response = await t.call({ method: 'GET', url: `/api/v1/${list}?limit=10`, token: viewer?.token });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const answer = propertyListResponseSchema.parse(response.json());
        for (const summary of answer.data) {
          if (!expected.has(summary.id)) continue; // another file's listing, outside this search
          expect(summary, `${list} as ${viewer?.roles[0] ?? 'a visitor'}`).toEqual(expected.get(summary.id));
        }
        if (list === 'trending_property' || list === 'recently_added_property') expect(answer.data.some((summary) => expected.has(summary.id)), list).toBe(true);
      }
    }
  });
});
