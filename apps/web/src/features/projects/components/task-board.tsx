import { Avatar, Badge, Group, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import { formatMeetingTime } from '@openhouse/shared/meetings/rules';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useCallback, useMemo, useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import type { Task } from '../api/get-tasks';
import type { TaskStatus } from '../api/get-task-statuses';
import { useUpdateTask } from '../api/update-task';
import { KanbanBoard } from './kanban-board';
import { assigneeChoices, dueBadge, initialsOf, NOBODY, tasksOfAssignee } from './task-board.views';

type TaskBoardProps = { tasks: readonly Task[]; statuses: readonly TaskStatus[] };

/** The kanban board over the server: a move is a PUT of the task's status_id; a refusal rolls back with its message. */
export function TaskBoard({ tasks, statuses }: TaskBoardProps) {
  const { user } = useSession();
  const update = useUpdateTask();
  const [assignee, setAssignee] = useState('');
  const save = useCallback((taskId: number, statusId: number) => update.mutateAsync({ taskId, changes: { status_id: statusId } }), [update]);
  const onMoveFailed = useCallback((error: unknown) => toastError(messageOf(error, projectMessages.somethingWrong)), []);
  // The board keeps its cards while the array stays the same: a new one only when the tasks or the filter change.
  const shown = useMemo(() => tasksOfAssignee(tasks, assignee), [tasks, assignee]);
  const now = formatMeetingTime(new Date(), user?.timezone);
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Assignee"
        value={assignee}
        onChange={(event) => setAssignee(event.currentTarget.value)}
        data={[{ value: '', label: 'Everyone' }, ...assigneeChoices(tasks), { value: NOBODY, label: 'Nobody assigned' }]}
        maw={260}
      />
      <KanbanBoard
        statuses={statuses}
        tasks={shown}
        save={save}
        onMoveFailed={onMoveFailed}
        details={(task) => {
          const due = dueBadge(task, now);
          return (
            <>
              <Text size="xs" c="dimmed">
                {task.milestone.milestone_name}
              </Text>
              <Group gap={6} justify="space-between" wrap="nowrap">
                {due ? (
                  <Badge size="sm" variant="light" color={due.overdue ? 'red' : 'gray'}>
                    {due.label}
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    No dates
                  </Text>
                )}
                {task.assignees.length ? (
                  <Avatar.Group spacing="xs">
                    {task.assignees.map((person) => (
                      <Tooltip key={person.id} label={person.name}>
                        <Avatar size="sm" radius="xl" color="initials" name={person.name} alt={person.name} aria-label={person.name} role="img">
                          {initialsOf(person.name)}
                        </Avatar>
                      </Tooltip>
                    ))}
                  </Avatar.Group>
                ) : null}
              </Group>
            </>
          );
        }}
      />
    </Stack>
  );
}
