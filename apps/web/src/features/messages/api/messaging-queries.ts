import { queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePausedRefetchInterval } from '../../../lib/realtime';
import { conversationsKey, getConversations, getMessages, getRecentMessages, getUnreadCount, messagingKey, recentKey, threadKey, unreadKey } from './messages-api';

export function useConversations(query: string, archived = false) {
  return useQuery({
    queryKey: conversationsKey(query, archived),
    queryFn: ({ signal }) => getConversations(query, archived, signal),
    placeholderData: (previous) => previous,
    refetchInterval: usePausedRefetchInterval(),
  });
}

/** A thread, a page at a time: page 1 is the newest; older pages are fetched as the reader scrolls up. */
export function useThread(conversationId: number | null) {
  return useInfiniteQuery({
    queryKey: threadKey(conversationId ?? 0),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    enabled: conversationId !== null,
    refetchInterval: usePausedRefetchInterval(),
  });
}

/** GET /message-count: unread messages across the caller's conversations. */
export const unreadMessagesQuery = queryOptions({ queryKey: unreadKey, queryFn: ({ signal }) => getUnreadCount(signal) });

/** The sidebar's unread badge. */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({ ...unreadMessagesQuery, enabled, refetchInterval: usePausedRefetchInterval() });
}

export function useRecentMessages() {
  return useQuery({ queryKey: recentKey, queryFn: ({ signal }) => getRecentMessages(signal) });
}

/** Refreshes every messaging answer (a message arrived, someone read, a conversation changed). */
export function useRefreshMessaging() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: messagingKey });
}
