import type { Conversation, Message, Participant, RecentMessage } from '@openhouse/shared/messaging/schemas';
import type { Db } from '../../platform/db/client';
import { findPeople, type Person } from '../accounts/people';
import { attachmentsOf, findConversationsWithParticipants, lastMessagesOf, participantsOf, type AttachmentRow, type ConversationRow, type MessageRow, type ParticipantRow } from './messaging.repository';

type People = Map<number, Person>;

const personView = (person: Person) => ({ id: person.id, name: person.name, picture: person.picture });

async function peopleById(db: Db, ids: Iterable<number | null>): Promise<People> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  return new Map((await findPeople(db, wanted)).map((person) => [person.id, person]));
}

/** One message from rows in hand (a message just written, with its files and its sender): no query. */
export function toMessage(row: MessageRow, attachments: AttachmentRow[], people: People): Message {
  const sender = row.sender_id === null ? undefined : people.get(row.sender_id);
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    sender: sender ? personView(sender) : null,
    body: row.body,
    attachments: attachments.map((file) => ({ id: file.id, name: file.name, kind: file.kind, content_type: file.content_type, size: file.size, url: `/api/v1/storage/${file.storage_key}` })),
    created_at: row.created_at.toISOString(),
  };
}

/** Messages as the API shows them: each with its files and its sender (two queries for any number of rows). */
export async function messageViews(db: Db, rows: MessageRow[], known: People = new Map()): Promise<Message[]> {
  const [attachments, people] = await Promise.all([
    attachmentsOf(db, rows.map((row) => row.id)),
    peopleById(db, rows.map((row) => row.sender_id).filter((id) => id === null || !known.has(id))),
  ]);
  for (const [id, person] of known) people.set(id, person);
  return rows.map((row) => toMessage(row, attachments.filter((file) => file.message_id === row.id), people));
}

/** What to call a conversation: its title, else the other people's names (or one's own, alone in it). */
export function conversationName(title: string | null, participantIds: readonly number[], viewerId: number, people: People): string {
  if (title) return title;
  const others = participantIds.filter((id) => id !== viewerId);
  const names = (others.length > 0 ? others : [viewerId]).map((id) => people.get(id)?.name ?? 'Former member');
  return names.join(', ');
}

/** Conversations as `viewerId` sees them, in the order given: participants with unread counts and the last message. */
export async function conversationViews(db: Db, viewerId: number, rows: ConversationRow[]): Promise<Conversation[]> {
  const ids = rows.map((row) => row.id);
  const [participants, lastMessages] = await Promise.all([participantsOf(db, ids), lastMessagesOf(db, ids)]);
  const people = await peopleById(db, [...participants.map((p) => p.user_id), ...lastMessages.map((message) => message.sender_id)]);
  const messages = new Map((await messageViews(db, lastMessages, people)).map((message) => [message.conversation_id, message]));
  return rows.map((row) => {
    const own = participants.filter((p) => p.conversation_id === row.id);
    const mine = own.find((p) => p.user_id === viewerId);
    return {
      id: row.id,
      title: row.title,
      name: conversationName(row.title, own.map((p) => p.user_id), viewerId, people),
      created_by: row.created_by,
      archived: mine?.archived_at ? 1 : 0,
      participants: own.flatMap((p) => participantView(p, people)),
      message_count: mine?.unread ?? 0,
      last_message: messages.get(row.id) ?? null,
      updated_at: row.last_message_at.toISOString(),
    };
  });
}

function participantView(row: ParticipantRow, people: People): Participant[] {
  const person = people.get(row.user_id);
  return person ? [{ user_id: row.user_id, user: personView(person), message_count: row.unread, last_read_message_id: row.last_read_message_id }] : [];
}

/** Recent messages as `viewerId` sees them: each with its conversation's name (its title, else the other people). */
export async function recentMessageViews(db: Db, viewerId: number, rows: MessageRow[]): Promise<RecentMessage[]> {
  const conversations = await findConversationsWithParticipants(db, [...new Set(rows.map((row) => row.conversation_id))]);
  const people = await peopleById(db, [...conversations.flatMap((c) => c.participant_ids), ...rows.map((row) => row.sender_id)]);
  const names = new Map(conversations.map((c) => [c.id, conversationName(c.title, c.participant_ids, viewerId, people)]));
  return (await messageViews(db, rows, people)).map((view) => ({ ...view, conversation_name: names.get(view.conversation_id) ?? 'Conversation' }));
}
