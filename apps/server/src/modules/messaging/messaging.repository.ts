import { and, asc, count, desc, eq, gt, inArray, isNull, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { conversationParticipants, conversations, messageAttachments, messages } from './messaging.schema';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type AttachmentRow = typeof messageAttachments.$inferSelect;
export type ParticipantRow = { conversation_id: number; user_id: number; last_read_message_id: number; archived_at: Date | null; unread: number };
export type ConversationWithParticipants = ConversationRow & { participant_ids: number[] };

/** The conversations with these ids and their participants' ids, in one query (what the access policy decides on). */
export async function findConversationsWithParticipants(db: Db, ids: readonly number[]): Promise<ConversationWithParticipants[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: conversations.id,
      title: conversations.title,
      direct_key: conversations.direct_key,
      created_by: conversations.created_by,
      created_at: conversations.created_at,
      last_message_at: conversations.last_message_at,
      participant_ids: sql<number[]>`coalesce(array_agg(${conversationParticipants.user_id}) filter (where ${conversationParticipants.user_id} is not null), '{}')`,
    })
    .from(conversations)
    .leftJoin(conversationParticipants, eq(conversationParticipants.conversation_id, conversations.id))
    .where(inArray(conversations.id, [...ids]))
    .groupBy(conversations.id);
}

/** The caller's conversations, most recently active first; archived ones only when asked for. */
export async function conversationIdsOf(db: Db, userId: number, archived: boolean): Promise<number[]> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversation_id))
    .where(and(eq(conversationParticipants.user_id, userId), archived ? isNotNull(conversationParticipants.archived_at) : isNull(conversationParticipants.archived_at)))
    .orderBy(desc(conversations.last_message_at), desc(conversations.id));
  return rows.map((row) => row.id);
}

/** Which of these conversations have a message containing the text (the pattern is already escaped for LIKE). */
export async function conversationsWithText(db: Db, conversationIds: number[], pattern: string): Promise<Set<number>> {
  if (conversationIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: messages.conversation_id })
    .from(messages)
    .where(and(inArray(messages.conversation_id, conversationIds), sql`${messages.body} ilike ${pattern}`));
  return new Set(rows.map((row) => row.id));
}

/** Every participant of these conversations with the messages they have not read (other people's, after their mark). */
export async function participantsOf(db: Db, conversationIds: readonly number[]): Promise<ParticipantRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select({
      conversation_id: conversationParticipants.conversation_id,
      user_id: conversationParticipants.user_id,
      last_read_message_id: conversationParticipants.last_read_message_id,
      archived_at: conversationParticipants.archived_at,
      // Spelled out: drizzle leaves columns unqualified here, which would not correlate the subquery.
      unread: sql<number>`(select count(*)::int from messages m where m.conversation_id = "conversation_participants"."conversation_id" and m.id > "conversation_participants"."last_read_message_id" and m.sender_id is distinct from "conversation_participants"."user_id")`,
    })
    .from(conversationParticipants)
    .where(inArray(conversationParticipants.conversation_id, [...conversationIds]))
    .orderBy(asc(conversationParticipants.joined_at), asc(conversationParticipants.user_id));
}

/** The newest message of each conversation. */
export async function lastMessagesOf(db: Db, conversationIds: readonly number[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .selectDistinctOn([messages.conversation_id])
    .from(messages)
    .where(inArray(messages.conversation_id, [...conversationIds]))
    .orderBy(messages.conversation_id, desc(messages.id));
}

export async function attachmentsOf(db: Db, messageIds: readonly number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db.select().from(messageAttachments).where(inArray(messageAttachments.message_id, [...messageIds])).orderBy(asc(messageAttachments.id));
}

/** One page of a conversation, newest first (the service turns it so the newest is last), and the total. */
export async function messagePage(db: Db, conversationId: number, page: { page: number; per_page: number }): Promise<{ rows: MessageRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(eq(messages.conversation_id, conversationId))
      .orderBy(desc(messages.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ n: count() }).from(messages).where(eq(messages.conversation_id, conversationId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The dashboard's recent messages: the newest message of each of the caller's conversations, newest first, one
 * row per conversation. (Taking the newest messages as they came listed a busy conversation once per message.)
 */
export async function latestMessagePerConversation(db: Db, userId: number, limit: number): Promise<MessageRow[]> {
  const latest = db
    .selectDistinctOn([messages.conversation_id], { id: messages.id, conversation_id: messages.conversation_id, sender_id: messages.sender_id, body: messages.body, created_at: messages.created_at })
    .from(messages)
    .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversation_id, messages.conversation_id), eq(conversationParticipants.user_id, userId)))
    .orderBy(messages.conversation_id, desc(messages.id))
    .as('latest');
  return db.select().from(latest).orderBy(desc(latest.id)).limit(limit);
}

export async function findDirectConversation(db: Db, directKey: string): Promise<number | null> {
  const [row] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.direct_key, directKey)).limit(1);
  return row?.id ?? null;
}

