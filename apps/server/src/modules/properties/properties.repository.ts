import { eq } from 'drizzle-orm';
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

export async function hasListingsBy(db: Db, realtorId: number): Promise<boolean> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.realtor_id, realtorId)).limit(1);
  return Boolean(row);
}
