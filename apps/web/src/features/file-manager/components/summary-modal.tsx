import { Alert, Anchor, Button, Group, Loader, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { promptsResponseSchema, summaryResponseSchema } from '@openhouse/shared/file-manager/file-manager-schemas';
import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { apiRequest, messageOf } from '../../../lib/api-client';
import { fileLink, FM_BASE, type FileItem } from '../api/file-manager-api';

type Summary = z.output<typeof summaryResponseSchema>['data'];

/** Ask about a PDF or text file: progress while the summary is made, the answer, the file's history, and its source. */
export function SummaryModal({ file, onClose }: { file: FileItem | null; onClose: () => void }) {
  const [prompt, setPrompt] = useState('Summarise this document.');
  const client = useQueryClient();
  const history = useQuery({
    queryKey: ['file-manager', 'prompts', file?.path],
    queryFn: ({ signal }) => apiRequest<z.output<typeof promptsResponseSchema>>('/prompts', { base: FM_BASE, query: { path: file!.path }, signal }).then((answer) => answer.data),
    enabled: file !== null,
  });
  const ask = useMutation({
    mutationFn: () => apiRequest<z.output<typeof summaryResponseSchema>>('/summarize-file', { base: FM_BASE, method: 'POST', body: { prompt, path: file!.path } }).then((answer) => answer.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ['file-manager', 'prompts', file?.path] }),
  });
  const close = () => {
    ask.reset();
    onClose();
  };
  const answers: Summary[] = history.data ?? [];
  return (
    <Modal opened={file !== null} onClose={close} title={file ? `Summary of ${file.basename}` : ''} size="lg">
      <Stack>
        <Textarea label="What would you like to know?" value={prompt} onChange={(event) => setPrompt(event.currentTarget.value)} maxLength={500} autosize minRows={2} />
        <Group justify="space-between">
          {file ? (
            <Anchor href={fileLink('preview', file.path)} target="_blank" rel="noopener" size="sm">
              Open {file.basename}
            </Anchor>
          ) : (
            <span />
          )}
          <Button onClick={() => ask.mutate()} loading={ask.isPending} disabled={prompt.trim() === ''}>
            Summarize
          </Button>
        </Group>
        {ask.isPending ? (
          <Group gap="xs" aria-live="polite">
            <Loader size="sm" />
            <Text size="sm">Reading the document and writing the summary…</Text>
          </Group>
        ) : null}
        {ask.error ? <Alert color="red">{messageOf(ask.error, m.summaryFailed)}</Alert> : null}
        {answers.length === 0 && !history.isPending ? (
          <Text size="sm" c="dimmed">
            No summaries of this file yet.
          </Text>
        ) : null}
        {answers.map((answer) => (
          <Paper key={answer.id} withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed">
              {answer.prompt} · {answer.source === 'built-in' ? 'Built-in summary' : 'AI'} · {new Date(answer.created_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {answer.answer}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Modal>
  );
}
