import { and, asc, eq, inArray } from 'drizzle-orm';
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
