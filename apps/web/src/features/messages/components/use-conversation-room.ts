import { MESSAGE_EVENTS, type TypingEvent } from '@openhouse/shared/messaging/events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeEvent, useRealtimeSocket } from '../../../lib/realtime';

/** How long "is typing" stays up after the last keystroke heard, and how often one's own typing is announced. */
const TYPING_SHOWN_MS = 3000;
const TYPING_SENT_EVERY_MS = 1500;

/**
 * While a conversation is open: its room is joined (again after every reconnect, the server forgets rooms
 * with the connection), the others' typing is shown, and `announceTyping` tells them about ours.
 */
export function useConversationRoom(conversationId: number | null) {
  const socket = useRealtimeSocket();
  const [typers, setTypers] = useState<Record<number, { name: string; until: number }>>({});
  const lastSent = useRef(0);

  useEffect(() => {
    if (!socket || conversationId === null) return;
    const join = () => socket.emit(MESSAGE_EVENTS.join, { conversation_id: conversationId });
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      if (socket.connected) socket.emit(MESSAGE_EVENTS.leave, { conversation_id: conversationId });
      setTypers({});
    };
  }, [socket, conversationId]);

  useRealtimeEvent<TypingEvent>(MESSAGE_EVENTS.typing, (event) => {
    if (event.conversation_id !== conversationId) return;
    setTypers((current) => ({ ...current, [event.user_id]: { name: event.name, until: Date.now() + TYPING_SHOWN_MS } }));
  });
  // A new message from someone ends their typing.
  useRealtimeEvent<{ conversation_id: number; sender_id: number | null }>(MESSAGE_EVENTS.newMessage, (message) => {
    if (message.conversation_id !== conversationId || message.sender_id === null) return;
    setTypers(({ [message.sender_id!]: _gone, ...rest }) => rest);
  });

  useEffect(() => {
    const entries = Object.values(typers);
    if (entries.length === 0) return;
    const next = Math.min(...entries.map((entry) => entry.until)) - Date.now();
    const timer = setTimeout(() => setTypers((current) => Object.fromEntries(Object.entries(current).filter(([, entry]) => entry.until > Date.now()))), Math.max(50, next));
    return () => clearTimeout(timer);
  }, [typers]);

  const announceTyping = useCallback(() => {
    if (!socket?.connected || conversationId === null || Date.now() - lastSent.current < TYPING_SENT_EVERY_MS) return;
    lastSent.current = Date.now();
    socket.emit(MESSAGE_EVENTS.typing, { conversation_id: conversationId });
  }, [socket, conversationId]);

  return { typingNames: Object.values(typers).map((entry) => entry.name), announceTyping };
}
