import { MESSAGE_EVENTS } from '@openhouse/shared/messaging/events';
import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import type { Conversation } from '@openhouse/shared/messaging/schemas';
import type { z } from 'zod';
import type { startConversationSchema, updateConversationSchema } from '@openhouse/shared/messaging/schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { userRoom } from '../../platform/realtime/realtime';
import { AppError, invalidField } from '../../platform/http/errors';
import { requireReachablePeople } from './contacts';
import { likeContains } from './directory.service';
import { conversationAccess } from './messaging.access';
import {
  addParticipants,
  changeConversation,
  conversationIdsOf,
  conversationsWithText,
  findConversationsWithParticipants,
  findDirectConversation,
  insertConversation,
  removeParticipants,
  setArchived,
  unreadTotal,
} from './messaging.repository';
import { conversationViews } from './messaging.views';

export const conversationRoom = (conversationId: number) => `conversation:${conversationId}`;
const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

/** One conversation as the viewer sees it (after a change the viewer made, so it exists and they are in it). */
async function viewOf(platform: Platform, viewerId: number, conversationId: number): Promise<Conversation> {
  const rows = await findConversationsWithParticipants(platform.db, [conversationId]);
  return (await conversationViews(platform.db, viewerId, rows))[0]!;
}

/**
 * GET /conversations?query: the caller's conversations, most recently active first. A query keeps those
 * whose name (title or a participant's name) or any message contains it.
 */
export async function listConversations(platform: Platform, actor: Actor, query: { query: string; archived: '0' | '1' }): Promise<{ data: Conversation[]; unread_count: number }> {
  const ids = await conversationIdsOf(platform.db, actor.id, query.archived === '1');
  const rows = await findConversationsWithParticipants(platform.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  let views = await conversationViews(platform.db, actor.id, ids.map((id) => byId.get(id)!).filter(Boolean));
  if (query.query) {
    const text = query.query.toLowerCase();
    const withText = await conversationsWithText(platform.db, ids, likeContains(query.query));
    views = views.filter(
      (view) => withText.has(view.id) || view.name.toLowerCase().includes(text) || view.participants.some((p) => p.user_id !== actor.id && p.user.name.toLowerCase().includes(text)),
    );
  }
  return { data: views, unread_count: await unreadTotal(platform.db, actor.id) };
}

/**
 * POST /conversations: with one other person it is the pair's 1:1 conversation, found again when it
 * exists (so every "Message" button leads to the same thread); with more it is a new group.
 */
export async function startConversation(platform: Platform, actor: Actor, input: z.output<typeof startConversationSchema>): Promise<{ message: string; data: Conversation }> {
  const others = [...new Set(input.user_ids)].filter((id) => id !== actor.id);
  if (others.length === 0) throw invalidField('user_ids', m.notYourself);
  await requireReachablePeople(platform.db, actor, others, 'user_ids');
  const direct = others.length === 1 && !input.title ? directKey(actor.id, others[0]!) : null;
  const existing = direct ? await findDirectConversation(platform.db, direct) : null;
  if (existing) return { message: m.conversationCreated, data: await viewOf(platform, actor.id, existing) };
  const id = await platform.db.transaction(async (tx) => {
    const created = await insertConversation(tx, { title: input.title || null, direct_key: direct, created_by: actor.id });
    if (!created) return null;
    await addParticipants(tx, created.id, [actor.id, ...others]);
    return created.id;
  });
  // A concurrent start of the same pair won the unique key: both callers get that one conversation.
  const conversationId = id ?? (await findDirectConversation(platform.db, direct!))!;
  return { message: m.conversationCreated, data: await viewOf(platform, actor.id, conversationId) };
}

/**
 * PUT /conversations/{id}: rename, archive or unarchive (for the caller), add people, remove people. Any
 * participant may rename and add; a participant may leave; only the one who started it removes others.
 * A conversation keeps at least two people. Removed people's sockets leave its room at once.
 */
export async function updateConversation(
  platform: Platform,
  actor: Actor,
  conversationId: number,
  input: z.output<typeof updateConversationSchema>,
): Promise<{ message: string; data: Conversation | null }> {
  const conversation = await conversationAccess.require(platform.db, actor, 'manage', conversationId);
  const adding = [...new Set(input.add_user_ids ?? [])].filter((id) => !conversation.participant_ids.includes(id));
  const removing = [...new Set(input.remove_user_ids ?? [])].filter((id) => conversation.participant_ids.includes(id));
  if (removing.some((id) => id !== actor.id) && conversation.created_by !== actor.id) throw new AppError(403, m.onlyCreatorRemoves);
  if (conversation.participant_ids.length + adding.length - removing.length < 2) throw invalidField('remove_user_ids', m.lastParticipant);
  if (adding.length > 0) await requireReachablePeople(platform.db, actor, adding, 'add_user_ids');
  await platform.db.transaction(async (tx) => {
    const change: { title?: string | null; direct_key?: null } = {};
    if (input.title !== undefined) change.title = input.title || null;
    // A pair's 1:1 conversation becomes a group once it has a title or other people.
    if (adding.length > 0 || removing.length > 0 || change.title) change.direct_key = null;
    await changeConversation(tx, conversation.id, change);
    await addParticipants(tx, conversation.id, adding);
    await removeParticipants(tx, conversation.id, removing);
    if (input.archived !== undefined) await setArchived(tx, conversation.id, actor.id, Boolean(input.archived));
  });
  const room = conversationRoom(conversation.id);
  platform.realtime?.leaveRoom(removing, room);
  platform.realtime?.toRooms([room, ...[...adding, ...removing].map(userRoom)], MESSAGE_EVENTS.conversationChanged, { conversation_id: conversation.id });
  // Someone who left sees nothing more of it.
  const data = removing.includes(actor.id) ? null : await viewOf(platform, actor.id, conversation.id);
  return { message: m.conversationUpdated, data };
}
