import { MESSAGE_EVENTS, type JoinAnswer, type TypingEvent } from '@openhouse/shared/messaging/events';
import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import { httpMessages } from '@openhouse/shared/http/messages';
import type { Socket } from 'socket.io';
import type { Actor } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import type { SocketFeature } from '../../platform/realtime/realtime';
import { findPerson } from '../accounts/people';
import { conversationRoom } from './conversations.service';
import { conversationAccess } from './messaging.access';

function conversationIdOf(payload: unknown): number | null {
  const id = Number((payload as { conversation_id?: unknown } | null)?.conversation_id);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

const answer = (ack: unknown, value: JoinAnswer) => (typeof ack === 'function' ? ack(value) : undefined);

/**
 * Messaging on each socket. Joining a conversation's room is decided by the conversation policy, as for
 * its routes: a non-participant (or an anonymous socket) is told it does not exist. Typing goes only from a
 * socket that joined, to the others in the room; the sender's name is looked up once per socket.
 */
export function messagingSockets(db: Db): SocketFeature {
  return (socket: Socket, actor: Actor | null) => {
    let name: Promise<string> | null = null;
    socket.on(MESSAGE_EVENTS.join, (payload: unknown, ack?: unknown) => {
      const id = conversationIdOf(payload);
      const allowed = id !== null && actor ? conversationAccess.allows(db, actor, 'read', id) : Promise.resolve(false);
      allowed.then(
        async (ok) => {
          if (!ok) return answer(ack, { ok: false, message: m.conversationNotFound });
          await socket.join(conversationRoom(id!));
          return answer(ack, { ok: true });
        },
        () => answer(ack, { ok: false, message: httpMessages.serverError }),
      );
    });
    socket.on(MESSAGE_EVENTS.leave, async (payload: unknown, ack?: unknown) => {
      const id = conversationIdOf(payload);
      if (id !== null) await socket.leave(conversationRoom(id));
      answer(ack, { ok: true });
    });
    socket.on(MESSAGE_EVENTS.typing, (payload: unknown) => {
      const id = conversationIdOf(payload);
      if (id === null || !actor || !socket.rooms.has(conversationRoom(id))) return;
      name ??= findPerson(db, actor.id).then((person) => person?.name ?? 'Someone');
      name.then(
        (sender) => socket.to(conversationRoom(id)).emit(MESSAGE_EVENTS.typing, { conversation_id: id, user_id: actor.id, name: sender } satisfies TypingEvent),
        () => undefined,
      );
    });
  };
}
