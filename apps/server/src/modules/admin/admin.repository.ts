import { count, desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { adminAudit, type AuditRow } from './admin.schema';

export async function insertAuditEntry(tx: Db, entry: typeof adminAudit.$inferInsert): Promise<AuditRow> {
  const [row] = await tx.insert(adminAudit).values(entry).returning();
  return row!;
}

/** Newest first; the id breaks ties between entries of the same instant. */
export async function pageAuditEntries(db: Db, window: { limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db.select().from(adminAudit).orderBy(desc(adminAudit.created_at), desc(adminAudit.id)).limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(adminAudit),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
