import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { checklistHeadings, checklistNotes, projectChecklists } from './checklists.schema';

export type HeadingRow = typeof checklistHeadings.$inferSelect;
export type ChecklistRow = typeof projectChecklists.$inferSelect;
export type NoteRow = typeof checklistNotes.$inferSelect;

/** A project's headings and its owner's heading templates. */
export async function headingsFor(db: Db, ownerId: number, projectId?: number): Promise<HeadingRow[]> {
  const templates = and(eq(checklistHeadings.owner_id, ownerId), isNull(checklistHeadings.project_id));
  return db
    .select()
    .from(checklistHeadings)
    .where(projectId ? or(templates, eq(checklistHeadings.project_id, projectId)) : templates)
    .orderBy(asc(checklistHeadings.name), asc(checklistHeadings.id));
}

export async function findHeading(db: Db, id: number): Promise<HeadingRow | null> {
  const [row] = await db.select().from(checklistHeadings).where(eq(checklistHeadings.id, id)).limit(1);
  return row ?? null;
}

export async function insertHeading(tx: Db, values: typeof checklistHeadings.$inferInsert): Promise<HeadingRow> {
  const [row] = await tx.insert(checklistHeadings).values(values).returning();
  return row!;
}

export async function updateHeading(tx: Db, id: number, name: string): Promise<HeadingRow> {
  const [row] = await tx.update(checklistHeadings).set({ name }).where(eq(checklistHeadings.id, id)).returning();
  return row!;
}

export async function deleteHeading(tx: Db, id: number): Promise<void> {
  await tx.delete(checklistHeadings).where(eq(checklistHeadings.id, id));
}

export type ChecklistView = ChecklistRow & { heading_name: string; note_count: number };

const checklistColumns = {
  id: projectChecklists.id,
  project_id: projectChecklists.project_id,
  heading_id: projectChecklists.heading_id,
  name: projectChecklists.name,
  is_checked: projectChecklists.is_checked,
  template_id: projectChecklists.template_id,
  created_at: projectChecklists.created_at,
  heading_name: checklistHeadings.name,
  note_count: sql<number>`(select count(*) from ${checklistNotes} where ${checklistNotes.checklist_id} = ${projectChecklists.id})`.mapWith(Number),
};

export async function checklistsOf(db: Db, projectId: number): Promise<ChecklistView[]> {
  return db
    .select(checklistColumns)
    .from(projectChecklists)
    .innerJoin(checklistHeadings, eq(checklistHeadings.id, projectChecklists.heading_id))
    .where(eq(projectChecklists.project_id, projectId))
    .orderBy(asc(checklistHeadings.name), asc(projectChecklists.id));
}

export async function findChecklist(db: Db, id: number): Promise<ChecklistView | null> {
  const [row] = await db
    .select(checklistColumns)
    .from(projectChecklists)
    .innerJoin(checklistHeadings, eq(checklistHeadings.id, projectChecklists.heading_id))
    .where(eq(projectChecklists.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertChecklists(tx: Db, values: (typeof projectChecklists.$inferInsert)[]): Promise<ChecklistRow[]> {
  if (values.length === 0) return [];
  return tx.insert(projectChecklists).values(values).returning();
}

export async function updateChecklist(tx: Db, id: number, values: Partial<typeof projectChecklists.$inferInsert>): Promise<void> {
  // An update that names nothing changes nothing (an UPDATE needs at least one column).
  if (Object.values(values).every((value) => value === undefined)) return;
  await tx.update(projectChecklists).set(values).where(eq(projectChecklists.id, id));
}

export async function deleteChecklist(tx: Db, id: number): Promise<void> {
  await tx.delete(projectChecklists).where(eq(projectChecklists.id, id));
}

export async function templateIdsIn(db: Db, projectId: number, templateIds: readonly number[]): Promise<number[]> {
  if (templateIds.length === 0) return [];
  const rows = await db
    .select({ template_id: projectChecklists.template_id })
    .from(projectChecklists)
    .where(and(eq(projectChecklists.project_id, projectId), inArray(projectChecklists.template_id, [...templateIds])));
  return rows.map((row) => row.template_id!);
}

// ---------------------------------------------------------------- notes

export async function pageNotes(db: Db, checklistId: number, page: { page: number; per_page: number }): Promise<{ rows: NoteRow[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(checklistNotes).where(eq(checklistNotes.checklist_id, checklistId));
  const rows = await db
    .select()
    .from(checklistNotes)
    .where(eq(checklistNotes.checklist_id, checklistId))
    .orderBy(desc(checklistNotes.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return { rows, total: total?.n ?? 0 };
}

export async function findNote(db: Db, id: number): Promise<NoteRow | null> {
  const [row] = await db.select().from(checklistNotes).where(eq(checklistNotes.id, id)).limit(1);
  return row ?? null;
}

export async function insertNote(tx: Db, values: typeof checklistNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await tx.insert(checklistNotes).values(values).returning();
  return row!;
}

export async function updateNote(tx: Db, id: number, note: string): Promise<NoteRow> {
  const [row] = await tx.update(checklistNotes).set({ note, updated_at: new Date() }).where(eq(checklistNotes.id, id)).returning();
  return row!;
}

export async function deleteNote(tx: Db, id: number): Promise<void> {
  await tx.delete(checklistNotes).where(eq(checklistNotes.id, id));
}
