import { Badge, Button, Group, Image, Paper, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatPrice } from '@openhouse/shared/format/money';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { projectFileUrl } from '../api/storage-url';
import { toastSuccess } from '../../../lib/notify';
import type { ProjectDetail } from '../api/get-project';
import { useMarkProjectComplete, useUpdateProjectDates } from '../api/project-actions';

type ProjectSummaryProps = { project: ProjectDetail; address: string; canManage: boolean };

/** The project's head: image, value, progress, its dates (editable by its realtors) and Mark complete. */
export function ProjectSummary({ project, address, canManage }: ProjectSummaryProps) {
  const [confirming, setConfirming] = useState(false);
  const complete = useMarkProjectComplete();
  const [failure, setFailure] = useState<string | null>(null);

  const markComplete = async () => {
    try {
      const answer = await complete.mutateAsync({ project_id: project.id });
      toastSuccess(answer.message);
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      setFailure(messageOf(error, projectMessages.somethingWrong));
    }
  };

  return (
    <Paper withBorder p="md" mb="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {project.image_path ? <Image src={projectFileUrl(project.image_path)} alt={`Photo of ${address}`} radius="sm" mah={220} fit="cover" /> : null}
        <Stack gap="xs">
          <Group gap="xs">
            <Badge color={project.status === 'completed' ? 'teal' : 'blue'}>{project.status === 'completed' ? 'Completed' : 'In progress'}</Badge>
            <Text fw={600}>{formatPrice(project.value)}</Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {project.property_address}, {project.city}, {project.state}
          </Text>
          <Text size="sm">Realtor: {project.realtor.name}</Text>
          <Progress value={project.progress} aria-label={`Progress ${project.progress}%`} />
          <Text size="xs" c="dimmed">
            {project.progress}% done · {project.completed_task_count} of {project.task_count} tasks
          </Text>
          <FormError message={failure} />
          <ProjectDates project={project} canManage={canManage} />
          {canManage && project.status !== 'completed' ? (
            <Button variant="light" color="teal" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
              Mark Complete
            </Button>
          ) : null}
        </Stack>
      </SimpleGrid>
      <ConfirmDialog
        opened={confirming}
        title="Mark project complete"
        confirmLabel="Mark Complete"
        confirmColor="teal"
        busy={complete.isPending}
        onConfirm={markComplete}
        onCancel={() => setConfirming(false)}
      >
        Mark this project as complete? It moves to the completed list.
      </ConfirmDialog>
    </Paper>
  );
}

function ProjectDates({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const [start, setStart] = useState(project.start_date ?? '');
  const [due, setDue] = useState(project.due_date ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProjectDates();
  const save = async () => {
    if (!start || !due) return setProblem(projectMessages.dateInvalid);
    if (due < start) return setProblem(projectMessages.dueBeforeStart);
    setProblem(null);
    try {
      const answer = await update.mutateAsync({ id: project.id, start_date: start, due_date: due });
      toastSuccess(answer.message || projectMessages.dateUpdated);
    } catch (error) {
      setProblem(messageOf(error, projectMessages.somethingWrong));
    }
  };
  return (
    <Stack gap={6}>
      <Group grow gap="xs" align="flex-end" wrap="nowrap">
        <TextInput type="date" size="xs" label="Start date" value={start} onChange={(event) => setStart(event.currentTarget.value)} readOnly={!canManage} />
        <TextInput type="date" size="xs" label="Due date" value={due} onChange={(event) => setDue(event.currentTarget.value)} readOnly={!canManage} />
      </Group>
      {problem ? (
        <Text c="red" size="xs" role="alert">
          {problem}
        </Text>
      ) : null}
      {canManage ? (
        <Button size="xs" variant="default" onClick={save} loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          Update Dates
        </Button>
      ) : null}
    </Stack>
  );
}
