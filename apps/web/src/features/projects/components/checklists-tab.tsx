import { Button, Center, Group, Loader, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
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
        <>
          <ChecklistProgress label="All checklists" done={items.filter((item) => item.is_checked).length} total={items.length} />
          {headings.map((heading) => {
            const own = items.filter((item) => item.heading.id === heading.id);
            return (
              <section key={heading.id} aria-label={heading.name}>
                <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
                  <Title order={3} size="h5">
                    {heading.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {own.filter((item) => item.is_checked).length} of {own.length} done
                  </Text>
                </Group>
                <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {own.map((item) => (
                    <ChecklistItem key={item.id} projectId={projectId} item={item} canManage={canManage} />
                  ))}
                </Stack>
                {canManage ? <AddItem projectId={projectId} heading={heading} /> : null}
              </section>
            );
          })}
        </>
      )}
      {canManage ? <ChecklistFromTemplates projectId={projectId} /> : null}
      {canManage ? <AddHeading projectId={projectId} /> : null}
    </Stack>
  );
}

/** Enter in the field adds, as the button does; the field keeps focus for the next one. */
const submitWith = (add: () => Promise<unknown>) => (event: React.FormEvent) => {
  event.preventDefault();
  void add();
};

/** '3 of 7 done', with a bar. */
function ChecklistProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {done} of {total} done
        </Text>
      </Group>
      <Progress value={percent} aria-label={`${label}: ${done} of ${total} done`} />
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
    <Paper withBorder p="sm" component="form" onSubmit={submitWith(add)}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput label="New heading" value={name} onChange={(event) => setName(event.currentTarget.value)} style={{ flex: 1, minWidth: 180 }} />
        <Button type="submit" loading={create.isPending}>
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
    <form onSubmit={submitWith(add)}>
      <Group align="flex-end" gap="xs" mt="xs" wrap="wrap">
        <TextInput size="xs" label={`New item under ${heading.name}`} value={name} onChange={(event) => setName(event.currentTarget.value)} style={{ flex: 1, minWidth: 180 }} />
        <Button size="xs" variant="light" type="submit" loading={create.isPending}>
          Add Item
        </Button>
      </Group>
    </form>
  );
}
