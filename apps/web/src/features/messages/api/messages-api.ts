import type {
  agentListSchema,
  Conversation,
  conversationListSchema,
  conversationResponseSchema,
  conversationUpdatedSchema,
  markReadResponseSchema,
  messagePageSchema,
  messageResponseWithDataSchema,
  recentMessagesSchema,
  StartConversationInput,
  unreadCountSchema,
  UpdateConversationInput,
} from '@openhouse/shared/messaging/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ConversationList = z.output<typeof conversationListSchema>;
export type MessagePage = z.output<typeof messagePageSchema>;
export type RecentMessages = z.output<typeof recentMessagesSchema>;
export type Agents = z.output<typeof agentListSchema>;

/** Every cached answer of messaging starts with this key, so one invalidation refreshes them all. */
export const messagingKey = ['messaging'] as const;
export const conversationsKey = (query: string, archived: boolean) => [...messagingKey, 'conversations', query, archived] as const;
export const threadKey = (conversationId: number) => [...messagingKey, 'thread', conversationId] as const;
export const unreadKey = [...messagingKey, 'unread'] as const;
export const recentKey = [...messagingKey, 'recent'] as const;

export const getConversations = (query: string, archived: boolean, signal?: AbortSignal) =>
  api.get<ConversationList>('/conversations', { query: { query, archived: archived ? '1' : '0' }, signal });

export const getMessages = (conversationId: number, page: number, signal?: AbortSignal) =>
  api.get<MessagePage>('/messages', { query: { conversation_id: conversationId, page }, signal });

export const startConversation = (input: StartConversationInput) => api.post<z.output<typeof conversationResponseSchema>>('/conversations', input);

export const updateConversation = (id: number, input: UpdateConversationInput) => api.put<z.output<typeof conversationUpdatedSchema>>(`/conversations/${id}`, input);

/** Text alone goes as JSON; with files, the same fields as multipart. */
export function sendMessage(conversationId: number, body: string, files: File[]) {
  if (files.length === 0) return api.post<z.output<typeof messageResponseWithDataSchema>>('/messages', { conversation_id: conversationId, body });
  const form = new FormData();
  form.set('conversation_id', String(conversationId));
  form.set('body', body);
  for (const file of files) form.append('files', file);
  return api.post<z.output<typeof messageResponseWithDataSchema>>('/messages', form);
}

export const markConversationRead = (conversationId: number) => api.post<z.output<typeof markReadResponseSchema>>('/message-count', { conversation_id: conversationId });
export const getUnreadCount = (signal?: AbortSignal) => api.get<z.output<typeof unreadCountSchema>>('/message-count', { signal });
export const getRecentMessages = (signal?: AbortSignal) => api.get<RecentMessages>('/recent_messages', { signal });
export const searchAgents = (query: string, signal?: AbortSignal) => api.get<Agents>('/agent_list', { query: { query }, signal });

export type { Conversation };
