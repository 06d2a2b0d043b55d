import type { RecipientStatus } from '@openhouse/shared/campaigns/campaign-schemas';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { campaignEvents, campaignLinks, campaignRecipients, emailCampaigns, emailTemplates, emailUnsubscribes, templateImages, verifiedSenders } from './campaigns.schema';

export type TemplateRow = typeof emailTemplates.$inferSelect;
export type SenderRow = typeof verifiedSenders.$inferSelect;
export type CampaignRow = typeof emailCampaigns.$inferSelect;
export type RecipientRow = typeof campaignRecipients.$inferSelect;
export type ImageRow = typeof templateImages.$inferSelect;

// Templates
export async function findTemplates(db: Db, ids: readonly number[]): Promise<TemplateRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(emailTemplates).where(inArray(emailTemplates.id, [...ids]));
}
export async function templatesOf(db: Db, userId: number): Promise<TemplateRow[]> {
  return db.select().from(emailTemplates).where(eq(emailTemplates.user_id, userId)).orderBy(desc(emailTemplates.updated_at)).limit(500);
}
export async function insertTemplate(db: Db, values: typeof emailTemplates.$inferInsert): Promise<TemplateRow> {
  const [row] = await db.insert(emailTemplates).values(values).returning();
  return row!;
}
export async function updateTemplate(db: Db, id: number, values: Partial<typeof emailTemplates.$inferInsert>): Promise<TemplateRow> {
  const [row] = await db.update(emailTemplates).set({ ...values, updated_at: new Date() }).where(eq(emailTemplates.id, id)).returning();
  return row!;
}
export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.delete(emailTemplates).where(eq(emailTemplates.id, id));
}
/** Whether a campaign that has yet to finish sending uses this template (it would lose it mid-way). */
export async function templateInActiveUse(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(emailCampaigns)
    .where(and(eq(emailCampaigns.template_id, id), inArray(emailCampaigns.status, ['scheduled', 'sending', 'paused'])));
  return (row?.n ?? 0) > 0;
}

// Senders
export async function findSenders(db: Db, ids: readonly number[]): Promise<SenderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(verifiedSenders).where(inArray(verifiedSenders.id, [...ids]));
}
export async function sendersOf(db: Db, userId: number): Promise<SenderRow[]> {
  return db.select().from(verifiedSenders).where(eq(verifiedSenders.user_id, userId)).orderBy(desc(verifiedSenders.is_account), asc(verifiedSenders.email));
}
/** The account's own address, verified from the start; written the first time the list is read. */
export async function ensureAccountSender(db: Db, userId: number, email: string): Promise<void> {
  await db.insert(verifiedSenders).values({ user_id: userId, email: email.toLowerCase(), is_account: true, verified_at: new Date() }).onConflictDoNothing();
}
export async function insertSender(db: Db, values: typeof verifiedSenders.$inferInsert): Promise<SenderRow | null> {
  const [row] = await db.insert(verifiedSenders).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
export async function updateSender(db: Db, id: number, values: Partial<typeof verifiedSenders.$inferInsert>): Promise<SenderRow> {
  const [row] = await db.update(verifiedSenders).set(values).where(eq(verifiedSenders.id, id)).returning();
  return row!;
}
export async function deleteSender(db: Db, id: number): Promise<void> {
  await db.delete(verifiedSenders).where(eq(verifiedSenders.id, id));
}
/** Uses a link's token once: the sender it verified, or null for an unknown, used or expired token. */
export async function verifySenderByToken(db: Db, tokenHash: string): Promise<SenderRow | null> {
  const [row] = await db
    .update(verifiedSenders)
    .set({ verified_at: new Date(), token_hash: null, token_expires_at: null })
    .where(and(eq(verifiedSenders.token_hash, tokenHash), sql`${verifiedSenders.token_expires_at} > now()`))
    .returning();
  return row ?? null;
}

// Campaigns
export async function findCampaigns(db: Db, ids: readonly number[]): Promise<CampaignRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(emailCampaigns).where(inArray(emailCampaigns.id, [...ids]));
}
export async function findCampaign(db: Db, id: number): Promise<CampaignRow | null> {
  const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id));
  return row ?? null;
}
export async function campaignsOf(db: Db, userId: number): Promise<CampaignRow[]> {
  return db.select().from(emailCampaigns).where(eq(emailCampaigns.user_id, userId)).orderBy(desc(emailCampaigns.id)).limit(500);
}
export async function insertCampaign(db: Db, values: typeof emailCampaigns.$inferInsert): Promise<CampaignRow> {
  const [row] = await db.insert(emailCampaigns).values(values).returning();
  return row!;
}
/** Moves a campaign from one of `from` to `to`; null when it was no longer in one of them (a concurrent change). */
export async function moveCampaign(db: Db, id: number, from: readonly CampaignRow['status'][], values: Partial<typeof emailCampaigns.$inferInsert> & { status: CampaignRow['status'] }): Promise<CampaignRow | null> {
  const [row] = await db
    .update(emailCampaigns)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(emailCampaigns.id, id), inArray(emailCampaigns.status, [...from])))
    .returning();
  return row ?? null;
}
/** The campaign's row, locked until the transaction `tx` ends. */
export async function lockCampaign(tx: Db, id: number): Promise<CampaignRow | null> {
  const [row] = await tx.select().from(emailCampaigns).where(eq(emailCampaigns.id, id)).for('update');
  return row ?? null;
}
export async function markRecipientsWritten(db: Db, id: number): Promise<CampaignRow> {
  const [row] = await db.update(emailCampaigns).set({ recipients_pending: false, updated_at: new Date() }).where(eq(emailCampaigns.id, id)).returning();
  return row!;
}
export async function deleteCampaign(db: Db, id: number): Promise<void> {
  await db.delete(emailCampaigns).where(eq(emailCampaigns.id, id));
}
export async function campaignsWithStatus(db: Db, status: CampaignRow['status']): Promise<CampaignRow[]> {
  return db.select().from(emailCampaigns).where(eq(emailCampaigns.status, status));
}

