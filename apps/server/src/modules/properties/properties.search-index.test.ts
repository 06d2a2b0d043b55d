import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { ListingStatus, PropertySort, PropertyType } from '@openhouse/shared/properties/listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty } from '../../../test/helpers/properties';
import { biddingProperties } from '../bidding/bidding.schema';
import type { ListFilter } from './catalogue.repository';
import { properties, propertyPhotos } from './properties.schema';
import { searchWords, toPrefixQuery } from './property-search';
import { selectSearchPage } from './search-page.repository';
import { readCatalogueChanges } from './search-index/catalogue-changes.repository';
import { CatalogueIndex, type IndexFilter } from './search-index/catalogue-index';

/**
 * The in-process index must answer every search exactly as SQL does: the same rows in the same order, the
 * same count. Both are asked the same generated searches over one generated catalogue, built to be awkward:
 * prices and creation times shared by many listings (ties broken by id), creation times a microsecond apart,
 * words that begin one another, drafts, every status, null bedrooms, auctions and covers on some.
 */
let t: TestApp;

const STATUSES: ListingStatus[] = ['active', 'coming_soon', 'pending', 'closed', 'withdrawn'];
const TYPES: PropertyType[] = ['single_family', 'condo', 'townhouse', 'land'];
const WORDS = ['san', 'sand', 'santa', 'sandy', 'oak', 'oakland', 'maple', 'cedar', 'lake', 'lakeview', '941', '9410', 'well-kept', 'café'];
const PRICES = [250_000, 400_000, 400_000.5, 650_000, 1_200_000];
const POINTS = [[37.77, -122.42], [37.78, -122.41], [34.05, -118.24]] as const;
const SORTS: PropertySort[] = ['newest', 'oldest', 'price_asc', 'price_desc'];

/** Listings sit on a grid of lines 0.004° apart, and map areas' edges are drawn on the same lines. */
function gridLine(centre: number, steps: number): number {
  return Math.round((centre + steps * 0.004) * 1e6) / 1e6;
}

beforeAll(async () => {
  t = await createTestApp();
  const realtor = await t.user({ roles: ['Realtor'] });
  const base = Date.parse('2026-06-01T12:00:00Z');
  for (let n = 0; n < 160; n++) {
    const word = (k: number) => WORDS[(n * 7 + k * 3) % WORDS.length]!;
    const type = TYPES[n % TYPES.length]!;
    const [latitude, longitude] = POINTS[n % POINTS.length]!;
    const row = await insertProperty(t.database.db, realtor.user.id, {
      label: `${word(0)} ${word(1)}`,
      street_address: `${n} ${word(2)} Street`,
      city: n % 5 === 0 ? 'San Francisco' : 'Oakland',
      value: PRICES[n % PRICES.length]!,
      property_type: type,
      status: STATUSES[n % STATUSES.length]!,
      ...(type === 'land' ? {} : { bedrooms: (n % 6) + 1, bathrooms: ((n % 4) + 2) / 2 }),
      // Some listings without a position, which no map area holds.
      ...(n % 11 === 0 ? {} : { latitude: gridLine(latitude, (n % 9) - 4), longitude: gridLine(longitude, (n % 7) - 3) }),
      created_at: new Date(base + (n % 23) * 60_000),
      published_at: n % 13 === 0 ? null : new Date(base),
    });
    // A few listings created a microsecond apart, which a JavaScript Date cannot tell apart.
    if (type === 'land') await t.database.db.update(properties).set({ bedrooms: null, bathrooms: null }).where(sql`id = ${row.id}`);
    if (n % 17 === 0) await t.database.db.execute(sql`update ${properties} set created_at = created_at + interval '1 microsecond' where id = ${row.id}`);
    if (n % 6 === 0) {
      const start = new Date(base);
      await t.database.db.insert(biddingProperties).values({
        property_id: row.id,
        bid_amount: 100_000,
        bid_incremental_amount: 1_000,
        highest_bid_amount: 100_000,
        bid_starting_time: start,
        bid_ending_time: new Date(base + 86_400_000),
        scheduled_ending_time: new Date(base + 86_400_000),
      });
    }
    for (let photo = 0; photo < n % 3; photo++) {
      await t.database.db.insert(propertyPhotos).values({
        property_id: row.id,
        storage_key: `property-photos/${row.id}-${photo}.jpg`,
        thumb_key: `property-photos/${row.id}-${photo}.webp`,
        content_type: 'image/jpeg',
        width: 800,
        height: 600,
        size: 1000,
        position: 2 - photo,
        is_cover: photo === 1,
      });
    }
  }
});
afterAll(async () => t?.close());

