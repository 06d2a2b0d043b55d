import { MESSAGE_EVENTS } from '@openhouse/shared/messaging/events';
import { useRealtimeConnected, useRealtimeEvent } from '../../../lib/realtime';
import { useRefreshMessaging } from '../api/messaging-queries';

/**
 * Keeps every messaging answer current while signed in: a new message, a read receipt or a changed
 * conversation refreshes the lists, the open thread and the unread badges (only queries on screen refetch).
 * So does every connection, for what was sent while the tab had none.
 */
export function LiveMessages() {
  const refresh = useRefreshMessaging();
  useRealtimeConnected(refresh);
  useRealtimeEvent(MESSAGE_EVENTS.newMessage, refresh);
  useRealtimeEvent(MESSAGE_EVENTS.read, refresh);
  useRealtimeEvent(MESSAGE_EVENTS.conversationChanged, refresh);
  return null;
}