// Recipients
export type RecipientCounts = Record<RecipientStatus | 'total', number>;
export async function recipientCounts(db: Db, campaignIds: readonly number[]): Promise<Map<number, RecipientCounts>> {
  const counts = new Map<number, RecipientCounts>();
  if (campaignIds.length === 0) return counts;
  const rows = await db
    .select({ campaign_id: campaignRecipients.campaign_id, status: campaignRecipients.status, n: count() })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.campaign_id, [...campaignIds]))
    .groupBy(campaignRecipients.campaign_id, campaignRecipients.status);
  for (const row of rows) {
    const entry = counts.get(row.campaign_id) ?? { total: 0, queued: 0, sending: 0, sent: 0, failed: 0, bounced: 0, skipped: 0, unknown: 0 };
    entry[row.status] += row.n;
    entry.total += row.n;
    counts.set(row.campaign_id, entry);
  }
  return counts;
}
/**
 * Writes recipients in one statement per thousand, as columns (unnest of one array per column) rather than rows:
 * the query builder spent about 20 KB building the statement for each row of a values list, so a send to 100,000
 * allocated 2 GB before its first mail (docs/ARCHITECTURE.md, "Campaign sending").
 */
export async function insertRecipients(db: Db, rows: (typeof campaignRecipients.$inferInsert)[]): Promise<void> {
  // In slices, so that no one statement's arrays grow with the campaign.
  for (let start = 0; start < rows.length; start += 1000) {
    const slice = rows.slice(start, start + 1000);
    const column = <T>(value: (row: (typeof slice)[number]) => T) => sql.param(slice.map(value));
    await db.execute(sql`
      insert into ${campaignRecipients} (campaign_id, email, name, source, source_key, property_address, status, skip_reason, token)
      select * from unnest(
        ${column((row) => row.campaign_id)}::int[], ${column((row) => row.email)}::text[], ${column((row) => row.name)}::text[],
        ${column((row) => row.source)}::text[], ${column((row) => row.source_key ?? null)}::text[], ${column((row) => row.property_address ?? '')}::text[],
        ${column((row) => row.status ?? 'queued')}::text[], ${column((row) => row.skip_reason ?? null)}::text[], ${column((row) => row.token)}::text[]
      )
      on conflict do nothing`);
  }
}
/**
 * Claims the next queued recipients after `afterId` for this process: they become `sending` in the same statement
 * that picks them, and SKIP LOCKED lets two runners of one campaign take different rows, never the same. A run
 * passes the last id it claimed, so the index scan starts there instead of stepping again over the entries that
 * the rows already sent left behind (tens of thousands of them late in a large campaign, until a vacuum).
 */
