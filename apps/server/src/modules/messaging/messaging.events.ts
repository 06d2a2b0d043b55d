import { defineEvent } from '../../platform/events/events';

/**
 * A message was sent. `offlineRecipientIds` are the participants with no socket connected when it was sent:
 * those online saw it arrive live, the others are told through the notification service.
 */
export const messageSent = defineEvent<{
  conversationId: number;
  messageId: number;
  senderName: string;
  offlineRecipientIds: number[];
}>('messaging.message_sent');
