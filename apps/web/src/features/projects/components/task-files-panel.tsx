import { Anchor, Badge, Button, FileButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { formatMomentWithZone } from '@openhouse/shared/format/moment';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { formatFileSize } from '@openhouse/shared/properties/document-size';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { taskFileUrl } from '../api/storage-url';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useTimeZone } from '../../../lib/use-time-zone';
import { projectKeys } from '../api/project-keys';
import type { Task } from '../api/get-tasks';
import { getUploadLink, uploadTaskFiles, useTaskFiles } from '../api/task-files';

type TaskFilesPanelProps = { task: Task; canShareLinks: boolean };

/** A task's files: the list, an upload for signed-in members, and each assigned vendor's public upload link. */
export function TaskFilesPanel({ task, canShareLinks }: TaskFilesPanelProps) {
  const files = useTaskFiles(task.id);
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);

  const upload = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    setUploading(true);
    try {
      const answer = await uploadTaskFiles(task.id, chosen);
      toastSuccess(answer.message ?? projectMessages.uploaded);
      await queryClient.invalidateQueries({ queryKey: projectKeys.taskFiles(task.id) });
    } catch (error) {
      toastError(messageOf(error, projectMessages.uploadInvalid));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="sm">
      {files.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading files" />
      ) : files.isError ? (
        <FormError message={messageOf(files.error, projectMessages.somethingWrong)} />
      ) : files.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No files on this task yet.
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Task files">
          {files.data.map((file) => (
            <Group component="li" key={file.id} justify="space-between" gap="xs">
              <Anchor href={taskFileUrl(task.id, file.id)} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Anchor>
              {/* Each upload's status: the task holds it (the realtors were told), when and from whom. */}
              <Group gap={6} wrap="nowrap">
                <Badge size="xs" color="teal" variant="light">
                  Received
                </Badge>
                <Text size="xs" c="dimmed">
                  {formatFileSize(file.size)} · {file.uploaded_by.name} · {formatMomentWithZone(file.created_at, zone)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Group>
        <FileButton onChange={upload} multiple accept="application/pdf,image/png,image/jpeg,image/webp">
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={uploading}>
              Upload files
            </Button>
          )}
        </FileButton>
      </Group>
      {canShareLinks ? <VendorLinks task={task} /> : null}
    </Stack>
  );
}

/** 'Copy vendor upload link' for each vendor on the task; the link also stays on screen to copy by hand. */
function VendorLinks({ task }: { task: Task }) {
  const [links, setLinks] = useState<Record<number, string>>({});
  if (task.assignees.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        Assign a vendor to share an upload link.
      </Text>
    );
  }
  const copy = async (vendorId: number) => {
    try {
      const link = await getUploadLink(task.id, vendorId);
      const url = new URL(link.url, window.location.origin).href;
      setLinks((before) => ({ ...before, [vendorId]: url }));
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      toastSuccess('Upload link copied.');
    } catch (error) {
      toastError(messageOf(error, projectMessages.somethingWrong));
    }
  };
  return (
    <Stack gap="xs">
      {task.assignees.map((vendor) => (
        <Stack key={vendor.id} gap={4}>
          <Button size="xs" variant="subtle" onClick={() => copy(vendor.id)} aria-label={`Copy vendor upload link for ${vendor.name}`} style={{ alignSelf: 'flex-start' }}>
            Copy vendor upload link ({vendor.name})
          </Button>
          {links[vendor.id] ? <TextInput size="xs" readOnly value={links[vendor.id]} aria-label={`Upload link for ${vendor.name}`} onFocus={(event) => event.currentTarget.select()} /> : null}
        </Stack>
      ))}
    </Stack>
  );
}
