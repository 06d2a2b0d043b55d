import { PROPERTY_TYPES, type PropertyType } from '@openhouse/shared/properties/listing';
import { count } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { propertyEvents } from '../modules/insights/insights.schema';
import { properties } from '../modules/properties/properties.schema';

/** Cities with a zip prefix and a centre, so generated listings search and map like real ones. */
const CITIES = [
  ['Sacramento', 'CA', '958', 38.58, -121.49], ['San Francisco', 'CA', '941', 37.77, -122.42], ['Oakland', 'CA', '946', 37.8, -122.27],
  ['San Jose', 'CA', '951', 37.34, -121.89], ['Los Angeles', 'CA', '900', 34.05, -118.24], ['San Diego', 'CA', '921', 32.72, -117.16],
  ['Fresno', 'CA', '937', 36.74, -119.79], ['Long Beach', 'CA', '908', 33.77, -118.19], ['Pasadena', 'CA', '911', 34.15, -118.14],
  ['Irvine', 'CA', '926', 33.68, -117.83], ['Santa Barbara', 'CA', '931', 34.42, -119.7], ['Berkeley', 'CA', '947', 37.87, -122.27],
  ['Portland', 'OR', '972', 45.52, -122.68], ['Seattle', 'WA', '981', 47.61, -122.33], ['Phoenix', 'AZ', '850', 33.45, -112.07],
  ['Austin', 'TX', '787', 30.27, -97.74], ['Denver', 'CO', '802', 39.74, -104.99], ['Las Vegas', 'NV', '891', 36.17, -115.14],
  ['Boise', 'ID', '837', 43.62, -116.2], ['Salt Lake City', 'UT', '841', 40.76, -111.89],
] as const;

const STREETS = [
  'Maple', 'Oak', 'Cedar', 'Pine', 'Elm', 'Willow', 'Birch', 'Magnolia', 'Sycamore', 'Juniper', 'Laurel', 'Chestnut', 'Aspen',
  'Redwood', 'Cypress', 'Hawthorn', 'Walnut', 'Hillcrest', 'Lakeview', 'Sunset', 'Highland', 'Park', 'River', 'Meadow', 'Valley',
  'Ridge', 'Harbor', 'Bay', 'Mission', 'Lincoln', 'Washington', 'Jefferson', 'Franklin', 'Madison', 'Monroe', 'Adams', 'Grant',
  'Vista', 'Canyon', 'Orchard', 'Vineyard', 'Spring', 'Garden', 'Church', 'Market', 'Main', 'Mill', 'Forest', 'Prospect', 'Union',
];
const SUFFIXES = ['Street', 'Avenue', 'Lane', 'Drive', 'Court', 'Way', 'Place', 'Road', 'Boulevard', 'Terrace'];
const ADJECTIVES = ['Sunny', 'Charming', 'Spacious', 'Modern', 'Classic', 'Updated', 'Bright', 'Quiet', 'Elegant', 'Cozy'];
const NOUNS: Record<PropertyType, string> = {
  single_family: 'family home', condo: 'condo', townhouse: 'townhouse', multi_family: 'duplex', manufactured: 'manufactured home', land: 'lot', other: 'retreat',
};

/** A small seeded PRNG (mulberry32): the same seed gives the same listings on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BATCH = 1000;

/**
 * Adds generated listings until there are `total` (so it can be re-run), spread over the given realtors,
 * with view events over the last week so the home lists have something to rank.
 */
export async function seedBulkListings(db: Db, options: { total: number; realtorIds: number[]; onProgress?: (done: number) => void }): Promise<number> {
  const [{ value: existing }] = (await db.select({ value: count() }).from(properties)) as [{ value: number }];
  const pick = random(existing + 1);
  const choose = <T>(items: readonly T[]): T => items[Math.floor(pick() * items.length)]!;
  let made = 0;
  while (existing + made < options.total) {
    const size = Math.min(BATCH, options.total - existing - made);
    const rows = Array.from({ length: size }, () => {
      const [city, state, zipPrefix, lat, lng] = choose(CITIES);
      const type = choose(PROPERTY_TYPES);
      const bedrooms = type === 'land' ? null : 1 + Math.floor(pick() * 6);
      const created = new Date(Date.now() - Math.floor(pick() * 365 * 24 * 3600 * 1000));
      return {
        realtor_id: choose(options.realtorIds),
        label: `${choose(ADJECTIVES)} ${NOUNS[type]}`,
        street_address: `${100 + Math.floor(pick() * 9900)} ${choose(STREETS)} ${choose(SUFFIXES)}`,
        city,
        state,
        zip_code: `${zipPrefix}${String(Math.floor(pick() * 100)).padStart(2, '0')}`,
        value: Math.round((150_000 + pick() * 2_850_000) / 1000) * 1000,
        property_type: type,
        status: pick() < 0.85 ? ('active' as const) : choose(['coming_soon', 'pending', 'closed'] as const),
        bedrooms,
        bathrooms: bedrooms === null ? null : Math.max(1, Math.round(bedrooms * (0.5 + pick() * 0.6) * 2) / 2),
        living_area: bedrooms === null ? null : 500 + bedrooms * 350 + Math.floor(pick() * 900),
        lot_size: 2000 + Math.floor(pick() * 20000),
        year_built: 1900 + Math.floor(pick() * 125),
        featured: pick() < 0.01,
        latitude: lat + (pick() - 0.5) * 0.2,
        longitude: lng + (pick() - 0.5) * 0.2,
        created_at: created,
        updated_at: created,
      };
    });
    const inserted = await db.insert(properties).values(rows).returning({ id: properties.id });
    // About one listing in twenty has been viewed this week, a few of them many times.
    const views = inserted.flatMap(({ id }) =>
      pick() < 0.05
        ? Array.from({ length: 1 + Math.floor(pick() * 20) }, (_, index) => ({
            property_id: id,
            visitor_id: `bench-${index}`,
            event_type: 'view' as const,
            created_at: new Date(Date.now() - Math.floor(pick() * 7 * 24 * 3600 * 1000)),
          }))
        : [],
    );
    if (views.length > 0) await db.insert(propertyEvents).values(views);
    made += size;
    options.onProgress?.(existing + made);
  }
  return made;
}
