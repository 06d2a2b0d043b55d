import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { conversationParticipants, messages } from './messaging.schema';

/* What other modules (a prospect's timeline) may read of messages. */

/**
 * The latest messages either of two people sent in a conversation they are both in (newest first): what a
 * realtor and a contact with an account said to each other.
 */
export async function messagesBetween(db: Db, oneId: number, otherId: number, limit: number) {
  const both = db
    .select({ id: conversationParticipants.conversation_id })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.user_id, oneId), inArray(conversationParticipants.conversation_id, db.select({ id: conversationParticipants.conversation_id }).from(conversationParticipants).where(eq(conversationParticipants.user_id, otherId)))));
  return db
    .select({ id: messages.id, conversation_id: messages.conversation_id, sender_id: messages.sender_id, body: messages.body, created_at: messages.created_at })
    .from(messages)
    .where(and(inArray(messages.conversation_id, both), inArray(messages.sender_id, [oneId, otherId])))
    .orderBy(desc(messages.id))
    .limit(limit);
}
