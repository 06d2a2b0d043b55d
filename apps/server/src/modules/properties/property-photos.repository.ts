import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { properties, propertyPhotos } from './properties.schema';

export type PhotoRow = typeof propertyPhotos.$inferSelect;
export type NewPhoto = typeof propertyPhotos.$inferInsert;

/** A listing's photos in gallery order. */
export async function photosOf(db: Db, propertyId: number): Promise<PhotoRow[]> {
  return db.select().from(propertyPhotos).where(eq(propertyPhotos.property_id, propertyId)).orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id));
}

export async function countPhotos(db: Db, propertyId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(propertyPhotos).where(eq(propertyPhotos.property_id, propertyId));
  return Number(row?.total ?? 0);
}

/** Holds the listing's row until the transaction ends, so two uploads cannot both pass the photo limit. */
export async function lockProperty(tx: Db, propertyId: number): Promise<void> {
  await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('update');
}

export async function insertPhotos(tx: Db, rows: NewPhoto[]): Promise<void> {
  if (rows.length > 0) await tx.insert(propertyPhotos).values(rows);
}

export async function setPhotoPosition(tx: Db, photoId: number, position: number): Promise<void> {
  await tx.update(propertyPhotos).set({ position }).where(eq(propertyPhotos.id, photoId));
}

/** Makes one photo the listing's cover and every other one not. */
export async function setCover(tx: Db, propertyId: number, photoId: number): Promise<void> {
  await tx
    .update(propertyPhotos)
    .set({ is_cover: sql`${propertyPhotos.id} = ${photoId}` })
    .where(eq(propertyPhotos.property_id, propertyId));
}

export async function deletePhotoRow(tx: Db, propertyId: number, photoId: number): Promise<PhotoRow | undefined> {
  const [row] = await tx
    .delete(propertyPhotos)
    .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.property_id, propertyId)))
    .returning();
  return row;
}
