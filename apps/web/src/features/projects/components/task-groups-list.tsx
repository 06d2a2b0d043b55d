import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProjectTaskGroup } from '../api/get-task-groups';
import { taskCountLabel } from './task.views';

type TaskGroupsListProps = {
  groups: readonly ProjectTaskGroup[];
  /** Offered to those who run the project: a task added straight into the group. */
  onAddTask?: (group: ProjectTaskGroup) => void;
};

/** The project's task groups with their milestone and size, those still empty too, each ready to take a task. */
export function TaskGroupsList({ groups, onAddTask }: TaskGroupsListProps) {
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="task-groups-heading">
      <Title order={3} size="h5" id="task-groups-heading" mb="xs">
        Task groups ({groups.length})
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="task-groups-heading">
        {groups.map((group) => (
          <Paper key={group.id} component="li" withBorder p="xs" aria-label={group.name}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {group.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {group.milestone_name} · {taskCountLabel(group.task_count)}
                </Text>
              </div>
              {onAddTask ? (
                <Button size="xs" variant="light" onClick={() => onAddTask(group)} aria-label={`Add task to ${group.name}`}>
                  Add task
                </Button>
              ) : null}
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
