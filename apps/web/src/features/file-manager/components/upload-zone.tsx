import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { formatMegabytes, UPLOAD_MAX_BYTES } from '@openhouse/shared/file-manager/rules';
import { useRef, useState, type DragEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import { uploadOne, useInvalidateFiles } from '../api/file-manager-api';

type Upload = { id: number; name: string; percent: number; state: 'sending' | 'done' | 'failed'; message?: string };
let nextId = 0;

/**
 * Upload by drag and drop or by choosing, one request per file so each shows its own progress. The server
 * judges every file by its bytes; a refusal shows its message beside the file.
 */
export function UploadZone({ folder, disabled }: { folder: string; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const refresh = useInvalidateFiles();

  const update = (id: number, change: Partial<Upload>) => setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
  const send = async (files: File[]) => {
    const started = files.map((file) => ({ file, upload: { id: (nextId += 1), name: file.name, percent: 0, state: 'sending' as const } }));
    setUploads((list) => [...started.map((entry) => entry.upload), ...list].slice(0, 20));
    await Promise.all(
      started.map(async ({ file, upload }) => {
        if (file.size > UPLOAD_MAX_BYTES) return update(upload.id, { state: 'failed', message: m.uploadRefused });
        try {
          await uploadOne(folder, file, (percent) => update(upload.id, { percent }));
          update(upload.id, { state: 'done', percent: 100 });
        } catch (error) {
          update(upload.id, { state: 'failed', message: messageOf(error, m.uploadRefused) });
        }
      }),
    );
    void refresh();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void send(Array.from(event.dataTransfer.files));
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="upload-zone"
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      style={{ borderStyle: 'dashed', borderWidth: 2, borderColor: dragging ? 'var(--mantine-color-blue-6)' : undefined }}
      bg={dragging ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" c={disabled ? 'dimmed' : undefined}>
          {disabled ? 'This folder is read-only for you.' : `Drag & drop files here, or choose them (up to ${formatMegabytes(UPLOAD_MAX_BYTES)} each).`}
        </Text>
        <Button size="xs" variant="light" disabled={disabled} onClick={() => input.current?.click()}>
          Upload files
        </Button>
      </Group>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="upload-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) void send(files);
        }}
      />
      {uploads.length > 0 ? (
        <Stack gap={6} mt="sm" aria-live="polite">
          {uploads.map((upload) => (
            <div key={upload.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" truncate>
                  {upload.name}
                </Text>
                <Text size="xs" c={upload.state === 'failed' ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
                  {upload.state === 'failed' ? 'Failed' : upload.state === 'done' ? 'Uploaded' : `${upload.percent}%`}
                </Text>
              </Group>
              <Progress size="sm" value={upload.percent} color={upload.state === 'failed' ? 'red' : upload.state === 'done' ? 'teal' : 'blue'} aria-label={`Upload of ${upload.name}`} />
              {upload.message ? (
                <Text size="xs" c="red">
                  {upload.message}
                </Text>
              ) : null}
            </div>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
