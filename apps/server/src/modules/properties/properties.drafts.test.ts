import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import type { TestApp } from '../../../test/helpers/app';
import { appWithRealtor, insertProperty, listingForm, type SeededRealtor } from '../../../test/helpers/properties';
import { properties } from './properties.schema';

let t: TestApp;
let realtor: SeededRealtor;
let seller: { user: { id: number }; token: string };
let otherRealtor: { user: { id: number }; token: string };
let buyer: { user: { id: number }; token: string };
let admin: { user: { id: number }; token: string };

beforeAll(async () => {
  ({ t, realtor } = await appWithRealtor());
  seller = await t.user({ roles: ['Seller'] });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  buyer = await t.user({ roles: ['Buyer'] });
  admin = await t.user({ roles: ['Admin'] });
});
afterAll(async () => t?.close());

/** A complete listing; every draft here gets its own street so searches tell them apart. */
let street = 0;
function draftForm(overrides: Record<string, unknown> = {}) {
  street += 1;
  return listingForm({
    street_address: `${street} Quietdraft Lane`,
    description: 'Bright rooms and a quiet garden.',
    latitude: 38.58,
    longitude: -121.49,
    draft: true,
    ...overrides,
  });
}

async function createDraft(overrides: Record<string, unknown> = {}): Promise<PropertyDetail> {
  const response = await t.call({ method: 'POST', url: '/api/v1/properties', token: realtor.token, payload: draftForm({ seller_id: seller.user.id, ...overrides }) });
  expect(response.statusCode).toBe(200);
  expect(response.json().message).toBe(m.draftSaved);
  return response.json().data;
}

const publish = (id: number, token?: string) => t.call({ method: 'POST', url: `/api/v1/properties/${id}/publish`, token });
const publishedAt = async (id: number) => (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0]!.published_at;

describe('creating', () => {
  it('publishes at once without `draft`, as the spec\u2019s clients expect', async () => {
    const response = await t.call({ method: 'POST', url: '/api/v1/properties', token: realtor.token, payload: draftForm({ draft: undefined }) });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.created);
    expect(response.json().data.published_at).not.toBeNull();
  });

  it('keeps a draft private, and an edit of the draft keeps it a draft', async () => {
    const draft = await createDraft();
    expect(draft.published_at).toBeNull();
    const edited = await t.call({ method: 'PUT', url: `/api/v1/properties/${draft.id}`, token: realtor.token, payload: draftForm({ label: 'Renamed', draft: undefined }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.published_at).toBeNull();
  });
});

describe('a draft, to anyone outside its listing side', () => {
  it('does not exist: detail, favourites, bids, documents and insights answer 404', async () => {
    const draft = await createDraft();
    const calls = [
      { method: 'GET' as const, url: `/api/v1/properties/${draft.id}` },
      { method: 'GET' as const, url: `/api/v1/property-documents/${draft.id}` },
      { method: 'POST' as const, url: `/api/v1/properties/${draft.id}/viewcount` },
      { method: 'GET' as const, url: `/api/v1/bidding_properties/${draft.id}` },
    ];
    for (const call of calls) {
      for (const [who, token] of [['anonymous', undefined], ['buyer', buyer.token], ['other realtor', otherRealtor.token]] as const) {
        const response = await t.call({ ...call, token });
        expect(response.statusCode, `${call.method} ${call.url} as ${who}`).toBe(404);
      }
    }
    for (const token of [buyer.token, otherRealtor.token]) {
      expect((await t.call({ method: 'POST', url: '/api/v1/favourite_property', token, payload: { property_id: draft.id } })).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: `/api/v1/property/views?property_id=${draft.id}`, token })).statusCode).toBe(404);
    }
  });

  it('is left out of search, its count, the map, type-ahead and every home list, cache or not', async () => {
    // A public search first, so a cached answer exists that the draft must not slip into.
    const query = `/api/v1/properties?q=${encodeURIComponent('Quietdraft')}`;
    await t.call({ method: 'GET', url: query });
    const draft = await createDraft({ featured: true });
    const search = (await t.call({ method: 'GET', url: query })).json();
    expect(search.data.map((row: { id: number }) => row.id)).not.toContain(draft.id);
    expect(search.total).toBe(search.data.length);
    const area = (await t.call({ method: 'GET', url: '/api/v1/properties?min_lat=38&max_lat=39&min_lng=-122&max_lng=-121' })).json();
    expect(area.data.map((row: { id: number }) => row.id)).not.toContain(draft.id);
    const typeahead = (await t.call({ method: 'GET', url: `/api/v1/property_search?query=${street}%20Quietdraft` })).json();
    expect(typeahead.data).toEqual([]);
    for (const list of ['trending_property', 'recommended_property', 'featured_property', 'recently_added_property']) {
      for (const token of [undefined, buyer.token]) {
        const rows = (await t.call({ method: 'GET', url: `/api/v1/${list}?limit=24`, token })).json().data as { id: number }[];
        expect(rows.map((row) => row.id), list).not.toContain(draft.id);
      }
    }
  });

  it('is seen by its realtor, its seller and an admin, and listed under "mine" with its state', async () => {
    const draft = await createDraft();
    for (const token of [realtor.token, seller.token, admin.token]) {
      expect((await t.call({ method: 'GET', url: `/api/v1/properties/${draft.id}`, token })).statusCode).toBe(200);
    }
    const mine = (await t.call({ method: 'GET', url: '/api/v1/properties?mine=true&per_page=100', token: realtor.token })).json();
    expect(mine.data.find((row: { id: number }) => row.id === draft.id)).toMatchObject({ published_at: null });
  });
});