/** A filter left out three times in four, so that searches combine a few conditions and still find listings. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });
}

const searchArbitrary = fc.record({
  text: sometimes(fc.array(fc.constantFrom(...WORDS, 'sa', 'o', 'street', 'francisco', '9', 'zzz', 'well'), { minLength: 1, maxLength: 2 }).map((words) => words.join(' '))),
  minPrice: sometimes(fc.constantFrom(...PRICES, 399_999)),
  maxPrice: sometimes(fc.constantFrom(...PRICES, 1_000_000)),
  minBeds: sometimes(fc.integer({ min: 0, max: 7 })),
  minBaths: sometimes(fc.constantFrom(1, 1.5, 2, 2.5)),
  propertyType: sometimes(fc.constantFrom(...TYPES)),
  statuses: fc.constantFrom<Pick<ListFilter, 'statuses' | 'excludeStatuses'>>(
    { excludeStatuses: ['withdrawn', 'pending', 'closed'] },
    { statuses: ['pending'], excludeStatuses: ['withdrawn'] },
    { statuses: ['active'] },
    {},
  ),
  // Edges on the grid of listing positions, so listings sit exactly on them; some boxes given with edges swapped.
  area: sometimes(
    fc.record({
      lat: fc.constantFrom(...POINTS.map(([lat]) => lat)),
      lng: fc.constantFrom(...POINTS.map(([, lng]) => lng)),
      south: fc.integer({ min: -5, max: 4 }),
      north: fc.integer({ min: -5, max: 5 }),
      west: fc.integer({ min: -4, max: 3 }),
      east: fc.integer({ min: -4, max: 4 }),
    }),
  ),
  withAuction: sometimes(fc.constant(true)),
  sort: fc.constantFrom(...SORTS),
  limit: fc.integer({ min: 1, max: 12 }),
  offset: fc.integer({ min: 0, max: 40 }),
  countUpTo: fc.integer({ min: 1, max: 80 }),
});

type Search = typeof searchArbitrary extends fc.Arbitrary<infer T> ? T : never;

function filterOf(search: Search): ListFilter {
  const area = search.area && {
    minLat: gridLine(search.area.lat, search.area.south),
    maxLat: gridLine(search.area.lat, search.area.north),
    minLng: gridLine(search.area.lng, search.area.west),
    maxLng: gridLine(search.area.lng, search.area.east),
  };
  const { text: _text, sort: _sort, limit: _limit, offset: _offset, countUpTo: _countUpTo, statuses, area: _area, ...bounds } = search;
  return { tsQuery: toPrefixQuery(search.text), ...bounds, ...statuses, area };
}

describe('the in-process search index', () => {
  it('answers every generated search with the rows, order and count SQL answers', async () => {
    const { listings } = await readCatalogueChanges(t.database.db, null);
    const index = new CatalogueIndex(listings.filter((listing) => listing.published));
    expect(index.size).toBe(160 - Math.ceil(160 / 13));
    await fc.assert(
      fc.asyncProperty(searchArbitrary, async (search) => {
        const filter = filterOf(search);
        const window = { limit: search.limit, offset: search.offset, countUpTo: search.countUpTo };
        const expected = await selectSearchPage(t.database.db, { filter, viewerId: null, sort: search.sort, ...window });
        const { tsQuery: _tsQuery, ...rest } = filter;
        const actual = index.search({ filter: { ...rest, words: searchWords(search.text) } as IndexFilter, sort: search.sort, ...window });
        expect(actual.rows.map((row) => row.id)).toEqual(expected.rows.map((row) => row.id));
        expect(actual.matchesUpTo).toBe(expected.matchesUpTo);
        expect(actual.rows).toEqual(expected.rows);
      }),
      { numRuns: 400 },
    );
  });
});
