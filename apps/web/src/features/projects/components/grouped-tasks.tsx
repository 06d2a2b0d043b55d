import { Stack, Text, Title } from '@mantine/core';
import { TASK_GROUPS } from '@openhouse/shared/projects/rules';
import type { ReactNode } from 'react';
import type { Task, TaskList } from '../api/get-tasks';
import { TASK_GROUP_LABELS } from './task.views';

type GroupedTasksProps = { groups: TaskList['groups']; renderTask: (task: Task) => ReactNode; emptyText: string };

/** Tasks under This week, Next week and Remaining (spec part 2 section 3), each group saying when it is empty. */
export function GroupedTasks({ groups, renderTask, emptyText }: GroupedTasksProps) {
  const total = TASK_GROUPS.reduce((sum, key) => sum + groups[key].length, 0);
  if (total === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {TASK_GROUPS.map((key) => (
        <section key={key} aria-labelledby={`task-group-${key}`}>
          <Title order={3} size="h5" id={`task-group-${key}`} mb="xs">
            {TASK_GROUP_LABELS[key]} ({groups[key].length})
          </Title>
          {groups[key].length === 0 ? (
            <Text c="dimmed" size="sm">
              No tasks.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {groups[key].map(renderTask)}
            </Stack>
          )}
        </section>
      ))}
    </Stack>
  );
}
