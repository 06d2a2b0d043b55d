import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { fileEntries } from './file-manager.schema';
import { shareLinkEvents, shareLinkFiles, shareLinkRecipients, shareLinks } from './share-links.schema';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export async function insertShareLink(tx: Db, values: typeof shareLinks.$inferInsert, entryIds: number[], emails: string[]): Promise<ShareLinkRow> {
  const [link] = await tx.insert(shareLinks).values(values).returning();
  await tx.insert(shareLinkFiles).values(entryIds.map((entry_id) => ({ link_id: link!.id, entry_id })));
  if (emails.length > 0) await tx.insert(shareLinkRecipients).values(emails.map((email) => ({ link_id: link!.id, email })));
  return link!;
}

export async function findLinkByToken(db: Db, token: string): Promise<ShareLinkRow | null> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.token, token)).limit(1);
  return row ?? null;
}

export async function findLink(db: Db, id: number): Promise<ShareLinkRow | null> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, id)).limit(1);
  return row ?? null;
}

export async function linksOf(db: Db, ownerId: number): Promise<ShareLinkRow[]> {
  return db.select().from(shareLinks).where(eq(shareLinks.owner_id, ownerId)).orderBy(desc(shareLinks.id)).limit(200);
}

/** The package's files, each with the id of its place in the package (what its public path names). */
export async function filesOfLink(db: Db, linkId: number) {
  return db
    .select({ id: shareLinkFiles.id, name: fileEntries.name, mime_type: fileEntries.mime_type, size: fileEntries.size, storage_key: fileEntries.storage_key, updated_at: fileEntries.updated_at })
    .from(shareLinkFiles)
    .innerJoin(fileEntries, eq(fileEntries.id, shareLinkFiles.entry_id))
    .where(eq(shareLinkFiles.link_id, linkId))
    .orderBy(sql`lower(${fileEntries.name})`, fileEntries.name);
}

export async function recipientsOf(db: Db, linkIds: readonly number[]) {
  if (linkIds.length === 0) return [];
  return db.select().from(shareLinkRecipients).where(inArray(shareLinkRecipients.link_id, [...linkIds]));
}

/** Links shared with this e-mail that its holder has not left, newest first. */
export async function linksSharedWith(db: Db, email: string): Promise<ShareLinkRow[]> {
  return db
    .select({ link: shareLinks })
    .from(shareLinkRecipients)
    .innerJoin(shareLinks, eq(shareLinks.id, shareLinkRecipients.link_id))
    .where(and(eq(shareLinkRecipients.email, email), isNull(shareLinkRecipients.left_at)))
    .orderBy(desc(shareLinks.id))
    .limit(200)
    .then((rows) => rows.map((row) => row.link));
}

export async function revokeLink(tx: Db, id: number): Promise<void> {
  await tx.update(shareLinks).set({ revoked_at: new Date() }).where(and(eq(shareLinks.id, id), isNull(shareLinks.revoked_at)));
}

/** Marks the recipient as gone; for a link to anyone, records them as a recipient who left. */
export async function leaveLink(tx: Db, linkId: number, email: string): Promise<void> {
  await tx
    .insert(shareLinkRecipients)
    .values({ link_id: linkId, email, left_at: new Date() })
    .onConflictDoUpdate({ target: [shareLinkRecipients.link_id, shareLinkRecipients.email], set: { left_at: new Date() } });
}

export async function recordEvent(db: Db, values: typeof shareLinkEvents.$inferInsert): Promise<void> {
  await db.insert(shareLinkEvents).values(values);
}

export async function eventCounts(db: Db, linkIds: readonly number[]) {
  if (linkIds.length === 0) return [];
  return db
    .select({
      link_id: shareLinkEvents.link_id,
      views: sql<number>`count(*) filter (where ${shareLinkEvents.action} in ('open', 'view'))`.mapWith(Number),
      downloads: sql<number>`count(*) filter (where ${shareLinkEvents.action} in ('download', 'download_all'))`.mapWith(Number),
      last: sql<Date | null>`max(${shareLinkEvents.created_at})`.mapWith((value: string | Date | null) => (value ? new Date(value) : null)),
    })
    .from(shareLinkEvents)
    .where(inArray(shareLinkEvents.link_id, [...linkIds]))
    .groupBy(shareLinkEvents.link_id);
}

export async function fileCounts(db: Db, linkIds: readonly number[]) {
  if (linkIds.length === 0) return [];
  return db
    .select({ link_id: shareLinkFiles.link_id, files: sql<number>`count(*)`.mapWith(Number) })
    .from(shareLinkFiles)
    .where(inArray(shareLinkFiles.link_id, [...linkIds]))
    .groupBy(shareLinkFiles.link_id);
}

/** Per viewer (their e-mail, or null for visitors without one): how often they opened, viewed and downloaded, and when. */
export async function viewerTotals(db: Db, linkId: number) {
  const count = (actions: string) => sql<number>`count(*) filter (where ${shareLinkEvents.action} in (${sql.raw(actions)}))`.mapWith(Number);
  const moment = (value: string | Date) => new Date(value);
  return db
    .select({
      email: shareLinkEvents.viewer_email,
      opens: count(`'open'`),
      views: count(`'view'`),
      downloads: count(`'download', 'download_all'`),
      first_at: sql<Date>`min(${shareLinkEvents.created_at})`.mapWith(moment),
      last_at: sql<Date>`max(${shareLinkEvents.created_at})`.mapWith(moment),
    })
    .from(shareLinkEvents)
    .where(eq(shareLinkEvents.link_id, linkId))
    .groupBy(shareLinkEvents.viewer_email)
    .orderBy(desc(sql`max(${shareLinkEvents.created_at})`));
}

/** The newest events of a link with the name of the file each was about (none for opening or Download All). */
export async function recentEvents(db: Db, linkId: number, limit = 100) {
  return db
    .select({ action: shareLinkEvents.action, email: shareLinkEvents.viewer_email, file: fileEntries.name, at: shareLinkEvents.created_at })
    .from(shareLinkEvents)
    .leftJoin(shareLinkFiles, eq(shareLinkFiles.id, shareLinkEvents.file_id))
    .leftJoin(fileEntries, eq(fileEntries.id, shareLinkFiles.entry_id))
    .where(eq(shareLinkEvents.link_id, linkId))
    .orderBy(desc(shareLinkEvents.id))
    .limit(limit);
}
