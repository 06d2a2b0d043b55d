import { Button, Group, MultiSelect, Paper, Text } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useAddChecklistTemplates } from '../api/checklists';
import { useChecklistTemplateAdmin } from '../api/templates';

/** Starts the project's checklist from the realtor's checklist templates (each comes with its heading). */
export function ChecklistFromTemplates({ projectId }: { projectId: number }) {
  const templates = useChecklistTemplateAdmin().list;
  const copy = useAddChecklistTemplates(projectId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const options = (templates.data ?? []).map((template) => ({ value: String(template.id), label: `${template.heading.name}: ${template.name}` }));
  const add = async () => {
    setFailure(null);
    try {
      await copy.mutateAsync(chosen.map(Number));
      toastSuccess(projectMessages.checklistSaved);
      setChosen([]);
    } catch (error) {
      setFailure(messageOf(error, projectMessages.somethingWrong));
    }
  };
  // Nothing until the templates arrive: a form that shrank to a line would move the page under the pointer.
  if (templates.isPending) return null;
  return (
    <Paper withBorder p="sm">
      {templates.isError ? (
        <FormError message={messageOf(templates.error, projectMessages.somethingWrong)} />
      ) : options.length === 0 ? (
        <Text size="sm" c="dimmed">
          No checklist templates yet. Add them in Settings, Project Templates.
        </Text>
      ) : (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <MultiSelect label="Add from templates" placeholder="Choose templates" data={options} value={chosen} onChange={setChosen} searchable style={{ flex: 1, minWidth: 200 }} />
          <Button onClick={add} loading={copy.isPending} disabled={chosen.length === 0}>
            Add Templates
          </Button>
        </Group>
      )}
      <FormError message={failure} />
    </Paper>
  );
}
