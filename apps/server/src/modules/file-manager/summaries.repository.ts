import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { fileSummaries } from './share-links.schema';

export type SummaryRow = typeof fileSummaries.$inferSelect;

export async function findSummary(db: Db, key: { entryId: number; version: string; prompt: string }): Promise<SummaryRow | null> {
  const [row] = await db
    .select()
    .from(fileSummaries)
    .where(and(eq(fileSummaries.entry_id, key.entryId), eq(fileSummaries.version, key.version), eq(fileSummaries.prompt, key.prompt)))
    .limit(1);
  return row ?? null;
}

export async function insertSummary(db: Db, values: typeof fileSummaries.$inferInsert): Promise<SummaryRow> {
  const [row] = await db.insert(fileSummaries).values(values).returning();
  return row!;
}

export async function summariesOf(db: Db, entryId: number): Promise<SummaryRow[]> {
  return db.select().from(fileSummaries).where(eq(fileSummaries.entry_id, entryId)).orderBy(desc(fileSummaries.id)).limit(100);
}
