import { Button, Checkbox, Group } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useRemoveChecklist, type Checklist } from '../api/checklists';

/** Deletes a checklist item; one copied from a template may take its template with it (deleteTemplate). */
export function DeleteChecklist({ projectId, item }: { projectId: number; item: Checklist }) {
  const remove = useRemoveChecklist(projectId);
  const [withTemplate, setWithTemplate] = useState(false);
  const run = async () => {
    try {
      toastSuccess((await remove.mutateAsync({ id: item.id, deleteTemplate: withTemplate })).message || projectMessages.checklistDeleted);
    } catch (error) {
      toastError(messageOf(error, projectMessages.somethingWrong));
    }
  };
  return (
    <Group gap="xs" mt={6} justify="flex-end" wrap="wrap">
      {item.template_id ? (
        <Checkbox size="xs" label="Also delete its template" checked={withTemplate} onChange={(event) => setWithTemplate(event.currentTarget.checked)} />
      ) : null}
      <Button size="xs" variant="subtle" color="red" onClick={run} loading={remove.isPending} aria-label={`Delete ${item.name}`}>
        Delete
      </Button>
    </Group>
  );
}
