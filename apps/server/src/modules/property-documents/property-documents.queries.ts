import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { documentPermissions } from './property-documents.schema';

/* What other modules may read of document access requests. */

/** Requests for these listings' documents still waiting for a decision, oldest first (the realtor's queue). */
export async function waitingDocumentRequestsOf(db: Db, propertyIds: readonly number[], limit: number) {
  if (propertyIds.length === 0) return [];
  return db
    .select({
      id: documentPermissions.id,
      property_id: documentPermissions.property_id,
      user_id: documentPermissions.user_id,
      created_at: documentPermissions.created_at,
    })
    .from(documentPermissions)
    .where(and(inArray(documentPermissions.property_id, [...propertyIds]), eq(documentPermissions.status, 'requested')))
    .orderBy(asc(documentPermissions.created_at))
    .limit(limit);
}

/** How many document access requests wait for a decision on each of these listings (My Listings' column). */
export async function waitingDocumentRequestCountsOf(db: Db, propertyIds: readonly number[]): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ property_id: documentPermissions.property_id, count: sql<number>`count(*)::int` })
    .from(documentPermissions)
    .where(and(inArray(documentPermissions.property_id, [...propertyIds]), eq(documentPermissions.status, 'requested')))
    .groupBy(documentPermissions.property_id);
  return new Map(rows.map((row) => [row.property_id, Number(row.count)]));
}
