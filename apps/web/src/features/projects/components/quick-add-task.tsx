import { ActionIcon, Group, TextInput } from '@mantine/core';
import { resolveTimeZone } from '@openhouse/shared/format/datetime';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { proposedTaskDates } from '@openhouse/shared/projects/quick-add';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { useCreateTask } from '../api/create-task';
import { taskWhen } from './task.views';

type QuickAddTaskProps = { milestoneId: number; groupId?: number; label: string };

/**
 * A task added in place by its title alone (Enter adds it): today at the picker's next half hour, for an hour,
 * To Do, nobody assigned; the dates say so and are changed later with Due date.
 */
export function QuickAddTask({ milestoneId, groupId, label }: QuickAddTaskProps) {
  const { user } = useSession();
  const [title, setTitle] = useState('');
  const create = useCreateTask();
  const proposed = proposedTaskDates(new Date(), resolveTimeZone(user?.timezone));

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return toastError(projectMessages.taskTitleRequired);
    try {
      const answer = await create.mutateAsync({ milestone_id: milestoneId, task_group_id: groupId, title: title.trim(), task_start_date: proposed.start, task_end_date: proposed.end });
      toastSuccess(answer.message ?? projectMessages.taskCreated);
      setTitle('');
    } catch (error) {
      toastError(messageOf(error, projectMessages.somethingWrong));
    }
  };

  return (
    <form onSubmit={(event) => void add(event)}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          size="xs"
          aria-label={label}
          placeholder="Add a task by its title, then Enter"
          description={`Due ${taskWhen(proposed.start, proposed.end)}; change it later.`}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <ActionIcon type="submit" size="input-xs" variant="light" loading={create.isPending} aria-label={label}>
          <IconPlus size={16} />
        </ActionIcon>
      </Group>
    </form>
  );
}
