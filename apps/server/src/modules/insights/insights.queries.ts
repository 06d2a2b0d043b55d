import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { propertyEvents } from './insights.schema';

/* What other modules may read of insights. */

/** Views of each of these listings since an instant (listings without any are left out). */
export async function viewCountsSince(db: Db, propertyIds: readonly number[], since: Date): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ property_id: propertyEvents.property_id, views: sql<number>`count(*)::int` })
    .from(propertyEvents)
    .where(and(inArray(propertyEvents.property_id, [...propertyIds]), sql`${propertyEvents.event_type} = 'view'`, gte(propertyEvents.created_at, since)))
    .groupBy(propertyEvents.property_id);
  return new Map(rows.map((row) => [row.property_id, Number(row.views)]));
}
