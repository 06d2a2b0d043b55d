import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { fileSummaries } from './share-links.schema';

export type SummaryRow = typeof fileSummaries.$inferSelect;

/** The file a summary is of: a file manager entry, or a file on a project's task. */
export type SummarisedFile = { entry_id: number } | { task_file_id: number };

const ofFile = (file: SummarisedFile) => ('entry_id' in file ? eq(fileSummaries.entry_id, file.entry_id) : eq(fileSummaries.task_file_id, file.task_file_id));

export async function findSummary(db: Db, key: { file: SummarisedFile; version: string; prompt: string }): Promise<SummaryRow | null> {
  const [row] = await db
    .select()
    .from(fileSummaries)
    .where(and(ofFile(key.file), eq(fileSummaries.version, key.version), eq(fileSummaries.prompt, key.prompt)))
    .limit(1);
  return row ?? null;
}

export async function insertSummary(db: Db, values: typeof fileSummaries.$inferInsert): Promise<SummaryRow> {
  const [row] = await db.insert(fileSummaries).values(values).returning();
  return row!;
}

export async function summariesOf(db: Db, file: SummarisedFile): Promise<SummaryRow[]> {
  return db.select().from(fileSummaries).where(ofFile(file)).orderBy(desc(fileSummaries.id)).limit(100);
}
