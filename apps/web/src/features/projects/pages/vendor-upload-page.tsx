import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { formatFileSize } from '@openhouse/shared/properties/document-size';
import { VENDOR_UPLOAD_RULES, vendorFileRefusalMessage, type VendorFileRefusal } from '@openhouse/shared/projects/vendor-upload';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { uploadVendorFiles, useVendorUploadTarget, type VendorUploadRef } from '../api/vendor-upload';
import { PdfDropZone } from '../components/pdf-drop-zone';

/** The page's last word: the message, and for a refusal the reason per file (which rule it broke). */
type Outcome = { kind: 'success' | 'error'; message: string; details?: string[] } | null;
type SentFile = { id: number; name: string; size: number };

/**
 * /file_upload/{vendor_id}/{task_id}?token=: a vendor sends PDFs to a task without signing in; the link's token
 * decides. Kept light (no forms library, no zod, no dropzone library): it is a public page with a download budget.
 */
export function VendorUploadPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const ref: VendorUploadRef = { vendor_id: Number(params.vendorId), task_id: Number(params.taskId), token: search.get('token') ?? '' };
  const target = useVendorUploadTarget(ref);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sent, setSent] = useState<SentFile[]>([]);

  const upload = async () => {
    if (files.length === 0) return setOutcome({ kind: 'error', message: projectMessages.noFiles });
    setOutcome(null);
    setProgress(0);
    try {
      const answer = await uploadVendorFiles(ref, files, setProgress);
      setFiles([]);
      setSent((before) => [...answer.data.map(({ id, name, size }) => ({ id, name, size })), ...before]);
      setOutcome({ kind: 'success', message: answer.message || projectMessages.uploaded });
    } catch (error) {
      // The server names the rule after the spec's sentence (vendorUploadRefusal); shown as the browser's own refusals are.
      const message = messageOf(error, projectMessages.uploadInvalid);
      const rule = message.startsWith(projectMessages.uploadInvalid) ? message.slice(projectMessages.uploadInvalid.length).trim() : null;
      if (rule === null) setOutcome({ kind: 'error', message });
      else setOutcome({ kind: 'error', message: projectMessages.uploadInvalid, details: [rule || VENDOR_UPLOAD_RULES] });
    } finally {
      setProgress(null);
    }
  };

  // The spec's sentence, then the rules and what each refused file broke (so the vendor knows what to fix).
  const refuse = (refused: VendorFileRefusal[]) =>
    setOutcome({ kind: 'error', message: projectMessages.uploadInvalid, details: [VENDOR_UPLOAD_RULES, ...refused.map(vendorFileRefusalMessage)] });

  if (!ref.token || target.isError) {
    return (
      <>
        <PageHeader title="Upload Files" />
        <Alert color="red" role="alert">
          {target.isError ? messageOf(target.error, projectMessages.uploadLinkInvalid) : projectMessages.uploadLinkInvalid}
        </Alert>
      </>
    );
  }
  if (target.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading upload link" />
      </Center>
    );
  }

  const uploading = progress !== null;
  return (
    <Stack maw={640} mx="auto" gap="md">
      <PageHeader title="Upload Files" description={`${target.data.task_title} · ${target.data.property_address}`} />
      <Text size="sm">Hello {target.data.vendor_name}, add the PDF files for this task, then press Upload.</Text>
      {outcome ? (
        <Alert color={outcome.kind === 'success' ? 'teal' : 'red'} role={outcome.kind === 'success' ? 'status' : 'alert'} title={outcome.details ? outcome.message : undefined}>
          {outcome.details ? (
            <Stack gap={2}>
              {outcome.details.map((line) => (
                <Text size="sm" key={line}>
                  {line}
                </Text>
              ))}
            </Stack>
          ) : (
            outcome.message
          )}
        </Alert>
      ) : null}
      <PdfDropZone files={files} onChange={setFiles} onRejected={refuse} disabled={uploading} />
      {files.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center">
          No files added yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Files to upload">
          {files.map((file, index) => (
            <Paper component="li" withBorder p="xs" key={`${file.name}-${index}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name} <Text span c="dimmed" size="xs">({formatFileSize(file.size)})</Text>
                </Text>
                <ActionIcon variant="subtle" color="red" aria-label={`Remove ${file.name}`} disabled={uploading} onClick={() => setFiles(files.filter((_, at) => at !== index))}>
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {uploading ? <Progress value={progress} animated aria-label={`Uploading ${progress}%`} /> : null}
      <Button onClick={upload} loading={uploading} disabled={files.length === 0} style={{ alignSelf: 'flex-end' }}>
        Upload
      </Button>
      {sent.length > 0 ? <SentFiles files={sent} /> : null}
    </Stack>
  );
}

/** What this visit sent, newest first: each file the task now holds, with its size. */
function SentFiles({ files }: { files: readonly SentFile[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Sent to the task
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sent files">
        {files.map((file) => (
          <Paper component="li" withBorder p="xs" key={file.id}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name} <Text span c="dimmed" size="xs">({formatFileSize(file.size)})</Text>
              </Text>
              <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
                Received
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
