import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { findUserByEmail } from '../modules/accounts/accounts.repository';
import { meetings } from '../modules/meetings/meetings.schema';
import { properties, propertyPhotos } from '../modules/properties/properties.schema';
import { DEMO_LISTINGS } from '../modules/properties/properties.seed';
import { seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('seedDemo', () => {
  it('creates the demo accounts and a dozen listings with rendered photos, once', { timeout: 60_000 }, async () => {
    expect(await seedDemo(t.app.platform)).toBe(true);
    const realtor = await findUserByEmail(t.database.db, 'realtor@openhouse.demo');
    const seller = await findUserByEmail(t.database.db, 'seller@openhouse.demo');
    const listings = await t.database.db.select().from(properties).where(eq(properties.realtor_id, realtor!.id));
    expect(listings).toHaveLength(DEMO_LISTINGS.length);
    expect(listings.length).toBeGreaterThanOrEqual(12);
    expect(listings.filter((row) => row.featured).length).toBeGreaterThanOrEqual(2);
    expect(listings.filter((row) => row.seller_id === seller!.id).length).toBeGreaterThan(0);
    expect(new Set(listings.map((row) => row.city)).size).toBeGreaterThanOrEqual(8);
    expect(listings.every((row) => row.latitude !== null && row.longitude !== null)).toBe(true);

    const photos = await t.database.db.select().from(propertyPhotos);
    expect(photos.length).toBeGreaterThanOrEqual(listings.length * 2);
    for (const listing of listings) {
      const own = photos.filter((photo) => photo.property_id === listing.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.filter((photo) => photo.is_cover)).toHaveLength(1);
    }
    const files = await readdir(join(t.app.platform.config.DATA_DIR, 'storage', 'property-photos'));
    expect(files).toHaveLength(photos.length * 2);

    const home = await t.call({ method: 'GET', url: '/api/v1/featured_property' });
    const featured = (home.json() as { data: { cover: { thumb_url: string } | null }[] }).data;
    expect(featured).toHaveLength(2);
    const thumb = await t.call({ method: 'GET', url: featured[0]!.cover!.thumb_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');

    // The demo buyer has toured two of the realtor's homes, so both dashboards show meeting invites.
    const buyer = await findUserByEmail(t.database.db, 'buyer@openhouse.demo');
    const tours = await t.database.db.select().from(meetings).where(eq(meetings.organiser_id, buyer!.id));
    expect(tours.map((tour) => tour.kind).sort()).toEqual(['person_tour', 'video_tour']);
    expect(tours.every((tour) => tour.status === 'scheduled' && tour.starting_time.getTime() > Date.now())).toBe(true);

    expect(await seedDemo(t.app.platform)).toBe(false);
    expect(await t.database.db.select().from(properties)).toHaveLength(listings.length);
    expect(await t.database.db.select().from(meetings)).toHaveLength(2);
  });
});
