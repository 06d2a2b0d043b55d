import { ActionIcon, Box, CloseButton, FileButton, Group, Pill, Text, Textarea } from '@mantine/core';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_FILES, ATTACHMENT_TYPES, attachmentKindOfName } from '@openhouse/shared/messaging/attachments';
import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import { MESSAGE_BODY_MAX } from '@openhouse/shared/messaging/schemas';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import { sendMessage } from '../api/messages-api';
import { useRefreshMessaging } from '../api/messaging-queries';

type ComposerProps = { conversationId: number; onTyping: () => void; onSent: () => void };

/** The file's problem before it is sent (the server checks the bytes again), or null. */
function fileProblem(file: File): string | null {
  const kind = attachmentKindOfName(file.name);
  if (!kind) return m.attachmentType;
  return file.size > ATTACHMENT_TYPES[kind].maxBytes ? m.attachmentTooLarge : null;
}

/** Writes and sends a message with up to five images, audio or video files; Enter sends, Shift+Enter starts a new line. */
export function Composer({ conversationId, onTyping, onSent }: ComposerProps) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = useRefreshMessaging();
  const send = useMutation({
    mutationFn: () => sendMessage(conversationId, body.trim(), files),
    onSuccess: () => {
      setBody('');
      setFiles([]);
      setProblem(null);
      refresh();
      onSent();
    },
    onError: (error) => setProblem(messageOf(error, m.sendFailed)),
  });

  const addFiles = (chosen: File[]) => {
    const next = [...files, ...chosen];
    const bad = chosen.map(fileProblem).find(Boolean);
    if (bad) return setProblem(bad);
    if (next.length > ATTACHMENT_MAX_FILES) return setProblem(m.tooManyAttachments);
    setProblem(null);
    setFiles(next);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    if (!body.trim() && files.length === 0) return setProblem(m.messageEmpty);
    send.mutate();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box component="form" onSubmit={submit} p="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} aria-label="Write a message">
      {files.length > 0 ? (
        <Group gap={4} mb={6}>
          {files.map((file, index) => (
            <Pill key={`${file.name}-${index}`} withRemoveButton onRemove={() => setFiles(files.filter((_, i) => i !== index))} removeButtonProps={{ 'aria-label': `Remove ${file.name}` }}>
              {file.name}
            </Pill>
          ))}
        </Group>
      ) : null}
      <Group gap={6} wrap="nowrap" align="flex-end">
        <FileButton onChange={addFiles} accept={ATTACHMENT_ACCEPT} multiple>
          {(props) => (
            <ActionIcon {...props} variant="subtle" size="lg" aria-label="Attach files">
              <IconPaperclip size={20} />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            onTyping();
          }}
          onKeyDown={onKeyDown}
          style={{ flex: 1, minWidth: 0 }}
        />
        <ActionIcon type="submit" size="lg" loading={send.isPending} aria-label="Send">
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      {problem ? (
        <Group gap={4} mt={4} wrap="nowrap">
          <Text size="xs" c="red" role="alert" style={{ flex: 1 }}>
            {problem}
          </Text>
          <CloseButton size="xs" aria-label="Dismiss" onClick={() => setProblem(null)} />
        </Group>
      ) : null}
    </Box>
  );
}
