import { ActionIcon, Avatar, Box, Button, Center, Divider, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { withDaySeparators } from '@openhouse/shared/format/chat-time';
import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import type { Conversation, Message } from '@openhouse/shared/messaging/schemas';
import { threadSubtitle } from '@openhouse/shared/messaging/thread-views';
import { IconArrowLeft } from '@tabler/icons-react';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { mediaUrl } from '../../../lib/media-url';
import { useSession } from '../../../lib/session-context';
import { markConversationRead } from '../api/messages-api';
import { useRefreshMessaging, useThread } from '../api/messaging-queries';
import { Composer } from './composer';
import { ConversationMenu } from './conversation-menu';
import { EmptyText, LoadFailed } from './list-states';
import { MessageBubble } from './message-bubble';
import { useConversationRoom } from './use-conversation-room';

type MessageThreadProps = { conversation: Conversation; onBack: () => void };

/** Pages newest-first from the server, shown oldest first; a message on two pages (it moved as new ones came) once. */
function inOrder(pages: { data: Message[] }[] | undefined): Message[] {
  const seen = new Set<number>();
  const all = [...(pages ?? [])].reverse().flatMap((page) => page.data);
  return all.filter((message) => (seen.has(message.id) ? false : (seen.add(message.id), true))).sort((a, b) => a.id - b.id);
}

/** The open conversation: its messages (older ones load as the reader scrolls up), who is typing, and the composer. */
export function MessageThread({ conversation, onBack }: MessageThreadProps) {
  const { user, session } = useSession();
  const thread = useThread(conversation.id);
  const { typingNames, announceTyping } = useConversationRoom(conversation.id);
  const refresh = useRefreshMessaging();
  const viewport = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const messages = useMemo(() => inOrder(thread.data?.pages), [thread.data]);
  const newestId = messages.at(-1)?.id ?? 0;
  const others = conversation.participants.filter((p) => p.user_id !== user?.id);
  const seenUpTo = Math.max(0, ...others.map((p) => p.last_read_message_id));
  const myLastId = [...messages].reverse().find((message) => message.sender_id === user?.id)?.id;

  // Opening the conversation, or a new message in it while open, marks it read.
  const unread = conversation.message_count;
  useEffect(() => {
    if (newestId === 0 && unread === 0) return;
    markConversationRead(conversation.id).then(refresh, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- marking again only when something new arrived
  }, [conversation.id, newestId, unread]);

  // Keep the view at the bottom for new messages; keep the reader's place when older ones are added above.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages.length, typingNames.length]);

  // Infinite scroll upward: the sentinel at the top coming into view loads the next older page.
  useEffect(() => {
    const sentinel = topSentinel.current;
    if (!sentinel || !thread.hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !thread.isFetchingNextPage && viewport.current) {
        heightBeforeOlder.current = viewport.current.scrollHeight;
        void thread.fetchNextPage();
      }
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [thread, thread.hasNextPage, thread.isFetchingNextPage]);

  return (
    <Stack gap={0} h="100%" mih={0}>
      <Group gap="xs" p="xs" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <ActionIcon variant="subtle" onClick={onBack} aria-label="Back to conversations" hiddenFrom="md">
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Avatar src={mediaUrl(others[0]?.user.picture)} name={conversation.name} color="initials" size={36} radius="xl" />
        <Box miw={0} style={{ flex: 1 }}>
          <Title order={2} fz="md" lineClamp={1}>
            {conversation.name}
          </Title>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {typingNames.length > 0 ? `${typingNames.join(', ')} ${typingNames.length > 1 ? 'are' : 'is'} typing…` : threadSubtitle(conversation.participants, user?.id)}
          </Text>
        </Box>
        <ConversationMenu conversation={conversation} myId={user?.id} onLeft={onBack} />
      </Group>
      <ScrollArea
        viewportRef={viewport}
        style={{ flex: 1, minHeight: 0 }}
        onScrollPositionChange={({ y }) => {
          const element = viewport.current;
          if (element) stickToBottom.current = element.scrollHeight - y - element.clientHeight < 80;
        }}
      >
        <Stack gap={6} p="sm" aria-live="polite" aria-label="Messages">
          <div ref={topSentinel} />
          {thread.hasNextPage ? (
            <Center>
              <Button size="compact-xs" variant="subtle" loading={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
                Load older messages
              </Button>
            </Center>
          ) : null}
          {thread.isPending ? (
            <Center py="xl">
              <Loader size="sm" role="status" aria-label="Loading messages" />
            </Center>
          ) : thread.isError ? (
            <LoadFailed error={thread.error} fallback={m.messagesFailed} />
          ) : messages.length === 0 ? (
            <EmptyText>{m.noMessages}. Say hello!</EmptyText>
          ) : (
            withDaySeparators(messages, (message) => message.created_at, user?.timezone).map(({ item: message, day }) => (
              <Fragment key={message.id}>
                {day ? <Divider label={day} labelPosition="center" my={4} role="separator" aria-label={day} /> : null}
              <MessageBubble
                message={message}
                mine={message.sender_id === user?.id}
                token={session?.token ?? null}
                timeZone={user?.timezone}
                seen={message.id === myLastId && seenUpTo >= message.id}
                showSender={conversation.participants.length > 2}
                onMediaLoad={() => {
                  if (stickToBottom.current && viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
                }}
              />
              </Fragment>
            ))
          )}
        </Stack>
      </ScrollArea>
      <Composer
        conversationId={conversation.id}
        onTyping={announceTyping}
        onSent={() => {
          stickToBottom.current = true;
        }}
      />
    </Stack>
  );
}
