import { and, desc, eq, gte, inArray, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { fileEntries } from './file-manager.schema';
import { shareLinkEvents, shareLinks } from './share-links.schema';

/**
 * The storage keys of a realtor's own files: their rows go with the account (owner_id cascades), and the
 * bytes are deleted after them, as a profile picture's are.
 */
export async function ownFileKeys(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ key: fileEntries.storage_key })
    .from(fileEntries)
    .where(and(eq(fileEntries.owner_id, userId), isNotNull(fileEntries.storage_key)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/** Project ids as a subquery (projects.queries.ts, projectIdsOfProperty), so each read below is one statement. */
type ProjectIds = SQLWrapper;

const moment = (value: string | Date | null) => (value ? new Date(value) : null);
const counted = (actions: string) => sql<number>`count(${shareLinkEvents.id}) filter (where ${shareLinkEvents.action} in (${sql.raw(actions)}))`.mapWith(Number);
/** What the property's insights count, as the package page does (share-links.repository.ts, viewerTotals). */
const activityColumns = {
  opens: counted(`'open'`),
  views: counted(`'view'`),
  downloads: counted(`'download', 'download_all'`),
  last_at: sql<Date | null>`max(${shareLinkEvents.created_at})`.mapWith(moment),
};

/**
 * The packages made from these projects' folders, newest first, each with its use since `since` (all time
 * when null); a package nobody opened yet is listed with zeros. A property has a handful; 500 is a guard.
 */
export async function packageActivityOfProjects(db: Db, projectIds: ProjectIds, since: Date | null) {
  return db
    .select({ id: shareLinks.id, title: shareLinks.title, expires_at: shareLinks.expires_at, revoked_at: shareLinks.revoked_at, ...activityColumns })
    .from(shareLinks)
    .leftJoin(shareLinkEvents, and(eq(shareLinkEvents.link_id, shareLinks.id), since ? gte(shareLinkEvents.created_at, since) : undefined))
    .where(inArray(shareLinks.project_id, projectIds))
    .groupBy(shareLinks.id)
    .orderBy(desc(shareLinks.id))
    .limit(500);
}

/**
 * Who used those packages since `since`, per viewer e-mail (null: visitors of a link to anyone, signed out),
 * most recent first, with how many viewers there are in all (a window count over the groups, same statement).
 */
export async function viewerActivityOfProjects(db: Db, projectIds: ProjectIds, since: Date | null, limit: number) {
  const rows = await db
    .select({ email: shareLinkEvents.viewer_email, ...activityColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(shareLinkEvents)
    .innerJoin(shareLinks, eq(shareLinks.id, shareLinkEvents.link_id))
    .where(and(inArray(shareLinks.project_id, projectIds), since ? gte(shareLinkEvents.created_at, since) : undefined))
    .groupBy(shareLinkEvents.viewer_email)
    .orderBy(desc(sql`max(${shareLinkEvents.created_at})`), shareLinkEvents.viewer_email)
    .limit(limit);
  return { viewers: rows.map(({ total: _total, ...row }) => ({ ...row, last_at: row.last_at! })), total: rows[0]?.total ?? 0 };
}
