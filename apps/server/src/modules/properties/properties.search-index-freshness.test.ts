import type { PropertySummary } from '@openhouse/shared/properties/listing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { enableBidding, type Person } from '../../../test/helpers/bidding';
import { insertProperty } from '../../../test/helpers/properties';
import { biddingProperties } from '../bidding/bidding.schema';
import { properties, propertyPhotos } from './properties.schema';
import { readCatalogueChanges } from './search-index/catalogue-changes.repository';
import { searchesAnswered, warmSearchIndex } from './search-index/search-index.service';

/**
 * The search index answers only while nothing has changed since it read the catalogue, and it never misses a
 * committed change: these hold it to that through the API, and its change reads (catalogue-changes.repository.ts)
 * to the triggers behind them.
 */
let t: TestApp;
let realtor: Person;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'] });
});
afterAll(async () => t?.close());

/** A search never asked before (its price bound is new each time), so the catalogue cache cannot answer it. */
let unique = 900_000_000;
async function search(query: string): Promise<PropertySummary[]> {
  unique += 1;
  const response = await t.call({ method: 'GET', url: `/api/v1/properties?${query}&max_price=${unique}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: PropertySummary[] }).data;
}

const listing = { label: 'Quokka cottage', street_address: '4 Wallaby Lane', city: 'Fresno', state: 'CA', zip_code: '93701', value: 410_000, property_type: 'single_family' };

describe('searches through the index', () => {
  it('see every committed write at once, announced or not, and are answered by the index once it has read them', async () => {
    const created = await t.call({ method: 'POST', url: '/api/v1/properties', token: realtor.token, payload: listing });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { data: { id: number } }).data.id;
    expect((await search('q=quokka')).map((row) => row.label)).toEqual(['Quokka cottage']);

    await warmSearchIndex(t.app.platform);
    const answered = searchesAnswered(t.app.platform);
    expect((await search('q=quokka')).map((row) => row.label)).toEqual(['Quokka cottage']);
    expect(searchesAnswered(t.app.platform)).toBe(answered + 1);

    // Written straight to the database, as a script might: no event announces it, yet the next search has it.
    await t.database.db.update(properties).set({ label: 'Quokka unannounced' }).where(eq(properties.id, id));
    expect((await search('q=quokka')).map((row) => row.label)).toEqual(['Quokka unannounced']);
    await warmSearchIndex(t.app.platform);
    expect((await search('q=quokka')).map((row) => row.label)).toEqual(['Quokka unannounced']);
    expect(searchesAnswered(t.app.platform)).toBe(answered + 2);

    const edited = await t.call({ method: 'PUT', url: `/api/v1/properties/${id}`, token: realtor.token, payload: { ...listing, label: 'Quokka villa', value: 420_000 } });
    expect(edited.statusCode, edited.body).toBe(200);
    // Right after the write (the database answers while the index catches up), and once the index has read it.
    expect((await search('q=quokka&min_price=415000')).map((row) => row.label)).toEqual(['Quokka villa']);
    await warmSearchIndex(t.app.platform);
    expect((await search('q=quokka&min_price=415000')).map((row) => row.label)).toEqual(['Quokka villa']);

    expect(await search('q=quokka&auctions_only=true')).toEqual([]);
    await enableBidding(t, realtor, { id });
    expect((await search('q=quokka&auctions_only=true')).map((row) => row.id)).toEqual([id]);
    await warmSearchIndex(t.app.platform);
    const [auctioned] = await search('q=quokka&auctions_only=true');
    expect(auctioned?.id).toBe(id);
    expect(auctioned?.bidding_property).not.toBeNull();
    // Five searches had the index current (after each warm-up); the three right after a write went to the database.
    expect(searchesAnswered(t.app.platform)).toBe(answered + 5);
  });
});

describe('what the index reads of changes', () => {
  it('marks a listing changed when its photos or its auction change, and names deleted listings', async () => {
    const property = await insertProperty(t.database.db, realtor.user.id);
    const { horizon } = await readCatalogueChanges(t.database.db, null);
    expect((await readCatalogueChanges(t.database.db, horizon)).listings.map((row) => row.row.id)).not.toContain(property.id);

    await t.database.db.insert(propertyPhotos).values({
      property_id: property.id,
      storage_key: 'property-photos/front.jpg',
      thumb_key: 'property-photos/front-thumb.webp',
      content_type: 'image/jpeg',
      width: 800,
      height: 600,
      size: 1000,
    });
    const afterPhoto = await readCatalogueChanges(t.database.db, horizon);
    expect(afterPhoto.listings.find((row) => row.row.id === property.id)?.row.cover?.storage_key).toBe('property-photos/front.jpg');

    const now = Date.now();
    await t.database.db.insert(biddingProperties).values({
      property_id: property.id,
      bid_amount: 100_000,
      bid_incremental_amount: 1_000,
      highest_bid_amount: 100_000,
      bid_starting_time: new Date(now),
      bid_ending_time: new Date(now + 86_400_000),
      scheduled_ending_time: new Date(now + 86_400_000),
    });
    const afterAuction = await readCatalogueChanges(t.database.db, afterPhoto.horizon);
    expect(afterAuction.listings.find((row) => row.row.id === property.id)?.hasAuction).toBe(true);

    await t.database.db.delete(properties).where(eq(properties.id, property.id));
    const afterDelete = await readCatalogueChanges(t.database.db, afterAuction.horizon);
    expect(afterDelete.removed).toContain(property.id);
    expect(afterDelete.listings.map((row) => row.row.id)).not.toContain(property.id);
  });

  // Transactions commit in another order than they start; only PostgreSQL runs two at once here.
  it.skipIf(!process.env.DATABASE_URL)('never misses a change committed after a later one was read', async () => {
    const [older, newer] = [await insertProperty(t.database.db, realtor.user.id), await insertProperty(t.database.db, realtor.user.id)];
    const { horizon } = await readCatalogueChanges(t.database.db, null);
    let release!: () => void;
    let written!: () => void;
    const wasWritten = new Promise<void>((resolve) => (written = resolve));
    const slow = t.database.db.transaction(async (tx) => {
      await tx.update(properties).set({ label: 'Slow transaction' }).where(eq(properties.id, older.id));
      written();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await wasWritten;
    await t.database.db.update(properties).set({ label: 'Quick transaction' }).where(eq(properties.id, newer.id));

    const first = await readCatalogueChanges(t.database.db, horizon);
    expect(first.listings.map((row) => row.row.label)).toContain('Quick transaction');
    expect(first.listings.map((row) => row.row.label)).not.toContain('Slow transaction');
    release();
    await slow;
    // The slow transaction's change is older than the quick one's, yet the next read from the first's horizon has it.
    const second = await readCatalogueChanges(t.database.db, first.horizon);
    expect(second.listings.find((row) => row.row.id === older.id)?.row.label).toBe('Slow transaction');
  });
});
