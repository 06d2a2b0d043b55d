import { and, countDistinct, desc, eq, gte, inArray, isNotNull, min, sql, type SQL } from 'drizzle-orm';
import type { EventType, InsightInterval } from '@openhouse/shared/properties/insights';
import type { Db } from '../../platform/db/client';
import { roles, userRoles, users } from '../accounts/accounts.schema';
import { propertyDocuments } from '../property-documents/property-documents.schema';
import { propertyEvents } from './insights.schema';

export type NewEvent = typeof propertyEvents.$inferInsert;

export type EventCounts = {
  views: number;
  unique_views: number;
  clicks: number;
  unique_clicks: number;
  downloads: number;
};

export async function insertEvent(db: Db, row: NewEvent): Promise<void> {
  await db.insert(propertyEvents).values(row);
}

/** Whether this visitor already has a view of this property since `since` (the repeat-view window). */
export async function hasViewSince(db: Db, propertyId: number, visitorId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: propertyEvents.id })
    .from(propertyEvents)
    .where(
      and(
        eq(propertyEvents.property_id, propertyId),
        eq(propertyEvents.event_type, 'view'),
        gte(propertyEvents.created_at, since),
        eq(propertyEvents.visitor_id, visitorId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

const isType = (type: EventType) => sql`${propertyEvents.event_type} = ${type}`;

/** Totals and distinct visitors per event type, one SQL pass (FILTER works on PostgreSQL 15 and PGlite alike). */
const countColumns = {
  views: sql<number>`count(*) filter (where ${isType('view')})`.mapWith(Number),
  unique_views: sql<number>`count(distinct ${propertyEvents.visitor_id}) filter (where ${isType('view')})`.mapWith(Number),
  clicks: sql<number>`count(*) filter (where ${isType('click')})`.mapWith(Number),
  unique_clicks: sql<number>`count(distinct ${propertyEvents.visitor_id}) filter (where ${isType('click')})`.mapWith(Number),
  downloads: sql<number>`count(*) filter (where ${isType('download')})`.mapWith(Number),
};

function eventsOf(propertyId: number, since: Date | null): SQL | undefined {
  return and(eq(propertyEvents.property_id, propertyId), since ? gte(propertyEvents.created_at, since) : undefined);
}

export async function countEvents(db: Db, propertyId: number, since: Date | null): Promise<EventCounts> {
  const [row] = await db.select(countColumns).from(propertyEvents).where(eventsOf(propertyId, since));
  return row ?? { views: 0, unique_views: 0, clicks: 0, unique_clicks: 0, downloads: 0 };
}

/** Counts per UTC day or month; `bucket` is the bucket's first day as YYYY-MM-DD. */
export async function countEventsByBucket(
  db: Db,
  propertyId: number,
  since: Date | null,
  interval: InsightInterval,
): Promise<(EventCounts & { bucket: string })[]> {
  const unit = interval === 'month' ? sql.raw(`'month'`) : sql.raw(`'day'`);
  const bucket = sql<string>`to_char(date_trunc(${unit}, ${propertyEvents.created_at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ bucket, ...countColumns })
    .from(propertyEvents)
    .where(eventsOf(propertyId, since))
    .groupBy(sql`1`);
}

export async function firstEventAt(db: Db, propertyId: number): Promise<Date | null> {
  const [row] = await db.select({ first: min(propertyEvents.created_at) }).from(propertyEvents).where(eq(propertyEvents.property_id, propertyId));
  return row?.first ?? null;
}

export async function countDocumentKinds(db: Db, propertyId: number): Promise<{ documents: number; disclosures: number }> {
  const [row] = await db
    .select({
      documents: sql<number>`count(*) filter (where ${propertyDocuments.kind} = 'document')`.mapWith(Number),
      disclosures: sql<number>`count(*) filter (where ${propertyDocuments.kind} = 'disclosure')`.mapWith(Number),
    })
    .from(propertyDocuments)
    .where(eq(propertyDocuments.property_id, propertyId));
  return row ?? { documents: 0, disclosures: 0 };
}

export type UserActivity = EventCounts & { user_id: number; name: string; email: string; last_at: string };

function signedInEvents(propertyId: number, since: Date | null, type: EventType): SQL | undefined {
  return and(eventsOf(propertyId, since), isNotNull(propertyEvents.user_id), eq(propertyEvents.event_type, type));
}

/**
 * Signed-in users who had an event of `type` in the window, most recent first, with all their counts in
 * that window. A user is one visitor, so their unique counts are 0 or 1.
 */
export async function listActiveUsers(
  db: Db,
  propertyId: number,
  since: Date | null,
  type: EventType,
  window: { limit: number; offset: number },
): Promise<UserActivity[]> {
  const lastOfType = sql`max(${propertyEvents.created_at}) filter (where ${isType(type)})`;
  return db
    .select({
      user_id: users.id,
      name: users.name,
      email: users.email,
      last_at: sql<string>`to_char(${lastOfType} at time zone 'UTC', 'YYYY-MM-DD')`,
      ...countColumns,
    })
    .from(propertyEvents)
    .innerJoin(users, eq(users.id, propertyEvents.user_id))
    .where(eventsOf(propertyId, since))
    .groupBy(users.id, users.name, users.email)
    .having(sql`count(*) filter (where ${isType(type)}) > 0`)
    .orderBy(desc(lastOfType), users.id)
    .limit(window.limit)
    .offset(window.offset);
}

export async function countActiveUsers(db: Db, propertyId: number, since: Date | null, type: EventType): Promise<number> {
  const [row] = await db.select({ n: countDistinct(propertyEvents.user_id) }).from(propertyEvents).where(signedInEvents(propertyId, since, type));
  return Number(row?.n ?? 0);
}

export async function roleNamesOf(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ user_id: userRoles.user_id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(inArray(userRoles.user_id, userIds))
    .orderBy(roles.id);
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.name]);
  return byUser;
}
