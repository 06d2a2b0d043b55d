import { and, count, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { notifications } from './notifications.schema';

export type NotificationRow = typeof notifications.$inferSelect;

type NewNotification = { user_id: number; message: string; path: string | null; source_key?: string };

/** A new notice, or null when its source (an event delivery run again) already wrote it. */
export async function insertNotification(db: Db, row: NewNotification): Promise<NotificationRow | null> {
  const [created] = await insertNotifications(db, [row]);
  return created ?? null;
}

/** New notices in one statement; those whose source (an event delivery run again) already wrote them are left out of the answer. */
export async function insertNotifications(db: Db, rows: readonly NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values([...rows]).onConflictDoNothing().returning();
}

/** Which of these users had a notice on `path` starting with `prefix` written or rewritten since `since`: news told lately. */
export async function toldSince(db: Db, userIds: readonly number[], path: string, prefix: string, since: Date): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ user_id: notifications.user_id })
    .from(notifications)
    .where(
      and(
        inArray(notifications.user_id, [...userIds]),
        eq(notifications.path, path),
        like(notifications.message, likePrefix(prefix)),
        sql`${notifications.created_at} > ${since.toISOString()}::timestamptz`,
      ),
    );
  return new Set(rows.map((row) => row.user_id));
}

/** A LIKE pattern matching text that starts with `prefix` (its wildcards escaped). */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Rewrites each user's unread notices on `path` that start with `prefix`, so a running story (outbid
 * again) updates one notice instead of piling up. Answers the rows rewritten.
 */
function prepareRefreshUnread(db: Db) {
  return db
    .update(notifications)
    .set({ message: sql`${sql.placeholder('message')}`, created_at: sql`now()` })
    .where(
      and(
        sql`${notifications.user_id} = any(${sql.placeholder('userIds')}::int[])`,
        eq(notifications.path, sql.placeholder('path')),
        isNull(notifications.read_at),
        like(notifications.message, sql.placeholder('pattern')),
      ),
    )
    .returning()
    .prepare('refresh_unread_notifications');
}

/** Prepared once per database handle: a busy auction rewrites outbid notices many times a second. */
const refreshQueries = new WeakMap<Db, ReturnType<typeof prepareRefreshUnread>>();

export async function refreshUnread(db: Db, change: { user_ids: number[]; message: string; path: string }, prefix: string): Promise<NotificationRow[]> {
  let query = refreshQueries.get(db);
  if (!query) refreshQueries.set(db, (query = prepareRefreshUnread(db)));
  return query.execute({ userIds: change.user_ids, message: change.message, path: change.path, pattern: likePrefix(prefix) });
}

export async function listNotifications(db: Db, userId: number, window: { limit: number; offset: number }): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countNotifications(db: Db, userId: number, unreadOnly = false): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), unreadOnly ? isNull(notifications.read_at) : undefined));
  return Number(row?.total ?? 0);
}

/** Who owns each of these notifications (missing ones left out): what the access policy decides on. */
export async function findNotificationOwners(db: Db, ids: readonly number[]): Promise<{ id: number; user_id: number }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: notifications.id, user_id: notifications.user_id }).from(notifications).where(inArray(notifications.id, [...ids]));
}

/** Marks one of the user's notifications read; answers false when it is not theirs or does not exist. */
export async function markRead(db: Db, userId: number, notificationId: number): Promise<boolean> {
  const [own] = await db
    .select({ id: notifications.id, read_at: notifications.read_at })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.user_id, userId)));
  if (!own) return false;
  if (!own.read_at) await db.update(notifications).set({ read_at: new Date() }).where(eq(notifications.id, notificationId));
  return true;
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.update(notifications).set({ read_at: new Date() }).where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
}

/** Marks these of the user's notifications read; ones already read keep the time they were first read. */
export async function markManyRead(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  await db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(eq(notifications.user_id, userId), inArray(notifications.id, [...ids]), isNull(notifications.read_at)));
}
