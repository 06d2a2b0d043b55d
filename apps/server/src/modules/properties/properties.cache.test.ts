import type { PropertySummary } from '@openhouse/shared/properties/listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { multipart, pngImage } from '../../../test/helpers/accounts';

let t: TestApp;
let realtor: { token: string };
let buyer: { token: string };

const listing = {
  label: 'Cache test cottage',
  street_address: '12 Zinnia Court',
  city: 'Fresno',
  state: 'CA',
  zip_code: '93701',
  value: 410000,
  property_type: 'single_family',
};

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'] });
  buyer = await t.user({ roles: ['Buyer'] });
});
afterAll(async () => t?.close());

async function list(url: string, token?: string): Promise<PropertySummary[]> {
  const response = await t.call({ method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: PropertySummary[] }).data;
}

describe('cached public lists', () => {
  it('show a new listing, an edit and a new cover at once, and each viewer their own favourites', async () => {
    // Warm the cache with what is there before the listing exists.
    expect(await list('/api/v1/properties?q=zinnia')).toEqual([]);
    expect((await list('/api/v1/recently_added_property')).map((item) => item.label)).not.toContain(listing.label);

    const created = await t.call({ method: 'POST', url: '/api/v1/properties', token: realtor.token, payload: listing });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { data: { id: number } }).data.id;
    expect((await list('/api/v1/properties?q=zinnia')).map((item) => item.id)).toEqual([id]);
    expect((await list('/api/v1/recently_added_property'))[0]?.id).toBe(id);

    const edited = await t.call({ method: 'PUT', url: `/api/v1/properties/${id}`, token: realtor.token, payload: { ...listing, label: 'Renamed cottage' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await list('/api/v1/properties?q=zinnia'))[0]?.label).toBe('Renamed cottage');

    expect((await list('/api/v1/properties?q=zinnia'))[0]?.cover).toBeNull();
    const upload = await t.call({
      method: 'POST',
      url: `/api/v1/propertie_upload_images/${id}`,
      token: realtor.token,
      ...multipart([{ name: 'images', filename: 'front.png', contentType: 'image/png', content: pngImage(64, 48) }]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect((await list('/api/v1/properties?q=zinnia'))[0]?.cover?.thumb_url).toMatch(/-thumb\.webp$/);

    const favourite = await t.call({ method: 'POST', url: '/api/v1/favourite_property', token: buyer.token, payload: { property_id: id } });
    expect(favourite.statusCode, favourite.body).toBe(200);
    expect((await list('/api/v1/properties?q=zinnia', buyer.token))[0]?.favourite).toBe(true);
    expect((await list('/api/v1/recently_added_property', buyer.token))[0]?.favourite).toBe(true);
    // The same cached page, seen by someone else or by nobody, carries no one else's heart.
    expect((await list('/api/v1/properties?q=zinnia', realtor.token))[0]?.favourite).toBe(false);
    expect((await list('/api/v1/properties?q=zinnia'))[0]?.favourite).toBe(false);
  });
});
