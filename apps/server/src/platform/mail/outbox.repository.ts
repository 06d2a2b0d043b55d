import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from './outbox.schema';

export type OutboxInsert = typeof outboxMessages.$inferInsert;
export type OutboxRow = typeof outboxMessages.$inferSelect;

export async function insertOutbox(db: Db, message: OutboxInsert): Promise<OutboxRow> {
  const [row] = await db.insert(outboxMessages).values(message).returning();
  return row!;
}

export async function findOutbox(db: Db, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return row ?? null;
}

export async function markOutbox(db: Db, id: number, status: OutboxRow['status'], error: string | null = null): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status, error, attempts: sql`${outboxMessages.attempts} + 1`, sent_at: status === 'sent' ? new Date() : null })
    .where(eq(outboxMessages.id, id));
}

export async function latestOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
}
