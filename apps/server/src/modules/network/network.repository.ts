import type { ProspectListQuery } from '@openhouse/shared/network/network-schemas';
import { and, arrayContains, asc, count, desc, eq, gt, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { pageWindow } from '../../platform/http/pagination';
import { networkConversations, networkLabels, prospectLabels, prospects } from './network.schema';

export type ProspectRow = typeof prospects.$inferSelect;
export type ProspectFields = Omit<typeof prospects.$inferInsert, 'id' | 'created_at' | 'updated_at'>;
export type LabelRow = typeof networkLabels.$inferSelect;
export type NoteRow = typeof networkConversations.$inferSelect;

export async function findProspects(db: Db, ids: readonly number[]): Promise<ProspectRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(prospects).where(inArray(prospects.id, [...ids]));
}

export async function insertProspects(db: Db, rows: ProspectFields[]): Promise<ProspectRow[]> {
  if (rows.length === 0) return [];
  return db.insert(prospects).values(rows).returning();
}

export async function updateProspect(db: Db, id: number, fields: Partial<ProspectFields>): Promise<void> {
  await db.update(prospects).set({ ...fields, updated_at: new Date() }).where(eq(prospects.id, id));
}

export async function deleteProspect(db: Db, id: number): Promise<void> {
  await db.delete(prospects).where(eq(prospects.id, id));
}

/** Replaces a prospect's labels with these; a label kept keeps the time it was given (sequence steps count from it). */
export async function setProspectLabels(db: Db, prospectId: number, labelIds: readonly number[]): Promise<void> {
  const kept = labelIds.length > 0 ? notInArray(prospectLabels.label_id, [...labelIds]) : undefined;
  await db.delete(prospectLabels).where(and(eq(prospectLabels.prospect_id, prospectId), kept));
  await addProspectLabels(db, [prospectId], labelIds);
}

/** Adds these labels to these prospects, keeping the ones they have. */
export async function addProspectLabels(db: Db, prospectIds: readonly number[], labelIds: readonly number[]): Promise<void> {
  const rows = prospectIds.flatMap((prospect_id) => labelIds.map((label_id) => ({ prospect_id, label_id })));
  if (rows.length > 0) await db.insert(prospectLabels).values(rows).onConflictDoNothing();
}

export async function labelsOfProspects(db: Db, prospectIds: readonly number[]): Promise<{ prospect_id: number; id: number; label_name: string }[]> {
  if (prospectIds.length === 0) return [];
  return db
    .select({ prospect_id: prospectLabels.prospect_id, id: networkLabels.id, label_name: networkLabels.label_name })
    .from(prospectLabels)
    .innerJoin(networkLabels, eq(networkLabels.id, prospectLabels.label_id))
    .where(inArray(prospectLabels.prospect_id, [...prospectIds]))
    .orderBy(asc(networkLabels.label_name));
}

function listFilter(realtorId: number, query: Pick<ProspectListQuery, 'search' | 'label_id' | 'role_id'>): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(prospects.realtor_id, realtorId)];
  if (query.search) {
    // LIKE's own wildcards in the search are taken literally.
    const needle = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(prospects.name, needle), ilike(prospects.user_name, needle), ilike(prospects.email, needle), ilike(prospects.phone, needle)));
  }
  if (query.label_id !== undefined) {
    filters.push(sql`exists (select 1 from ${prospectLabels} where ${prospectLabels.prospect_id} = ${prospects.id} and ${prospectLabels.label_id} = ${query.label_id})`);
  }
  if (query.role_id !== undefined) filters.push(arrayContains(prospects.role_ids, [query.role_id]));
  return and(...filters);
}

/** One page of a realtor's prospects, newest first. */
export async function pageProspects(db: Db, realtorId: number, query: ProspectListQuery): Promise<{ rows: ProspectRow[]; total: number }> {
  const where = listFilter(realtorId, query);
  const { limit, offset } = pageWindow(query);
  const rows = await db.select().from(prospects).where(where).orderBy(desc(prospects.id)).limit(limit).offset(offset);
  const [total] = await db.select({ value: count() }).from(prospects).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** A realtor's prospects with this label, by name (at most `limit`). */
export async function prospectsWithLabel(db: Db, labelId: number, limit: number): Promise<ProspectRow[]> {
  return db
    .select({ prospect: prospects })
    .from(prospects)
    .innerJoin(prospectLabels, eq(prospectLabels.prospect_id, prospects.id))
    .where(eq(prospectLabels.label_id, labelId))
    .orderBy(asc(prospects.name))
    .limit(limit)
    .then((rows) => rows.map((row) => row.prospect));
}

export async function prospectsOfProjectRows(db: Db, projectId: number, limit: number): Promise<ProspectRow[]> {
  return db.select().from(prospects).where(eq(prospects.project_id, projectId)).orderBy(desc(prospects.id)).limit(limit);
}

export async function findLabels(db: Db, ids: readonly number[]): Promise<LabelRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(networkLabels).where(inArray(networkLabels.id, [...ids]));
}

export async function labelsOfRealtor(db: Db, realtorId: number): Promise<LabelRow[]> {
  return db.select().from(networkLabels).where(eq(networkLabels.realtor_id, realtorId)).orderBy(asc(networkLabels.label_name));
}

