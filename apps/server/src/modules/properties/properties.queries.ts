import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { properties } from './properties.schema';
import type { PropertyRow } from './properties.access';

/* Listings by id or title: what other modules (documents, bidding, transactions, insights) may read of them. */

export async function findProperty(db: Db, id: number): Promise<PropertyRow | null> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  return row ?? null;
}

/** A realtor's listing by its title (demo data finds its own listings this way). */
export async function findListingByLabel(db: Db, realtorId: number, label: string): Promise<PropertyRow | null> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.realtor_id, realtorId), eq(properties.label, label)))
    .orderBy(asc(properties.id))
    .limit(1);
  return row ?? null;
}

/** The listings among these ids, in no particular order; unknown ids are left out. */
export async function findListings(db: Db, ids: readonly number[]): Promise<PropertyRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(properties).where(inArray(properties.id, [...ids]));
}
