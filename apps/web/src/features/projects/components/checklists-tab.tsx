import { Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { useChecklists, useCreateChecklist, useCreateHeading, type ChecklistHeading } from '../api/checklists';
import { ChecklistFromTemplates } from './checklist-from-templates';
import { ChecklistItem } from './checklist-item';

type ChecklistsTabProps = { projectId: number; canManage: boolean };

/** Checklist items under their headings: tick them, add notes; realtors add headings and items. */
export function ChecklistsTab({ projectId, canManage }: ChecklistsTabProps) {
  const checklists = useChecklists(projectId);
  if (checklists.isPending) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label="Loading checklists" />
      </Center>
    );
  }
  if (checklists.isError) return <FormError message={messageOf(checklists.error, projectMessages.somethingWrong)} />;
  const { items, headings } = checklists.data;
  return (
    <Stack gap="lg">
      {headings.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No checklists yet.{canManage ? ' Add a heading, then its items.' : ''}
        </Text>
      ) : (
        headings.map((heading) => (
          <section key={heading.id} aria-label={heading.name}>
            <Title order={3} size="h5" mb="xs">
              {heading.name}
            </Title>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {items
                .filter((item) => item.heading.id === heading.id)
                .map((item) => (
                  <ChecklistItem key={item.id} projectId={projectId} item={item} canManage={canManage} />
                ))}
            </Stack>
            {canManage ? <AddItem projectId={projectId} heading={heading} /> : null}
          </section>
        ))
      )}
      {canManage ? <ChecklistFromTemplates projectId={projectId} /> : null}
      {canManage ? <AddHeading projectId={projectId} /> : null}
    </Stack>
  );
}

function AddHeading({ projectId }: { projectId: number }) {
  const [name, setName] = useState('');
  const create = useCreateHeading(projectId);
  const add = async () => {
    if (!name.trim()) return toastError(projectMessages.headingNameRequired);
    try {
      await create.mutateAsync({ name: name.trim(), project_id: projectId });
      setName('');
    } catch (error) {
      toastError(messageOf(error, projectMessages.somethingWrong));
    }
  };
  return (
    <Paper withBorder p="sm">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput label="New heading" value={name} onChange={(event) => setName(event.currentTarget.value)} style={{ flex: 1, minWidth: 180 }} />
        <Button onClick={add} loading={create.isPending}>
          Add Heading
        </Button>
      </Group>
    </Paper>
  );
}

function AddItem({ projectId, heading }: { projectId: number; heading: ChecklistHeading }) {
  const [name, setName] = useState('');
  const create = useCreateChecklist(projectId);
  const add = async () => {
    if (!name.trim()) return toastError(projectMessages.checklistNameRequired);
    try {
      await create.mutateAsync({ project_id: projectId, heading_id: heading.id, name: name.trim() });
      setName('');
    } catch (error) {
      toastError(messageOf(error, projectMessages.somethingWrong));
    }
  };
  return (
    <Group align="flex-end" gap="xs" mt="xs" wrap="wrap">
      <TextInput size="xs" label={`New item under ${heading.name}`} value={name} onChange={(event) => setName(event.currentTarget.value)} style={{ flex: 1, minWidth: 180 }} />
      <Button size="xs" variant="light" onClick={add} loading={create.isPending}>
        Add Item
      </Button>
    </Group>
  );
}
