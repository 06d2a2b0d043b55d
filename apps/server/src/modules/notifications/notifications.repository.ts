import { and, count, desc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { notifications } from './notifications.schema';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Db, row: { user_id: number; message: string; path: string | null }): Promise<NotificationRow> {
  const [created] = await db.insert(notifications).values(row).returning();
  return created!;
}

/**
 * Rewrites the user's unread notification with this path whose message starts with `prefix`, as new;
 * null when there is none. Lets a running story (outbid again) update one notice instead of piling up.
 */
export async function refreshUnread(db: Db, row: { user_id: number; message: string; path: string }, prefix: string): Promise<NotificationRow | null> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [updated] = await db
    .update(notifications)
    .set({ message: row.message, created_at: sql`now()` })
    .where(and(eq(notifications.user_id, row.user_id), eq(notifications.path, row.path), isNull(notifications.read_at), like(notifications.message, pattern)))
    .returning();
  return updated ?? null;
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
