import {
  agentListQuerySchema,
  agentListSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationResponseSchema,
  conversationUpdatedSchema,
  markReadResponseSchema,
  markReadSchema,
  messageListQuerySchema,
  messagePageSchema,
  messageResponseWithDataSchema,
  realtimeTokenSchema,
  recentMessagesSchema,
  startConversationSchema,
  unreadCountSchema,
  updateConversationSchema,
} from '@openhouse/shared/messaging/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { errorResponses, limit, responses } from '../../platform/http/responses';
import { idParams, security } from '../../platform/http/route-schema';
import { startConversation, listConversations, updateConversation } from './conversations.service';
import { listAgents, realtimeToken } from './directory.service';
import { readMessageForm } from './message-form';
import { listMessages, markRead, recentMessages, sendMessage, unreadCount } from './messages.service';

const tags = ['messaging'];

/** Spec part 1 section 7, "Messaging and meetings": conversations, messages, read marks, the agent list and the realtime token. */
export const messagingRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    '/conversations',
    { schema: { tags, security, summary: 'My conversations, most recent first; query searches names and message text', querystring: conversationListQuerySchema, response: responses(conversationListSchema) } },
    async (request) => listConversations(platform, requireActor(request), request.query),
  );

  app.post(
    '/conversations',
    {
      config: limit(30),
      schema: { tags, security, summary: 'Start a conversation (with one person: find or start the 1:1 conversation)', body: startConversationSchema, response: { 201: conversationResponseSchema, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await startConversation(platform, requireActor(request), request.body)),
  );

  app.put(
    '/conversations/:id',
    { schema: { tags, security, summary: 'Rename, archive (for me), add or remove people', params: idParams, body: updateConversationSchema, response: responses(conversationUpdatedSchema) } },
    async (request) => updateConversation(platform, requireActor(request), request.params.id, request.body),
  );

  app.get(
    '/messages',
    { schema: { tags, security, summary: "A page of a conversation's messages, newest last (page 1 is the newest)", querystring: messageListQuerySchema, response: responses(messagePageSchema) } },
    async (request) => listMessages(platform, requireActor(request), request.query),
  );

  app.post(
    '/messages',
    {
      // Two a second per address on average: more than anyone types, little enough to keep a script from flooding a conversation.
      config: limit(120),
      schema: {
        tags,
        security,
        summary: 'Send a message: JSON { conversation_id, body }, or multipart with files (images, audio, video)',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: messageResponseWithDataSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await sendMessage(platform, requireActor(request), () => readMessageForm(request))),
  );

  app.post(
    '/message-count',
    { schema: { tags, security, summary: 'Mark a conversation read; answers my unread total', body: markReadSchema, response: responses(markReadResponseSchema) } },
    async (request) => markRead(platform, requireActor(request), request.body.conversation_id),
  );

  app.get(
    '/message-count',
    { schema: { tags, security, summary: 'My unread messages across all conversations', response: responses(unreadCountSchema) } },
    async (request) => unreadCount(platform, requireActor(request)),
  );

  app.get(
    '/recent_messages',
    { schema: { tags, security, summary: 'The 3 newest messages others sent me (dashboard)', response: responses(recentMessagesSchema) } },
    async (request) => recentMessages(platform, requireActor(request)),
  );

  app.get(
    '/agent_list',
    { config: limit(120), schema: { tags, security, summary: 'Realtors by name, to message one', querystring: agentListQuerySchema, response: responses(agentListSchema) } },
    async (request) => listAgents(platform, requireActor(request), request.query.query),
  );

  app.get(
    '/twilio/token',
    { schema: { tags, security, summary: "The realtime channel's token: our own Socket.IO channel's, or a Twilio Access Token when Twilio is configured", response: responses(realtimeTokenSchema) } },
    async (request) => realtimeToken(platform, requireActor(request), (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '')),
  );
};
