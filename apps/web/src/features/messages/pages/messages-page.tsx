import { Box, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import type { Conversation } from '@openhouse/shared/messaging/schemas';
import { IconMessagePlus, IconMessages } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { startConversation } from '../api/messages-api';
import { useConversations, useRefreshMessaging } from '../api/messaging-queries';
import { ConversationList } from '../components/conversation-list';
import { MessageThread } from '../components/message-thread';
import { NewConversationModal } from '../components/new-conversation-modal';

const idFrom = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /messages: the conversation list beside the open thread (one at a time below 992 px, with a way back).
 * ?conversation=<id> opens one; ?with=<userId> (the "Message" buttons) finds or starts the 1:1 conversation.
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = idFrom(params.get('conversation'));
  const withUser = idFrom(params.get('with') ?? params.get('user_id'));
  const [archived, setArchived] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const refresh = useRefreshMessaging();
  const all = useConversations('', archived);
  const open = (id: number) => setParams({ conversation: String(id) }, { replace: false });

  const start = useMutation({
    mutationFn: (userId: number) => startConversation({ user_ids: [userId] }),
    onSuccess: (answer) => {
      refresh();
      setChoosing(false);
      setParams({ conversation: String(answer.data.id) }, { replace: true });
    },
    onError: (error) => {
      toastError(messageOf(error, m.startFailed));
      setParams({}, { replace: true });
    },
  });
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (withUser === null || started.current === withUser) return;
    started.current = withUser;
    start.mutate(withUser);
  }, [withUser, start]);

  // Until the list is read again, a conversation just started is shown from the answer that started it.
  const justStarted: Conversation | null = start.data?.data.id === selectedId ? start.data.data : null;
  const selected = all.data?.data.find((conversation) => conversation.id === selectedId) ?? justStarted;

  return (
    <>
      <PageHeader
        title="Messages"
        actions={
          <Button leftSection={<IconMessagePlus size={16} aria-hidden />} onClick={() => setChoosing(true)}>
            New message
          </Button>
        }
      />
      <Paper withBorder h="calc(100dvh - 200px)" mih={420} style={{ overflow: 'hidden' }}>
        <Group h="100%" gap={0} wrap="nowrap" align="stretch">
          <Box
            w={{ base: '100%', md: 320 }}
            display={{ base: selectedId ? 'none' : 'block', md: 'block' }}
            style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
            h="100%"
          >
            <Stack gap={0} h="100%">
              <SegmentedControl
                size="xs"
                m="xs"
                mb={0}
                value={archived ? 'archived' : 'inbox'}
                onChange={(value) => setArchived(value === 'archived')}
                data={[
                  { label: 'Inbox', value: 'inbox' },
                  { label: 'Archived', value: 'archived' },
                ]}
              />
              <Box style={{ flex: 1, minHeight: 0 }}>
                <ConversationList selectedId={selectedId} archived={archived} onSelect={(conversation) => open(conversation.id)} />
              </Box>
            </Stack>
          </Box>
          <Box style={{ flex: 1, minWidth: 0 }} display={{ base: selectedId ? 'block' : 'none', md: 'block' }} h="100%">
            {withUser !== null || (selectedId !== null && !selected && all.isPending) ? (
              <Center h="100%">
                <Loader role="status" aria-label="Opening the conversation" />
              </Center>
            ) : selected ? (
              <MessageThread key={selected.id} conversation={selected} onBack={() => setParams({})} />
            ) : (
              <Center h="100%" p="md">
                <Stack align="center" gap="xs">
                  <IconMessages size={40} stroke={1.4} aria-hidden color="var(--mantine-color-gray-5)" />
                  <Text c="dimmed" ta="center">
                    {selectedId ? m.conversationNotFound : 'Choose a conversation, or start a new one.'}
                  </Text>
                </Stack>
              </Center>
            )}
          </Box>
        </Group>
      </Paper>
      <NewConversationModal opened={choosing} onClose={() => setChoosing(false)} onChoose={(userId) => start.mutate(userId)} busy={start.isPending} />
    </>
  );
}
