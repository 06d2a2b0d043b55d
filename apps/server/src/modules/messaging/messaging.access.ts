import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import { defineAccess } from '../../platform/access/access';
import { findConversationsWithParticipants, type ConversationWithParticipants } from './messaging.repository';

type ConversationAccess = Pick<ConversationWithParticipants, 'id' | 'participant_ids'>;

/**
 * A conversation and its messages are its participants' alone (docs/DECISIONS.md, "Who may do what"):
 * admins included, anyone else is told it does not exist. Every participant may read, post, rename it,
 * archive it for themselves and add people; removing others is decided by the service (its starter only).
 */
export const conversationAccess = defineAccess({
  resource: 'conversation',
  load: findConversationsWithParticipants,
  relations: (actor, conversation: ConversationAccess) => (actor && conversation.participant_ids.includes(actor.id) ? ['participant' as const] : []),
  known: (relations) => relations.length > 0,
  permissions: { read: ['participant'], post: ['participant'], manage: ['participant'] },
  notFoundMessage: m.conversationNotFound,
});
