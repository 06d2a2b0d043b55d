import { and, asc, desc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { favourites, properties } from './properties.schema';
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

/** The listings a person works on: as their realtor or as their seller (the dashboard's figures). */
export async function listingsOfPerson(db: Db, userId: number, side: 'realtor' | 'seller'): Promise<PropertyRow[]> {
  const column = side === 'realtor' ? properties.realtor_id : properties.seller_id;
  return db.select().from(properties).where(eq(column, userId)).orderBy(desc(properties.updated_at), desc(properties.id));
}

/** A person's saved homes, the latest saved first, leaving out withdrawn ones (and drafts, never public). */
export async function savedListingsOf(db: Db, userId: number, limit: number): Promise<PropertyRow[]> {
  const rows = await db
    .select({ property: properties })
    .from(favourites)
    .innerJoin(properties, eq(properties.id, favourites.property_id))
    .where(and(eq(favourites.user_id, userId), ne(properties.status, 'withdrawn'), isNotNull(properties.published_at)))
    .orderBy(desc(favourites.created_at))
    .limit(limit);
  return rows.map((row) => row.property);
}

/** Everyone who shares a listing with `personId`, as its realtor or its seller. */
export async function listingCounterparts(db: Db, personId: number): Promise<Set<number>> {
  const rows = await db
    .select({ realtor_id: properties.realtor_id, seller_id: properties.seller_id })
    .from(properties)
    .where(or(eq(properties.realtor_id, personId), eq(properties.seller_id, personId)));
  return new Set(rows.flatMap((row) => [row.realtor_id, row.seller_id]).filter((id): id is number => id !== null && id !== personId));
}

/** The published, active listings of these realtors, newest first, at most `perRealtor` each (the agents directory). */
export async function activeListingsOfRealtors(db: Db, realtorIds: readonly number[], perRealtor: number) {
  if (realtorIds.length === 0) return new Map<number, { count: number; listings: { id: number; label: string; city: string }[] }>();
  const rows = await db
    .select({ id: properties.id, label: properties.label, city: properties.city, realtor_id: properties.realtor_id })
    .from(properties)
    .where(and(inArray(properties.realtor_id, [...realtorIds]), eq(properties.status, 'active'), isNotNull(properties.published_at)))
    .orderBy(desc(properties.published_at), desc(properties.id));
  const byRealtor = new Map<number, { count: number; listings: { id: number; label: string; city: string }[] }>();
  for (const row of rows) {
    const entry = byRealtor.get(row.realtor_id) ?? { count: 0, listings: [] };
    entry.count += 1;
    if (entry.listings.length < perRealtor) entry.listings.push({ id: row.id, label: row.label, city: row.city });
    byRealtor.set(row.realtor_id, entry);
  }
  return byRealtor;
}