/** A new conversation, or null when its 1:1 key was taken by a concurrent start (the caller reads that one). */
export async function insertConversation(db: Db, row: { title: string | null; direct_key: string | null; created_by: number }): Promise<ConversationRow | null> {
  const [created] = await db.insert(conversations).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function addParticipants(db: Db, conversationId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(conversationParticipants)
    .values(userIds.map((user_id) => ({ conversation_id: conversationId, user_id })))
    .onConflictDoNothing();
}

export async function removeParticipants(db: Db, conversationId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(conversationParticipants).where(and(eq(conversationParticipants.conversation_id, conversationId), inArray(conversationParticipants.user_id, [...userIds])));
}

export async function changeConversation(db: Db, conversationId: number, change: { title?: string | null; direct_key?: null }): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db.update(conversations).set(change).where(eq(conversations.id, conversationId));
}

export async function setArchived(db: Db, conversationId: number, userId: number, archived: boolean): Promise<void> {
  await db
    .update(conversationParticipants)
    .set({ archived_at: archived ? new Date() : null })
    .where(and(eq(conversationParticipants.conversation_id, conversationId), eq(conversationParticipants.user_id, userId)));
}

/** A new message; the conversation moves to the top of everyone's list and comes back out of their archives. */
export async function insertMessage(db: Db, row: { conversation_id: number; sender_id: number; body: string }): Promise<MessageRow> {
  const [created] = await db.insert(messages).values(row).returning();
  await db.update(conversations).set({ last_message_at: created!.created_at }).where(eq(conversations.id, row.conversation_id));
  await db
    .update(conversationParticipants)
    .set({ archived_at: null })
    .where(and(eq(conversationParticipants.conversation_id, row.conversation_id), isNotNull(conversationParticipants.archived_at)));
  return created!;
}

export async function insertAttachments(db: Db, rows: (typeof messageAttachments.$inferInsert)[]): Promise<AttachmentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(messageAttachments).values(rows).returning();
}

/** Marks the conversation read up to its newest message; answers that message's id (0 when there is none). */
export async function markConversationRead(db: Db, conversationId: number, userId: number): Promise<number> {
  const [row] = await db
    .update(conversationParticipants)
    .set({ last_read_message_id: sql`greatest(${conversationParticipants.last_read_message_id}, coalesce((select max(${messages.id}) from ${messages} where ${messages.conversation_id} = ${conversationId}), 0))` })
    .where(and(eq(conversationParticipants.conversation_id, conversationId), eq(conversationParticipants.user_id, userId)))
    .returning({ last_read_message_id: conversationParticipants.last_read_message_id });
  return row?.last_read_message_id ?? 0;
}

/** Unread messages across all the caller's conversations (the sidebar's badge). */
export async function unreadTotal(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversation_id, messages.conversation_id), eq(conversationParticipants.user_id, userId)))
    .where(and(gt(messages.id, conversationParticipants.last_read_message_id), or(isNull(messages.sender_id), ne(messages.sender_id, userId))));
  return row?.n ?? 0;
}

export async function findAttachmentByKey(db: Db, storageKey: string): Promise<AttachmentRow | null> {
  const [row] = await db.select().from(messageAttachments).where(eq(messageAttachments.storage_key, storageKey)).limit(1);
  return row ?? null;
}

/** Everyone who shares a conversation with `userId`. */
export async function conversationPartnersOf(db: Db, userId: number): Promise<Set<number>> {
  const mine = db.select({ id: conversationParticipants.conversation_id }).from(conversationParticipants).where(eq(conversationParticipants.user_id, userId));
  const rows = await db
    .selectDistinct({ id: conversationParticipants.user_id })
    .from(conversationParticipants)
    .where(and(inArray(conversationParticipants.conversation_id, mine), ne(conversationParticipants.user_id, userId)));
  return new Set(rows.map((row) => row.id));
}