/** The new label, or null when the realtor already has one of that name. */
export async function insertLabel(db: Db, realtorId: number, labelName: string): Promise<LabelRow | null> {
  const [row] = await db.insert(networkLabels).values({ realtor_id: realtorId, label_name: labelName }).onConflictDoNothing().returning();
  return row ?? null;
}

/** The renamed label, or null when the realtor already has another of that name. */
export async function renameLabel(db: Db, realtorId: number, id: number, labelName: string): Promise<LabelRow | null> {
  const [clash] = await db
    .select({ id: networkLabels.id })
    .from(networkLabels)
    .where(and(eq(networkLabels.realtor_id, realtorId), sql`lower(${networkLabels.label_name}) = lower(${labelName})`, ne(networkLabels.id, id)));
  if (clash) return null;
  const [row] = await db.update(networkLabels).set({ label_name: labelName }).where(eq(networkLabels.id, id)).returning();
  return row ?? null;
}

/** The label goes; prospects keep everything else (their label links cascade). */
export async function deleteLabel(db: Db, id: number): Promise<void> {
  await db.delete(networkLabels).where(eq(networkLabels.id, id));
}

/** A realtor's prospects with an e-mail address, picked by label or by id (a campaign's audience). */
/** In id order; with `page`, only the `limit` rows after `afterId` (a label of 100,000 people is read a page at a time). */
export async function prospectContactRows(db: Db, realtorId: number, labelIds: readonly number[], prospectIds: readonly number[], page?: { afterId: number; limit: number }) {
  if (labelIds.length === 0 && prospectIds.length === 0) return [];
  const picked: SQL[] = [];
  if (prospectIds.length > 0) picked.push(inArray(prospects.id, [...prospectIds]));
  if (labelIds.length > 0) picked.push(sql`exists (select 1 from ${prospectLabels} where ${prospectLabels.prospect_id} = ${prospects.id} and ${inArray(prospectLabels.label_id, [...labelIds])})`);
  const query = db
    .select({ id: prospects.id, name: prospects.name, email: prospects.email })
    .from(prospects)
    .where(and(eq(prospects.realtor_id, realtorId), or(...picked), page ? gt(prospects.id, page.afterId) : undefined))
    .orderBy(asc(prospects.id));
  return page ? query.limit(page.limit) : query;
}

export async function findNotes(db: Db, ids: readonly number[]): Promise<NoteRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(networkConversations).where(inArray(networkConversations.id, [...ids]));
}

export async function notesOfProspect(db: Db, prospectId: number): Promise<NoteRow[]> {
  return db.select().from(networkConversations).where(eq(networkConversations.network_id, prospectId)).orderBy(asc(networkConversations.id)).limit(500);
}

export async function insertNote(db: Db, fields: { network_id: number; author_id: number; message: string }): Promise<NoteRow> {
  const [row] = await db.insert(networkConversations).values(fields).returning();
  return row!;
}

export async function updateNote(db: Db, id: number, message: string): Promise<NoteRow> {
  const [row] = await db.update(networkConversations).set({ message, updated_at: new Date() }).where(eq(networkConversations.id, id)).returning();
  return row!;
}

export async function deleteNote(db: Db, id: number): Promise<void> {
  await db.delete(networkConversations).where(eq(networkConversations.id, id));
}

/** Which of these (lower-cased) e-mails the realtor's prospects already have. */
export async function knownEmails(db: Db, realtorId: number, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: prospects.email })
    .from(prospects)
    .where(and(eq(prospects.realtor_id, realtorId), inArray(prospects.email, [...emails])));
  return new Set(rows.map((row) => row.email!));
}

/** Every prospect of a realtor, oldest first (the export). */
export async function allProspectsOf(db: Db, realtorId: number): Promise<ProspectRow[]> {
  return db.select().from(prospects).where(eq(prospects.realtor_id, realtorId)).orderBy(asc(prospects.id));
}

/** The user names of a realtor's prospects: what an import's proposed user names must not repeat. */
export async function prospectUserNames(db: Db, realtorId: number): Promise<string[]> {
  const rows = await db.select({ user_name: prospects.user_name }).from(prospects).where(eq(prospects.realtor_id, realtorId));
  return rows.map((row) => row.user_name);
}

/**
 * A realtor's prospects with an e-mail address given this label after `after` (a label time and prospect id, the
 * sweep's cursor) and at or before `until`: a label sequence step's due people, in label order, at most `limit`.
 */
export async function prospectsLabelledWithin(db: Db, realtorId: number, labelId: number, window: { after: { at: Date; id: number }; until: Date }, limit: number) {
  return db
    .select({ id: prospects.id, name: prospects.name, email: prospects.email, labelled_at: prospectLabels.created_at })
    .from(prospectLabels)
    .innerJoin(prospects, eq(prospects.id, prospectLabels.prospect_id))
    .where(
      and(
        eq(prospectLabels.label_id, labelId),
        eq(prospects.realtor_id, realtorId),
        sql`(${prospectLabels.created_at}, ${prospectLabels.prospect_id}) > (${window.after.at.toISOString()}::timestamptz, ${window.after.id}::integer)`,
        sql`${prospectLabels.created_at} <= ${window.until.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(prospectLabels.created_at), asc(prospectLabels.prospect_id))
    .limit(limit);
}
