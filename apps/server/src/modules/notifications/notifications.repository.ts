import { and, count, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { notifications } from './notifications.schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** A new notice, or null when its source (an event delivery run again) already wrote it. */
export async function insertNotification(db: Db, row: { user_id: number; message: string; path: string | null; source_key?: string }): Promise<NotificationRow | null> {
  const [created] = await db.insert(notifications).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

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
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return query.execute({ userIds: change.user_ids, message: change.message, path: change.path, pattern });
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
