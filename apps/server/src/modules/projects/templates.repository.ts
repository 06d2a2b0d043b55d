import { DEFAULT_MILESTONES } from '@openhouse/shared/projects/rules';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { checklistHeadings, checklistTemplates, milestoneTemplates, taskTemplateItems, taskTemplates } from './checklists.schema';

export type MilestoneTemplateRow = typeof milestoneTemplates.$inferSelect;
export type TaskTemplateRow = typeof taskTemplates.$inferSelect & { tasks: { id: number; title: string }[] };
export type ChecklistTemplateRow = typeof checklistTemplates.$inferSelect & { heading_name: string };

/** Writes the default milestone templates once (at start; a second instance or restart finds them there). */
export async function ensureDefaultMilestoneTemplates(db: Db): Promise<void> {
  // Read first: after the first start they are all there, and an insert that skips every row is still a commit
  // at every start. (The time is about the same on PGlite: either is the first touch of the table.)
  const present = new Set((await db.select({ name: milestoneTemplates.name }).from(milestoneTemplates).where(isNull(milestoneTemplates.owner_id))).map((row) => row.name));
  const missing = DEFAULT_MILESTONES.map((name, position) => ({ name, position, owner_id: null })).filter((row) => !present.has(row.name));
  if (missing.length === 0) return;
  // Another instance starting beside this one may insert them first.
  await db
    .insert(milestoneTemplates)
    .values(missing)
    .onConflictDoNothing({ target: milestoneTemplates.name, where: sql`${milestoneTemplates.owner_id} is null` });
}

/** The defaults and the user's own, defaults first, each in its order. */
export async function milestoneTemplatesFor(db: Db, ownerId: number): Promise<(MilestoneTemplateRow & { task_group_count: number })[]> {
  return db
    .select({
      id: milestoneTemplates.id,
      owner_id: milestoneTemplates.owner_id,
      name: milestoneTemplates.name,
      position: milestoneTemplates.position,
      created_at: milestoneTemplates.created_at,
      // Spelled out: in a one-table select drizzle leaves columns unqualified, and the inner table would shadow the outer id.
      task_group_count: sql<number>`(select count(*) from task_templates tt where tt.milestone_template_id = milestone_templates.id and tt.owner_id = ${ownerId})`.mapWith(Number),
    })
    .from(milestoneTemplates)
    .where(or(isNull(milestoneTemplates.owner_id), eq(milestoneTemplates.owner_id, ownerId)))
    .orderBy(sql`${milestoneTemplates.owner_id} is not null`, asc(milestoneTemplates.position), asc(milestoneTemplates.id));
}

export async function findMilestoneTemplates(db: Db, ids: readonly number[]): Promise<MilestoneTemplateRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(milestoneTemplates).where(inArray(milestoneTemplates.id, [...ids]));
}

export async function defaultMilestoneTemplates(db: Db): Promise<MilestoneTemplateRow[]> {
  return db.select().from(milestoneTemplates).where(isNull(milestoneTemplates.owner_id)).orderBy(asc(milestoneTemplates.position));
}

export async function insertMilestoneTemplate(tx: Db, values: typeof milestoneTemplates.$inferInsert): Promise<MilestoneTemplateRow> {
  const [row] = await tx.insert(milestoneTemplates).values(values).returning();
  return row!;
}

export async function updateMilestoneTemplate(tx: Db, id: number, values: Partial<typeof milestoneTemplates.$inferInsert>): Promise<MilestoneTemplateRow> {
  const [row] = await tx.update(milestoneTemplates).set(values).where(eq(milestoneTemplates.id, id)).returning();
  return row!;
}

export async function deleteMilestoneTemplate(tx: Db, id: number): Promise<void> {
  await tx.delete(milestoneTemplates).where(eq(milestoneTemplates.id, id));
}

// ---------------------------------------------------------------- task (milestone-task) templates

