import { Avatar, Badge, Box, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import type { Conversation } from '@openhouse/shared/messaging/schemas';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { mediaUrl } from '../../../lib/media-url';
import { useSession } from '../../../lib/session-context';
import { useConversations } from '../api/messaging-queries';
import { EmptyText, LoadFailed, LoadingRows } from './list-states';

type ConversationListProps = { selectedId: number | null; onSelect: (conversation: Conversation) => void; archived: boolean };

/** The last message in one line: its text, else what it carries. */
function preview(conversation: Conversation, viewerId: number | undefined): string {
  const last = conversation.last_message;
  if (!last) return 'No messages yet';
  const text = last.body || (last.attachments.length > 0 ? `${last.attachments.length} attachment${last.attachments.length > 1 ? 's' : ''}` : '');
  return last.sender_id === viewerId ? `You: ${text}` : text;
}

/** The caller's conversations with a search over names and message text, unread counts, and empty states. */
export function ConversationList({ selectedId, onSelect, archived }: ConversationListProps) {
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const conversations = useConversations(query, archived);
  const rows = conversations.data?.data ?? [];

  return (
    <Stack gap="xs" h="100%" mih={0}>
      <TextInput
        aria-label="Search conversations"
        placeholder="Search by name or message"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        px="xs"
        pt="xs"
      />
      <Box style={{ flex: 1, overflowY: 'auto', minHeight: 0 }} role="list" aria-label="Conversations">
        {conversations.isPending ? (
          <LoadingRows count={3} height={52} label="Loading conversations" />
        ) : conversations.isError ? (
          <LoadFailed error={conversations.error} fallback={m.loadFailed} />
        ) : rows.length === 0 ? (
          <EmptyText>{query ? m.noMatches : archived ? 'No archived conversations.' : `${m.noConversations}.`}</EmptyText>
        ) : (
          rows.map((conversation) => {
            const other = conversation.participants.find((p) => p.user_id !== user?.id);
            const selected = conversation.id === selectedId;
            return (
              <UnstyledButton
                key={conversation.id}
                role="listitem"
                onClick={() => onSelect(conversation)}
                aria-current={selected ? 'true' : undefined}
                w="100%"
                px="xs"
                py={8}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                data-testid="conversation"
              >
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={mediaUrl(other?.user.picture)} name={conversation.name} color="initials" radius="xl" />
                  <Box miw={0} style={{ flex: 1 }}>
                    <Text size="sm" fw={conversation.message_count > 0 ? 700 : 500} lineClamp={1}>
                      {conversation.name}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {preview(conversation, user?.id)}
                    </Text>
                  </Box>
                  {conversation.message_count > 0 ? (
                    <Badge size="sm" color="red" circle={conversation.message_count < 10} aria-label={`${conversation.message_count} unread`} data-testid="conversation-unread">
                      {conversation.message_count}
                    </Badge>
                  ) : null}
                </Group>
              </UnstyledButton>
            );
          })
        )}
      </Box>
    </Stack>
  );
}
