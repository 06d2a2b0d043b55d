import { Text } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useCallback } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import type { Task } from '../api/get-tasks';
import type { TaskStatus } from '../api/get-task-statuses';
import { useUpdateTask } from '../api/update-task';
import { KanbanBoard } from './kanban-board';
import { taskWhen } from './task.views';

type TaskBoardProps = { tasks: readonly Task[]; statuses: readonly TaskStatus[] };

/** The kanban board over the server: a move is a PUT of the task's status_id; a refusal rolls back with its message. */
export function TaskBoard({ tasks, statuses }: TaskBoardProps) {
  const update = useUpdateTask();
  const save = useCallback((taskId: number, statusId: number) => update.mutateAsync({ taskId, changes: { status_id: statusId } }), [update]);
  const onMoveFailed = useCallback((error: unknown) => toastError(messageOf(error, projectMessages.somethingWrong)), []);
  return (
    <KanbanBoard
      statuses={statuses}
      tasks={tasks}
      save={save}
      onMoveFailed={onMoveFailed}
      details={(task) => (
        <>
          <Text size="xs" c="dimmed">
            {task.milestone.milestone_name}
          </Text>
          <Text size="xs">{taskWhen(task.task_start_date, task.task_end_date)}</Text>
          {task.assignees.length ? <Text size="xs">{task.assignees.map((person) => person.name).join(', ')}</Text> : null}
        </>
      )}
    />
  );
}
