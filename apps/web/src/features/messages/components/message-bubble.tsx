import { Anchor, Box, Image, Paper, Stack, Text } from '@mantine/core';
import type { Attachment, Message } from '@openhouse/shared/messaging/schemas';
import { formatChatTime } from '@openhouse/shared/format/chat-time';
import { sharedListingIds } from '@openhouse/shared/messaging/thread-views';
import { SharedListingCard } from './shared-listing-card';

/** `onMediaLoad`: a picture or video got its size, so the thread can keep its place at the bottom. */
type MessageBubbleProps = { message: Message; mine: boolean; token: string | null; timeZone?: string | null; seen: boolean; showSender: boolean; onMediaLoad?: () => void };

/** Attachments are private: the browser fetches them with the session's token in the link (GET /storage/{path}). */
const withToken = (url: string, token: string | null) => (token ? `${url}?token=${encodeURIComponent(token)}` : url);

function AttachmentView({ file, token, onLoad }: { file: Attachment; token: string | null; onLoad?: () => void }) {
  const src = withToken(file.url, token);
  if (file.kind === 'image') {
    return (
      <Anchor href={src} target="_blank" rel="noopener">
        <Image src={src} alt={file.name} maw={240} mah={240} fit="contain" radius="sm" onLoad={onLoad} />
      </Anchor>
    );
  }
  if (file.kind === 'audio') return <audio controls src={src} aria-label={file.name} style={{ maxWidth: '100%' }} />;
  return <video controls src={src} aria-label={file.name} onLoadedMetadata={onLoad} style={{ maxWidth: '100%', maxHeight: 240 }} />;
}

/** One message: its text as typed (a listing it links to also as a card) (React escapes it, so HTML shows as text), its files, its time and, on mine, whether it was seen. */
export function MessageBubble({ message, mine, token, timeZone, seen, showSender, onMediaLoad }: MessageBubbleProps) {
  return (
    <Box style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }} data-testid="message">
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="min(80%, 520px)"
        bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-1)'}
        style={{ overflowWrap: 'anywhere' }}
      >
        <Stack gap={4}>
          {showSender && !mine ? (
            <Text size="xs" fw={600} c="dimmed">
              {message.sender?.name ?? 'Former member'}
            </Text>
          ) : null}
          {message.body ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {message.body}
            </Text>
          ) : null}
          {sharedListingIds(message.body, window.location.origin).map((id) => (
            <SharedListingCard key={id} propertyId={id} />
          ))}
          {message.attachments.map((file) => (
            <AttachmentView key={file.id} file={file} token={token} onLoad={onMediaLoad} />
          ))}
          <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'} title={new Date(message.created_at).toLocaleString('en-US', { timeZone: timeZone ?? undefined })}>
            {formatChatTime(message.created_at, timeZone)}
            {mine && seen ? ' · Seen' : ''}
          </Text>
        </Stack>
      </Paper>
    </Box>
  );
}
