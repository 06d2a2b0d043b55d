import { ActionIcon, Alert, Button, Center, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { formatFileSize } from '@openhouse/shared/properties/document-size';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { uploadVendorFiles, useVendorUploadTarget, type VendorUploadRef } from '../api/vendor-upload';
import { PdfDropZone } from '../components/pdf-drop-zone';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

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

  const upload = async () => {
    if (files.length === 0) return setOutcome({ kind: 'error', message: projectMessages.noFiles });
    setOutcome(null);
    setProgress(0);
    try {
      const answer = await uploadVendorFiles(ref, files, setProgress);
      setFiles([]);
      setOutcome({ kind: 'success', message: answer.message || projectMessages.uploaded });
    } catch (error) {
      setOutcome({ kind: 'error', message: messageOf(error, projectMessages.uploadInvalid) });
    } finally {
      setProgress(null);
    }
  };

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
        <Alert color={outcome.kind === 'success' ? 'teal' : 'red'} role={outcome.kind === 'success' ? 'status' : 'alert'}>
          {outcome.message}
        </Alert>
      ) : null}
      <PdfDropZone files={files} onChange={setFiles} onRejected={() => setOutcome({ kind: 'error', message: projectMessages.uploadInvalid })} disabled={uploading} />
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
    </Stack>
  );
}
