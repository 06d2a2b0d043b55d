import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from './outbox.schema';

export type OutboxInsert = typeof outboxMessages.$inferInsert;
export type OutboxRow = typeof outboxMessages.$inferSelect;

export async function insertOutbox(db: Db, message: OutboxInsert): Promise<{ id: number }> {
  const [row] = await insertOutboxes(db, [message]);
  return row!;
}

/**
 * The messages' ids, in one statement, in the order given (ids are drawn in that order). Only the ids come back:
 * a campaign's batch would otherwise read its fifty bodies back from the database.
 */
export async function insertOutboxes(db: Db, messages: readonly OutboxInsert[]): Promise<{ id: number }[]> {
  if (messages.length === 0) return [];
  const rows = await db.insert(outboxMessages).values([...messages]).returning({ id: outboxMessages.id });
  return rows.sort((a, b) => a.id - b.id);
}

export async function findOutbox(db: Db, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return row ?? null;
}

export async function markOutbox(db: Db, id: number, status: OutboxRow['status'], error: string | null = null): Promise<void> {
  await markOutboxes(db, [id], status, error);
}

/** markOutbox for many messages with one outcome (a batch kept in the outbox), in one statement. */
export async function markOutboxes(db: Db, ids: readonly number[], status: OutboxRow['status'], error: string | null = null): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxMessages)
    .set({ status, error, attempts: sql`${outboxMessages.attempts} + 1`, sent_at: status === 'sent' ? new Date() : null })
    .where(inArray(outboxMessages.id, [...ids]));
}

export async function latestOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
}
