import { Button, Modal, Stack, Text } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import type { Task } from '../api/get-tasks';
import { useUpdateTask } from '../api/update-task';
import { checkedDates } from './task-schedule';
import { scheduleOf, TaskTimePicker } from '../../../components/task-time-picker';

type DueDateModalProps = { task: Task | null; onClose: () => void };

/** Task due date: the start and end date-times of one task. */
export function DueDateModal({ task, onClose }: DueDateModalProps) {
  return (
    <Modal opened={task !== null} onClose={onClose} title="Task Due Date" centered>
      {task ? <DueDateForm key={task.id} task={task} onDone={onClose} /> : null}
    </Modal>
  );
}

function DueDateForm({ task, onDone }: { task: Task; onDone: () => void }) {
  const [schedule, setSchedule] = useState(() => scheduleOf(task.task_start_date, task.task_end_date));
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateTask();

  const save = async () => {
    const checked = checkedDates(schedule);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    try {
      await update.mutateAsync({ taskId: task.id, changes: { task_start_date: checked.start, task_end_date: checked.end } });
      toastSuccess(projectMessages.dateUpdated);
      onDone();
    } catch (error) {
      setFailure(messageOf(error, projectMessages.taskEndBeforeStart));
    }
  };

  return (
    <Stack>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {task.title}
      </Text>
      <FormError message={failure} />
      <TaskTimePicker value={schedule} onChange={setSchedule} error={problem} />
      <Button onClick={save} loading={update.isPending}>
        Update Date
      </Button>
    </Stack>
  );
}
