import { Anchor, Avatar, Box, Group, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import { Link, useNavigate } from 'react-router';
import { DeferredContent } from '../../../components/deferred-content';
import { mediaUrl } from '../../../lib/media-url';
import { useSession } from '../../../lib/session-context';
import { useRecentMessages } from '../api/messaging-queries';
import { LoadFailed, LoadingRows } from './list-states';

/** The dashboard's Recent messages card (spec: the 3 newest): each opens its conversation. */
export function RecentMessagesCard() {
  const { user } = useSession();
  const recent = useRecentMessages();
  const navigate = useNavigate();
  const loading = <LoadingRows count={3} height={40} label="Loading messages" />;
  return (
    <Paper withBorder p="md" h="100%" component="section" aria-label="Recent Messages">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg">
          Recent Messages
        </Title>
        <Anchor component={Link} to="/messages" size="sm">
          View all
        </Anchor>
      </Group>
      {recent.isPending ? (
        loading
      ) : recent.isError ? (
        <LoadFailed error={recent.error} fallback={m.messagesFailed} />
      ) : recent.data.data.length === 0 ? (
        <Stack align="center" gap={4} py="lg">
          <Text c="dimmed" size="sm">
            {m.noMessages}
          </Text>
          <Anchor component={Link} to="/messages" size="sm">
            Go to messages
          </Anchor>
        </Stack>
      ) : (
        <DeferredContent placeholder={loading}>
          <Stack gap={4}>
            {recent.data.data.map((message) => (
              // Named by what it shows, after a hidden "Open the conversation": a name that left out the preview
              // and time would not say the words a speech-input user reads on it.
              <UnstyledButton key={message.id} onClick={() => void navigate(`/messages?conversation=${message.conversation_id}`)} p={6}>
                <VisuallyHidden>Open the conversation </VisuallyHidden>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar aria-hidden src={mediaUrl(message.sender?.picture)} name={message.sender?.name ?? message.conversation_name} color="initials" radius="xl" size="sm" />
                  <Box miw={0} style={{ flex: 1 }}>
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text size="sm" fw={600} lineClamp={1}>
                        {message.conversation_name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {formatNotificationTime(message.created_at, user?.timezone)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {message.body || `${message.attachments.length} attachment${message.attachments.length === 1 ? '' : 's'}`}
                    </Text>
                  </Box>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </DeferredContent>
      )}
    </Paper>
  );
}
