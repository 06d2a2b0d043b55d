import { Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { displayAddress } from '@openhouse/shared/projects/rules';
import { useState, type ReactNode } from 'react';
import type { Task } from '../api/get-tasks';
import { TaskComments } from './task-comments';
import { TaskFilesPanel } from './task-files-panel';
import { taskWhen } from './task.views';

type TaskItemProps = {
  task: Task;
  /** Show which project the task belongs to (the cross-project task page). */
  showProject?: boolean;
  canShareLinks: boolean;
  /** The actions this viewer may take (due date, assign vendor, status). */
  actions?: ReactNode;
};

/** One task in a list: what, where, when and who, its actions, and its files or its comments on demand. */
export function TaskItem({ task, showProject = false, canShareLinks, actions }: TaskItemProps) {
  const [open, setOpen] = useState<'files' | 'comments' | null>(null);
  const toggle = (panel: 'files' | 'comments') => setOpen((current) => (current === panel ? null : panel));
  return (
    <Paper component="li" withBorder p="sm" aria-label={task.title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Text>
          <Badge variant="light">{task.status.name}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {showProject ? `${displayAddress(task.project.property_address)} · ` : ''}
          {task.milestone.milestone_name}
          {task.task_group ? ` · ${task.task_group.name}` : ''}
        </Text>
        <Text size="sm">{taskWhen(task.task_start_date, task.task_end_date)}</Text>
        <Text size="sm" c={task.assignees.length ? undefined : 'dimmed'}>
          {task.assignees.length ? `Assigned: ${task.assignees.map((person) => person.name).join(', ')}` : 'Nobody assigned'}
        </Text>
        <Group gap="xs" wrap="wrap">
          {actions}
          <Button size="xs" variant="default" onClick={() => toggle('files')} aria-expanded={open === 'files'}>
            Files ({task.file_count})
          </Button>
          <Button size="xs" variant="default" onClick={() => toggle('comments')} aria-expanded={open === 'comments'}>
            Comments ({task.comment_count})
          </Button>
        </Group>
        <Collapse expanded={open !== null}>
          {open === 'files' ? <TaskFilesPanel task={task} canShareLinks={canShareLinks} /> : null}
          {open === 'comments' ? <TaskComments taskId={task.id} /> : null}
        </Collapse>
      </Stack>
    </Paper>
  );
}
