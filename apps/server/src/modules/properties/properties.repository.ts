import type { ListingStatus } from '@openhouse/shared/properties/listing';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { properties } from './properties.schema';
import type { PropertyRow } from './properties.access';

/* Writing listings. Reads by id are in properties.queries.ts, lists in catalogue.repository.ts. */

export type NewProperty = typeof properties.$inferInsert;

export async function insertPropertyRow(db: Db, values: NewProperty): Promise<PropertyRow> {
  const [row] = await db.insert(properties).values(values).returning();
  return row!;
}

export async function updatePropertyRow(db: Db, id: number, values: Partial<NewProperty>): Promise<PropertyRow> {
  const [row] = await db
    .update(properties)
    .set({ ...values, updated_at: new Date() })
    .where(eq(properties.id, id))
    .returning();
  return row!;
}

/** Moves a listing to `to` only from one of `from`; answers whether it moved. */
export async function moveListingStatus(db: Db, id: number, to: ListingStatus, from: ListingStatus[]): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set({ status: to, updated_at: new Date() })
    .where(and(eq(properties.id, id), inArray(properties.status, from)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

/** Publishes a draft; null when it was published already (the update finds no draft to change). */
export async function publishPropertyRow(db: Db, id: number): Promise<PropertyRow | null> {
  const [row] = await db
    .update(properties)
    .set({ published_at: new Date(), updated_at: new Date() })
    .where(and(eq(properties.id, id), isNull(properties.published_at)))
    .returning();
  return row ?? null;
}

export async function hasListingsBy(db: Db, realtorId: number): Promise<boolean> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.realtor_id, realtorId)).limit(1);
  return Boolean(row);
}
