import type { PropertyValues } from '@openhouse/shared/properties/listing';
import type { Db } from '../../src/platform/db/client';
import { properties } from '../../src/modules/properties/properties.schema';
import type { PropertyRow } from '../../src/modules/properties/properties.access';
import type { TestApp } from './app';

let street = 100;

/** A listing written straight to the database, for tests that need one to exist. */
export async function insertProperty(
  db: Db,
  realtorId: number,
  overrides: Partial<PropertyValues> & { seller_id?: number | null; created_at?: Date } = {},
): Promise<PropertyRow> {
  street += 1;
  const { seller_invite: _ignored, ...values } = overrides as Partial<PropertyValues> & { seller_id?: number | null; created_at?: Date };
  const [row] = await db
    .insert(properties)
    .values({
      realtor_id: realtorId,
      label: 'Sunny family home',
      street_address: `${street} Maple Street`,
      city: 'Sacramento',
      state: 'CA',
      zip_code: '95814',
      country: 'US',
      value: 650000,
      property_type: 'single_family',
      status: 'active',
      bedrooms: 3,
      bathrooms: 2,
      living_area: 1650,
      ...values,
      seller_id: values.seller_id ?? null,
    })
    .returning();
  return row!;
}

/** A realtor and a seller (new users with those roles) and a listing of theirs: the listing side many tests start from. */
export async function listingWithSides(t: TestApp, overrides: Parameters<typeof insertProperty>[2] = {}) {
  const realtor = await t.user({ roles: ['Realtor'] });
  const seller = await t.user({ roles: ['Seller'] });
  const property = await insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id, ...overrides });
  return { realtor, seller, property };
}