describe('publishing', () => {
  it('is refused to the anonymous visitor (401), its seller (403) and outsiders (404), changing nothing', async () => {
    const draft = await createDraft();
    expect((await publish(draft.id)).statusCode).toBe(401);
    expect((await publish(draft.id, seller.token)).statusCode).toBe(403);
    expect((await publish(draft.id, buyer.token)).statusCode).toBe(404);
    expect((await publish(draft.id, otherRealtor.token)).statusCode).toBe(404);
    expect(await publishedAt(draft.id)).toBeNull();
  });

  it('names what is missing and leaves the draft as it was', async () => {
    const draft = await createDraft({ latitude: '', longitude: '', description: '' });
    const response = await publish(draft.id, realtor.token);
    expectError(response, 422, m.publishIncomplete);
    expect(response.json().errors).toEqual({ latitude: [m.publishNeedsPin], description: [m.publishNeedsDescription] });
    expect(await publishedAt(draft.id)).toBeNull();
  });

  it('puts the draft on the market for everyone, in fresh searches too; a second publish is a 409', async () => {
    const draft = await createDraft({ label: 'Lilacpublish cottage' });
    const query = '/api/v1/properties?q=Lilacpublish';
    expect((await t.call({ method: 'GET', url: query })).json().data).toEqual([]);

    const response = await publish(draft.id, realtor.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.published);
    expect(response.json().data.published_at).not.toBeNull();

    await t.app.platform.events.idle();
    expect((await t.call({ method: 'GET', url: `/api/v1/properties/${draft.id}` })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: query })).json().data.map((row: { id: number }) => row.id)).toEqual([draft.id]);
    expectError(await publish(draft.id, realtor.token), 409, m.alreadyPublished);
  });

  it('is open to an admin', async () => {
    const draft = await createDraft();
    expect((await publish(draft.id, admin.token)).statusCode).toBe(200);
  });
});

describe('the duplicate-address check', () => {
  const check = (token: string | undefined, params: string) => t.call({ method: 'GET', url: `/api/v1/properties/address-check?${params}`, token });

  it('names listings at the address whatever the case and spacing, and never one the caller may not know', async () => {
    const published = await insertProperty(t.database.db, otherRealtor.user.id, { street_address: '12 Birch Court', zip_code: '95814', label: 'Birch cottage' });
    const othersDraft = await insertProperty(t.database.db, otherRealtor.user.id, { street_address: '12 Birch Court', zip_code: '95814', published_at: null });
    const ownDraft = await insertProperty(t.database.db, realtor.id, { street_address: '12  birch COURT ', zip_code: '95814', published_at: null, label: 'My birch draft' });

    const answer = await check(realtor.token, 'street_address=12%20Birch%20court&zip_code=95814');
    expect(answer.statusCode).toBe(200);
    const ids = answer.json().data.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([published.id, ownDraft.id]));
    expect(ids).not.toContain(othersDraft.id);
    expect(answer.json().data.find((row: { id: number }) => row.id === published.id)).toEqual({
      id: published.id,
      label: 'Birch cottage',
      address: '12 Birch Court, Sacramento, CA 95814',
      published: true,
    });

    // The listing being edited is not its own duplicate; another zip is another home.
    const editing = (await check(realtor.token, `street_address=12%20Birch%20Court&exclude_id=${ownDraft.id}`)).json().data;
    expect(editing.map((row: { id: number }) => row.id)).not.toContain(ownDraft.id);
    expect((await check(realtor.token, 'street_address=12%20Birch%20Court&zip_code=10001')).json().data).toEqual([]);
    expect((await check(admin.token, 'street_address=12%20Birch%20Court')).json().data.map((row: { id: number }) => row.id)).toContain(othersDraft.id);
  });

  it('is for staff only, and refuses a missing address with a 422', async () => {
    expect((await check(undefined, 'street_address=12%20Birch%20Court')).statusCode).toBe(401);
    expect((await check(buyer.token, 'street_address=12%20Birch%20Court')).statusCode).toBe(403);
    expect((await check(realtor.token, 'street_address=')).statusCode).toBe(422);
  });
});
