import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { favourites } from './properties.schema';

export async function addFavourite(db: Db, userId: number, propertyId: number): Promise<void> {
  await db.insert(favourites).values({ user_id: userId, property_id: propertyId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: number, propertyId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.user_id, userId), eq(favourites.property_id, propertyId)));
}

export async function isFavourite(db: Db, userId: number, propertyId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(favourites)
    .where(and(eq(favourites.user_id, userId), eq(favourites.property_id, propertyId)))
    .limit(1);
  return Boolean(row);
}

/** Which of these listings the user has favourited: laid over cached public rows. */
export async function favouriteIdsAmong(db: Db, userId: number, propertyIds: number[]): Promise<Set<number>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await db
    .select({ id: favourites.property_id })
    .from(favourites)
    .where(and(eq(favourites.user_id, userId), inArray(favourites.property_id, propertyIds)));
  return new Set(rows.map((row) => row.id));
}
