import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { formatCalendarDate } from '@openhouse/shared/format/datetime';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import type { Milestone } from '../api/get-milestones';
import { useUpdateMilestone } from '../api/project-actions';

type MilestonesTabProps = { milestones: readonly Milestone[]; canManage: boolean };

/** The project's milestones in order, each with its progress; realtors edit a name and its start and end dates. */
export function MilestonesTab({ milestones, canManage }: MilestonesTabProps) {
  if (milestones.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No milestones yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Milestones">
      {milestones.map((milestone) => (
        <MilestoneRow key={milestone.id} milestone={milestone} canManage={canManage} />
      ))}
    </Stack>
  );
}

const datesOf = (start: string | null, end: string | null) =>
  start || end ? `${start ? formatCalendarDate(start) : '…'} – ${end ? formatCalendarDate(end) : '…'}` : 'No dates yet';

function MilestoneRow({ milestone, canManage }: { milestone: Milestone; canManage: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <Paper component="li" withBorder p="sm" aria-label={milestone.milestone_name}>
      {editing ? (
        <MilestoneForm milestone={milestone} onDone={() => setEditing(false)} />
      ) : (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>{milestone.milestone_name}</Text>
            <Text size="sm" c="dimmed">
              {datesOf(milestone.start_date, milestone.end_date)} · {milestone.completed_task_count} of {milestone.task_count} tasks done
            </Text>
          </Stack>
          {canManage ? (
            <Button size="xs" variant="light" onClick={() => setEditing(true)} aria-label={`Edit ${milestone.milestone_name}`}>
              Edit
            </Button>
          ) : null}
        </Group>
      )}
    </Paper>
  );
}

function MilestoneForm({ milestone, onDone }: { milestone: Milestone; onDone: () => void }) {
  const [name, setName] = useState(milestone.milestone_name);
  const [start, setStart] = useState(milestone.start_date ?? '');
  const [end, setEnd] = useState(milestone.end_date ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateMilestone();

  const save = async () => {
    if (!name.trim()) return setProblem(projectMessages.milestoneNameRequired);
    if (!start || !end) return setProblem(projectMessages.taskDatesRequired);
    if (end < start) return setProblem(projectMessages.milestoneEndBeforeStart);
    try {
      const answer = await update.mutateAsync({ milestoneId: milestone.id, changes: { milestone_name: name.trim(), start_date: start, end_date: end } });
      toastSuccess(answer.message ?? projectMessages.milestoneSaved);
      onDone();
    } catch (error) {
      setProblem(messageOf(error, projectMessages.somethingWrong));
    }
  };

  return (
    <Stack gap="xs">
      <TextInput label="Milestone name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <Group grow gap="xs" wrap="nowrap">
        <TextInput type="date" label="Start date" value={start} onChange={(event) => setStart(event.currentTarget.value)} />
        <TextInput type="date" label="End date" value={end} onChange={(event) => setEnd(event.currentTarget.value)} />
      </Group>
      {problem ? (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      ) : null}
      <Group gap="xs">
        <Button size="xs" onClick={save} loading={update.isPending}>
          Save
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