export async function claimRecipients(db: Db, campaignId: number, limit: number, afterId = 0): Promise<RecipientRow[]> {
  const result = await db.execute(sql`
    update ${campaignRecipients} set status = 'sending', claimed_at = now(), attempts = attempts + 1
    where id in (
      select id from ${campaignRecipients}
      where campaign_id = ${campaignId} and status = 'queued' and id > ${afterId} and (retry_at is null or retry_at <= now())
      order by id limit ${limit} for update skip locked
    ) returning id`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(campaignRecipients).where(inArray(campaignRecipients.id, ids)).orderBy(asc(campaignRecipients.id));
}
export async function recordOutcomes(db: Db, ids: readonly number[], values: Pick<Partial<RecipientRow>, 'status' | 'error' | 'sent_at' | 'skip_reason'>): Promise<void> {
  if (ids.length === 0) return;
  // Only a claimed row records an outcome: a row already judged (unknown after a restart) keeps its verdict.
  await db.update(campaignRecipients).set(values).where(and(inArray(campaignRecipients.id, [...ids]), eq(campaignRecipients.status, 'sending')));
}
/** A claimed row refused for now (4xx): back in the queue, not to be claimed before `seconds` have passed. */
export async function queueRetry(db: Db, id: number, seconds: number, error: string): Promise<void> {
  await db
    .update(campaignRecipients)
    .set({ status: 'queued', error, claimed_at: null, retry_at: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(eq(campaignRecipients.id, id), eq(campaignRecipients.status, 'sending')));
}
/** Seconds until the next queued row may be claimed (0 if one may be now; null: nobody is queued). */
export async function secondsToNextRetry(db: Db, campaignId: number): Promise<number | null> {
  const result = await db.execute(sql`
    select extract(epoch from min(coalesce(retry_at, now())) - now())::float as wait from ${campaignRecipients}
    where campaign_id = ${campaignId} and status = 'queued'`);
  const wait = (result as unknown as { rows: { wait: number | null }[] }).rows[0]?.wait;
  return wait === null || wait === undefined ? null : Math.max(0, Number(wait));
}
/** Claims older than `seconds` belong to a process that died mid-send: whether their mail left is unknown. */
export async function markStaleClaims(db: Db, campaignId: number, seconds: number): Promise<number> {
  const rows = await db
    .update(campaignRecipients)
    .set({ status: 'unknown', error: 'The server stopped while this e-mail was being sent; it may or may not have been delivered, so it was not sent again.' })
    .where(and(eq(campaignRecipients.campaign_id, campaignId), eq(campaignRecipients.status, 'sending'), lt(campaignRecipients.claimed_at, sql`now() - make_interval(secs => ${seconds})`)))
    .returning({ id: campaignRecipients.id });
  return rows.length;
}
export async function countInState(db: Db, campaignId: number, status: RecipientStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(campaignRecipients).where(and(eq(campaignRecipients.campaign_id, campaignId), eq(campaignRecipients.status, status)));
  return row?.n ?? 0;
}
export async function skipQueued(db: Db, campaignId: number, reason: string): Promise<void> {
  await db.update(campaignRecipients).set({ status: 'skipped', skip_reason: reason }).where(and(eq(campaignRecipients.campaign_id, campaignId), eq(campaignRecipients.status, 'queued')));
}
export async function recipientsOf(db: Db, campaignId: number, limit: number): Promise<RecipientRow[]> {
  return db.select().from(campaignRecipients).where(eq(campaignRecipients.campaign_id, campaignId)).orderBy(asc(campaignRecipients.id)).limit(limit);
}
export async function findRecipientByToken(db: Db, token: string): Promise<RecipientRow | null> {
  const [row] = await db.select().from(campaignRecipients).where(eq(campaignRecipients.token, token));
  return row ?? null;
}

// Links, events and unsubscribes
export async function insertLinks(db: Db, campaignId: number, urls: readonly string[]): Promise<{ id: number; url: string }[]> {
  if (urls.length === 0) return [];
  await db.insert(campaignLinks).values(urls.map((url) => ({ campaign_id: campaignId, url }))).onConflictDoNothing();
  return db.select({ id: campaignLinks.id, url: campaignLinks.url }).from(campaignLinks).where(eq(campaignLinks.campaign_id, campaignId));
}
export async function findLink(db: Db, campaignId: number, linkId: number): Promise<{ id: number; url: string } | null> {
  const [row] = await db.select({ id: campaignLinks.id, url: campaignLinks.url }).from(campaignLinks).where(and(eq(campaignLinks.id, linkId), eq(campaignLinks.campaign_id, campaignId)));
  return row ?? null;
}
export async function insertEvent(db: Db, values: typeof campaignEvents.$inferInsert): Promise<void> {
  await db.insert(campaignEvents).values(values);
  const column = values.kind === 'open' ? campaignRecipients.opened_at : campaignRecipients.clicked_at;
  const set = values.kind === 'open' ? { opened_at: sql`coalesce(${column}, now())` } : { clicked_at: sql`coalesce(${column}, now())`, opened_at: sql`coalesce(${campaignRecipients.opened_at}, now())` };
  await db.update(campaignRecipients).set(set).where(eq(campaignRecipients.id, values.recipient_id));
}
export async function eventsOf(db: Db, campaignId: number) {
  return db
    .select({ kind: campaignEvents.kind, machine: campaignEvents.machine, recipient_id: campaignEvents.recipient_id, link_id: campaignEvents.link_id, created_at: campaignEvents.created_at })
    .from(campaignEvents)
    .where(eq(campaignEvents.campaign_id, campaignId))
    .orderBy(asc(campaignEvents.id))
    .limit(100_000);
}
export async function linksOfCampaign(db: Db, campaignId: number) {
  return db.select({ id: campaignLinks.id, url: campaignLinks.url }).from(campaignLinks).where(eq(campaignLinks.campaign_id, campaignId)).orderBy(asc(campaignLinks.id));
}
export async function insertUnsubscribe(db: Db, userId: number, email: string, campaignId: number): Promise<void> {
  await db.insert(emailUnsubscribes).values({ user_id: userId, email, campaign_id: campaignId }).onConflictDoNothing();
}
export async function unsubscribedAmong(db: Db, userId: number, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const found = new Set<string>();
  for (let start = 0; start < emails.length; start += 1000) {
    const rows = await db.select({ email: emailUnsubscribes.email }).from(emailUnsubscribes).where(and(eq(emailUnsubscribes.user_id, userId), inArray(emailUnsubscribes.email, emails.slice(start, start + 1000))));
    for (const row of rows) found.add(row.email);
  }
  return found;
}
export async function unsubscribedFromCampaign(db: Db, campaignId: number): Promise<Set<string>> {
  const rows = await db.select({ email: emailUnsubscribes.email }).from(emailUnsubscribes).where(and(eq(emailUnsubscribes.campaign_id, campaignId), isNotNull(emailUnsubscribes.email)));
  return new Set(rows.map((row) => row.email));
}

// Template images
export async function imagesOf(db: Db, userId: number): Promise<ImageRow[]> {
  return db.select().from(templateImages).where(eq(templateImages.user_id, userId)).orderBy(desc(templateImages.id)).limit(500);
}
export async function insertImage(db: Db, values: typeof templateImages.$inferInsert): Promise<ImageRow> {
  const [row] = await db.insert(templateImages).values(values).returning();
  return row!;
}
export async function findImage(db: Db, filename: string): Promise<ImageRow | null> {
  const [row] = await db.select().from(templateImages).where(eq(templateImages.filename, filename));
  return row ?? null;
}
export async function deleteImage(db: Db, id: number): Promise<void> {
  await db.delete(templateImages).where(eq(templateImages.id, id));
}

// Sequence steps
/** The sequence steps of this kind that are on or paused (a paused step still enrols; it sends on resume), of these realtors if named. */
export async function liveSteps(db: Db, kind: NonNullable<CampaignRow['trigger_kind']>, userIds?: readonly number[]): Promise<CampaignRow[]> {
  if (userIds && userIds.length === 0) return [];
  return db
    .select()
    .from(emailCampaigns)
    .where(and(eq(emailCampaigns.trigger_kind, kind), inArray(emailCampaigns.status, ['active', 'paused']), userIds ? inArray(emailCampaigns.user_id, [...userIds]) : undefined))
    .orderBy(asc(emailCampaigns.id));
}
/**
 * Enrols people in a step: one row per address and campaign, so a person already enrolled (by this cause or any
 * other) is left as they are. Answers how many new rows wait to be sent.
 */
export async function enrolRecipients(db: Db, rows: (typeof campaignRecipients.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(campaignRecipients).values(rows).onConflictDoNothing().returning({ status: campaignRecipients.status });
  return inserted.filter((row) => row.status === 'queued').length;
}
/** A label step's sweep has enrolled everyone up to this label time and prospect id. */
export async function advanceSweep(db: Db, campaignId: number, after: { at: Date; id: number }): Promise<void> {
  await db.update(emailCampaigns).set({ sweep_after_at: after.at, sweep_after_id: after.id }).where(eq(emailCampaigns.id, campaignId));
}
