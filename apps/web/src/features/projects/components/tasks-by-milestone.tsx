import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Milestone } from '../api/get-milestones';
import type { ProjectTaskGroup } from '../api/get-task-groups';
import type { Task } from '../api/get-tasks';
import { QuickAddTask } from './quick-add-task';

type TasksByMilestoneProps = {
  milestones: readonly Milestone[];
  groups: readonly ProjectTaskGroup[];
  tasks: readonly Task[];
  renderTask: (task: Task) => ReactNode;
  /** Offered to those who run the project. */
  onAddGroup?: (milestone: Milestone) => void;
  onAddTask?: (group: ProjectTaskGroup) => void;
};

function TaskList({ tasks, renderTask, emptyText }: { tasks: readonly Task[]; renderTask: (task: Task) => ReactNode; emptyText: string }) {
  if (tasks.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {tasks.map(renderTask)}
    </Stack>
  );
}

/** Each milestone with its task groups (empty ones too) and their tasks, then the milestone's tasks outside any group. */
export function TasksByMilestone({ milestones, groups, tasks, renderTask, onAddGroup, onAddTask }: TasksByMilestoneProps) {
  return (
    <Stack gap="lg">
      {milestones.map((milestone) => {
        const own = tasks.filter((task) => task.milestone.id === milestone.id);
        const ownGroups = groups.filter((group) => group.milestone_id === milestone.id);
        const ungrouped = own.filter((task) => !task.task_group);
        return (
          <section key={milestone.id} aria-label={milestone.milestone_name}>
            <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
              <Title order={3} size="h5">
                {milestone.milestone_name} ({own.length})
              </Title>
              {onAddGroup ? (
                <Button size="xs" variant="subtle" onClick={() => onAddGroup(milestone)} aria-label={`Add Task Group to ${milestone.milestone_name}`}>
                  Add Task Group
                </Button>
              ) : null}
            </Group>
            <Stack gap="sm" pl="sm">
              {ownGroups.map((group) => (
                <section key={group.id} aria-label={group.name}>
                  <Group justify="space-between" wrap="wrap" gap="xs" mb={4}>
                    <Title order={4} size="h6">
                      {group.name}
                    </Title>
                    {onAddTask ? (
                      <Button size="xs" variant="subtle" onClick={() => onAddTask(group)} aria-label={`Add task to ${group.name}`}>
                        Add task
                      </Button>
                    ) : null}
                  </Group>
                  <TaskList tasks={own.filter((task) => task.task_group?.id === group.id)} renderTask={renderTask} emptyText="No tasks yet." />
                  {onAddTask ? <QuickAddTask milestoneId={milestone.id} groupId={group.id} label={`Quick add a task to ${group.name}`} /> : null}
                </section>
              ))}
              {ungrouped.length > 0 || ownGroups.length === 0 ? <TaskList tasks={ungrouped} renderTask={renderTask} emptyText="No tasks." /> : null}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
