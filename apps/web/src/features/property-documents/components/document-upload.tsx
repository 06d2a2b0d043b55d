import { Button, CloseButton, Group, List, Progress, Select, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/dropzone/styles.css';
import { Dropzone } from '@mantine/dropzone';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, type DocumentKind } from '@openhouse/shared/properties/documents';
import { formatFileSize } from '@openhouse/shared/properties/document-size';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { IconAlertCircle, IconCheck, IconFileUpload, IconLoader2, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useUploadPropertyDocument } from '../api/upload-property-document';
import { DOCUMENT_ACCEPT, queued, rejected, type UploadItem } from './document-upload-state';

const kindOptions = DOCUMENT_KINDS.map((kind) => ({ value: kind, label: kind === 'disclosure' ? 'Disclosure' : 'Document' }));

function StatusIcon({ item }: { item: UploadItem }) {
  if (item.status === 'done')
    return (
      <ThemeIcon color="teal" size={20} radius="xl">
        <IconCheck size={12} aria-hidden />
      </ThemeIcon>
    );
  if (item.status === 'error')
    return (
      <ThemeIcon color="red" size={20} radius="xl">
        <IconAlertCircle size={12} aria-hidden />
      </ThemeIcon>
    );
  if (item.status === 'uploading')
    return (
      <ThemeIcon color="blue" size={20} radius="xl">
        <IconLoader2 size={12} aria-hidden />
      </ThemeIcon>
    );
  return (
    <ThemeIcon color="gray" size={20} radius="xl" variant="light">
      <IconFileUpload size={12} aria-hidden />
    </ThemeIcon>
  );
}

/**
 * The listing side adds documents: drop or pick files, say whether they are disclosures, upload.
 * Files go one request each so a refused file says why without failing the others.
 */
export function DocumentUpload({ propertyId }: { propertyId: number }) {
  const [kind, setKind] = useState<DocumentKind>('document');
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const upload = useUploadPropertyDocument();

  const waiting = items.filter((item) => item.status === 'queued');
  const finished = items.filter((item) => item.status === 'done' || item.status === 'error').length;
  const update = (key: string, patch: Partial<UploadItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const start = async () => {
    setBusy(true);
    let stored = 0;
    for (const item of waiting) {
      update(item.key, { status: 'uploading' });
      try {
        await upload.mutateAsync({ propertyId, file: item.file, kind });
        update(item.key, { status: 'done' });
        stored += 1;
      } catch (error) {
        update(item.key, { status: 'error', error: messageOf(error, 'The upload failed. Please try again.') });
      }
    }
    setBusy(false);
    if (stored > 0) toastSuccess(stored === 1 ? propertyMessages.documentsUploaded : `${stored} ${propertyMessages.documentsUploaded.toLowerCase()}`);
  };

  const progress = items.length === 0 ? 0 : Math.round((finished / items.length) * 100);

  return (
    <Stack gap="sm">
      <Select
        label="Upload as"
        data={kindOptions}
        value={kind}
        onChange={(value) => value && setKind(value as DocumentKind)}
        allowDeselect={false}
        disabled={busy}
        w={{ base: '100%', xs: 220 }}
      />
      <Dropzone
        onDrop={(files) => setItems((current) => [...current, ...files.map(queued)])}
        onReject={(rejections) => setItems((current) => [...current, ...rejections.map(rejected)])}
        maxSize={DOCUMENT_MAX_BYTES}
        accept={DOCUMENT_ACCEPT}
        disabled={busy}
        multiple
        inputProps={{ 'aria-label': 'Choose documents to upload' }}
      >
        <Group justify="center" gap="md" mih={110} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileUpload size={36} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text fw={500}>Drop files here or click to choose</Text>
            <Text size="sm" c="dimmed">
              PDF, Word, Excel, text or images, up to {formatFileSize(DOCUMENT_MAX_BYTES)} each.
            </Text>
          </div>
        </Group>
      </Dropzone>

      {items.length > 0 ? (
        <>
          <List spacing={6} listStyleType="none" aria-label="Files to upload">
            {items.map((item) => (
              <List.Item key={item.key} icon={<StatusIcon item={item} />}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" style={{ wordBreak: 'break-word' }}>
                      {item.file.name} <Text span c="dimmed" size="xs">({formatFileSize(item.file.size)})</Text>
                    </Text>
                    {item.error ? (
                      <Text size="xs" c="red" role="alert">
                        {item.error}
                      </Text>
                    ) : null}
                  </div>
                  {item.status !== 'uploading' ? (
                    <CloseButton
                      size="sm"
                      aria-label={`Remove ${item.file.name}`}
                      disabled={busy}
                      onClick={() => setItems((current) => current.filter((other) => other.key !== item.key))}
                    />
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
          {busy || finished > 0 ? <Progress value={progress} size="sm" aria-label="Upload progress" animated={busy} /> : null}
          <Group gap="xs">
            <Button onClick={() => void start()} loading={busy} disabled={waiting.length === 0} leftSection={<IconUpload size={16} aria-hidden />}>
              {waiting.length > 1 ? `Upload ${waiting.length} files` : 'Upload'}
            </Button>
            <Button variant="default" disabled={busy} onClick={() => setItems([])}>
              Clear list
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
