import { Button, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useCreateTask } from '../api/create-task';
import type { Milestone } from '../api/get-milestones';
import type { ProjectTaskGroup } from '../api/get-task-groups';
import type { TaskStatus } from '../api/get-task-statuses';
import { checkedDates } from './task-schedule';
import { EMPTY_SCHEDULE, TaskTimePicker } from '../../../components/task-time-picker';

type AddTaskModalProps = {
  opened: boolean;
  onClose: () => void;
  milestones: readonly Milestone[];
  groups: readonly ProjectTaskGroup[];
  /** The group the task goes into unless the person picks another. */
  initialGroupId?: number;
  statuses: readonly TaskStatus[];
};

/** Add a task: its title, milestone, task group, status, and start and end (both needed, end after start). */
export function AddTaskModal({ opened, onClose, ...choices }: AddTaskModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Task" centered>
      {opened ? <AddTaskForm {...choices} onDone={onClose} /> : null}
    </Modal>
  );
}

function AddTaskForm({ milestones, groups, initialGroupId, statuses, onDone }: Omit<AddTaskModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const initialGroup = groups.find((group) => group.id === initialGroupId);
  const [title, setTitle] = useState('');
  const [milestoneId, setMilestoneId] = useState(String(initialGroup?.milestone_id ?? milestones[0]?.id ?? ''));
  const [groupId, setGroupId] = useState(initialGroup ? String(initialGroup.id) : '');
  const [statusId, setStatusId] = useState(String(statuses[0]?.id ?? ''));
  const [schedule, setSchedule] = useState(EMPTY_SCHEDULE);
  const [problems, setProblems] = useState<{ title?: string; dates?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTask();
  const groupsHere = groups.filter((group) => String(group.milestone_id) === milestoneId);

  const save = async () => {
    const dates = checkedDates(schedule);
    const found = { title: title.trim() ? undefined : projectMessages.taskTitleRequired, dates: dates.ok ? undefined : dates.message };
    setProblems(found);
    if (found.title || !dates.ok) return;
    try {
      const answer = await create.mutateAsync({
        milestone_id: Number(milestoneId),
        task_group_id: groupId ? Number(groupId) : undefined,
        title: title.trim(),
        status_id: Number(statusId),
        task_start_date: dates.start,
        task_end_date: dates.end,
      });
      toastSuccess(answer.message ?? projectMessages.taskCreated);
      onDone();
    } catch (error) {
      setFailure(messageOf(error, projectMessages.taskEndBeforeStart));
    }
  };

  return (
    <Stack>
      <FormError message={failure} />
      <TextInput label="Title" withAsterisk value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={problems.title} data-autofocus />
      <NativeSelect
        label="Milestone"
        value={milestoneId}
        onChange={(event) => {
          setMilestoneId(event.currentTarget.value);
          setGroupId('');
        }}
        data={milestones.map((milestone) => ({ value: String(milestone.id), label: milestone.milestone_name }))}
      />
      <NativeSelect
        label="Task group"
        value={groupId}
        onChange={(event) => setGroupId(event.currentTarget.value)}
        data={[{ value: '', label: 'No group' }, ...groupsHere.map((group) => ({ value: String(group.id), label: group.name }))]}
      />
      <NativeSelect label="Status" value={statusId} onChange={(event) => setStatusId(event.currentTarget.value)} data={statuses.map((status) => ({ value: String(status.id), label: status.name }))} />
      <TaskTimePicker
        value={schedule}
        onChange={(next) => {
          setSchedule(next);
          setProblems((before) => ({ ...before, dates: undefined }));
        }}
        error={problems.dates}
      />
      <Button onClick={save} loading={create.isPending}>
        Save Task
      </Button>
    </Stack>
  );
}