async function withItems(db: Db, rows: (typeof taskTemplates.$inferSelect)[]): Promise<TaskTemplateRow[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(taskTemplateItems)
    .where(inArray(taskTemplateItems.template_id, rows.map((row) => row.id)))
    .orderBy(asc(taskTemplateItems.position), asc(taskTemplateItems.id));
  return rows.map((row) => ({ ...row, tasks: items.filter((item) => item.template_id === row.id).map((item) => ({ id: item.id, title: item.title })) }));
}

export async function taskTemplatesOf(db: Db, ownerId: number, milestoneTemplateIds?: readonly number[]): Promise<TaskTemplateRow[]> {
  if (milestoneTemplateIds && milestoneTemplateIds.length === 0) return [];
  const rows = await db
    .select()
    .from(taskTemplates)
    .where(and(eq(taskTemplates.owner_id, ownerId), milestoneTemplateIds ? inArray(taskTemplates.milestone_template_id, [...milestoneTemplateIds]) : undefined))
    .orderBy(asc(taskTemplates.id));
  return withItems(db, rows);
}

export async function findTaskTemplate(db: Db, id: number): Promise<TaskTemplateRow | null> {
  const rows = await db.select().from(taskTemplates).where(eq(taskTemplates.id, id)).limit(1);
  const [row] = await withItems(db, rows);
  return row ?? null;
}

export async function insertTaskTemplate(tx: Db, values: typeof taskTemplates.$inferInsert, titles: readonly string[]): Promise<number> {
  const [row] = await tx.insert(taskTemplates).values(values).returning();
  if (titles.length > 0) await tx.insert(taskTemplateItems).values(titles.map((title, position) => ({ template_id: row!.id, title, position })));
  return row!.id;
}

export async function replaceTaskTemplate(tx: Db, id: number, values: Partial<typeof taskTemplates.$inferInsert>, titles: readonly string[]): Promise<void> {
  await tx.update(taskTemplates).set(values).where(eq(taskTemplates.id, id));
  await tx.delete(taskTemplateItems).where(eq(taskTemplateItems.template_id, id));
  if (titles.length > 0) await tx.insert(taskTemplateItems).values(titles.map((title, position) => ({ template_id: id, title, position })));
}

export async function deleteTaskTemplate(tx: Db, id: number): Promise<void> {
  await tx.delete(taskTemplates).where(eq(taskTemplates.id, id));
}

// ---------------------------------------------------------------- checklist templates

const checklistTemplateColumns = {
  id: checklistTemplates.id,
  owner_id: checklistTemplates.owner_id,
  heading_id: checklistTemplates.heading_id,
  name: checklistTemplates.name,
  created_at: checklistTemplates.created_at,
  heading_name: checklistHeadings.name,
};

export async function checklistTemplatesOf(db: Db, ownerId: number): Promise<ChecklistTemplateRow[]> {
  return db
    .select(checklistTemplateColumns)
    .from(checklistTemplates)
    .innerJoin(checklistHeadings, eq(checklistHeadings.id, checklistTemplates.heading_id))
    .where(eq(checklistTemplates.owner_id, ownerId))
    .orderBy(asc(checklistHeadings.name), asc(checklistTemplates.id));
}

export async function findChecklistTemplates(db: Db, ids: readonly number[]): Promise<ChecklistTemplateRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(checklistTemplateColumns)
    .from(checklistTemplates)
    .innerJoin(checklistHeadings, eq(checklistHeadings.id, checklistTemplates.heading_id))
    .where(inArray(checklistTemplates.id, [...ids]));
}

export async function insertChecklistTemplate(tx: Db, values: typeof checklistTemplates.$inferInsert): Promise<number> {
  const [row] = await tx.insert(checklistTemplates).values(values).returning();
  return row!.id;
}

export async function updateChecklistTemplate(tx: Db, id: number, values: Partial<typeof checklistTemplates.$inferInsert>): Promise<void> {
  await tx.update(checklistTemplates).set(values).where(eq(checklistTemplates.id, id));
}

export async function deleteChecklistTemplate(tx: Db, id: number): Promise<void> {
  await tx.delete(checklistTemplates).where(eq(checklistTemplates.id, id));
}
