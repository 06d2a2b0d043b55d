import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { fileEntries, fileProjectSettings } from './file-manager.schema';

export type EntryRow = typeof fileEntries.$inferSelect;
export type NewEntry = typeof fileEntries.$inferInsert;

/** The entry at `path` and everything below it: `left()` rather than LIKE, so '%' and '_' in names stay literal. */
const subtree = (area: string, path: string) =>
  and(eq(fileEntries.area, area), or(eq(fileEntries.path, path), sql`left(${fileEntries.path}, ${path.length + 1}) = ${`${path}/`}`));

export async function findEntry(db: Db, area: string, path: string): Promise<EntryRow | null> {
  const [row] = await db.select().from(fileEntries).where(and(eq(fileEntries.area, area), eq(fileEntries.path, path))).limit(1);
  return row ?? null;
}

export async function findEntriesById(db: Db, ids: readonly number[]): Promise<EntryRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(fileEntries).where(inArray(fileEntries.id, [...ids]));
}

/** One page of a folder, sorted on the server: folders first, then by name without case. */
export async function pageChildren(db: Db, area: string, parent: string, page: { offset: number; limit: number; kind?: 'dir' }) {
  const where = and(eq(fileEntries.area, area), eq(fileEntries.parent, parent), page.kind ? eq(fileEntries.kind, page.kind) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(fileEntries)
      .where(where)
      .orderBy(asc(fileEntries.kind), asc(sql`lower(${fileEntries.name})`), asc(fileEntries.name))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(fileEntries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Which of these folders hold folders: one query for a whole listing, never one per child. */
export async function foldersWithSubfolders(db: Db, area: string, folders: readonly string[]): Promise<Set<string>> {
  if (folders.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ parent: fileEntries.parent })
    .from(fileEntries)
    .where(and(eq(fileEntries.area, area), eq(fileEntries.kind, 'dir'), inArray(fileEntries.parent, [...folders])));
  return new Set(rows.map((row) => row.parent));
}

export async function namesIn(db: Db, area: string, parent: string): Promise<Set<string>> {
  const rows = await db.select({ name: fileEntries.name }).from(fileEntries).where(and(eq(fileEntries.area, area), eq(fileEntries.parent, parent)));
  return new Set(rows.map((row) => row.name));
}

export async function insertEntries(tx: Db, values: NewEntry[]): Promise<EntryRow[]> {
  if (values.length === 0) return [];
  return tx.insert(fileEntries).values(values).returning();
}

export async function subtreeOf(db: Db, area: string, path: string): Promise<EntryRow[]> {
  return db.select().from(fileEntries).where(subtree(area, path)).orderBy(asc(fileEntries.path));
}

/** Deletes an entry with everything below it; answers the storage keys that are no longer named. */
export async function deleteSubtree(tx: Db, area: string, path: string): Promise<string[]> {
  const rows = await tx.delete(fileEntries).where(subtree(area, path)).returning({ key: fileEntries.storage_key });
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * Moves an entry with everything below it to another folder, name or tree, in one statement: every path and
 * parent under the old path is rewritten with the new prefix.
 */
export async function moveSubtree(tx: Db, from: { area: string; path: string }, to: { area: string; path: string; parent: string; name: string }) {
  const oldLength = from.path.length;
  await tx
    .update(fileEntries)
    .set({
      area: to.area,
      path: sql`${to.path} || substr(${fileEntries.path}, ${oldLength + 1})`,
      parent: sql`case when ${fileEntries.path} = ${from.path} then ${to.parent} else ${to.path} || substr(${fileEntries.parent}, ${oldLength + 1}) end`,
      name: sql`case when ${fileEntries.path} = ${from.path} then ${to.name} else ${fileEntries.name} end`,
      updated_at: new Date(),
    })
    .where(subtree(from.area, from.path));
}

export async function membersMayWrite(db: Db, projectId: number): Promise<boolean> {
  const [row] = await db.select().from(fileProjectSettings).where(eq(fileProjectSettings.project_id, projectId)).limit(1);
  return row?.members_may_write ?? false;
}

export async function saveMembersMayWrite(tx: Db, projectId: number, allowed: boolean): Promise<void> {
  await tx
    .insert(fileProjectSettings)
    .values({ project_id: projectId, members_may_write: allowed })
    .onConflictDoUpdate({ target: fileProjectSettings.project_id, set: { members_may_write: allowed, updated_at: new Date() } });
}
