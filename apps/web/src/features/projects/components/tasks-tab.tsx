import { Button, Center, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { DEFAULT_TASK_VIEW, TASK_VIEWS, type TaskView } from '@openhouse/shared/projects/rules';
import { lazy, Suspense, useMemo, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import type { Milestone } from '../api/get-milestones';
import { useTaskStatuses } from '../api/get-task-statuses';
import { useTasks, type Task } from '../api/get-tasks';
import { GroupedTasks } from './grouped-tasks';
import type { CreatedGroup } from './task-group-modal';
import { TaskItem } from './task-item';

// The board (with its drag-and-drop library) and the modals (with the forms library) load when first shown, which
// keeps the project page within its download budget (apps/web/build/route-budgets.ts).
const TaskBoard = lazy(() => import('./task-board').then((module) => ({ default: module.TaskBoard })));
const TaskGroupModal = lazy(() => import('./task-group-modal').then((module) => ({ default: module.TaskGroupModal })));
const AddTaskModal = lazy(() => import('./add-task-modal').then((module) => ({ default: module.AddTaskModal })));
const DueDateModal = lazy(() => import('./due-date-modal').then((module) => ({ default: module.DueDateModal })));
const AssignVendorModal = lazy(() => import('./assign-vendor-modal').then((module) => ({ default: module.AssignVendorModal })));

const VIEW_LABELS: Record<TaskView, string> = { collected: 'Collected', milestone: 'By milestone', kanban: 'Board' };

/** Task groups known on the page: those tasks sit in, and those just created (still without tasks). */
function knownGroups(tasks: readonly Task[], created: readonly CreatedGroup[]): CreatedGroup[] {
  const groups = new Map<number, CreatedGroup>();
  for (const task of tasks) if (task.task_group) groups.set(task.task_group.id, { ...task.task_group, milestone_id: task.milestone.id });
  for (const group of created) groups.set(group.id, group);
  return [...groups.values()];
}

type TasksTabProps = { projectId: number; milestones: readonly Milestone[]; canManage: boolean };

/** The project's tasks: collected from every milestone by default (spec part 2 section 4), by milestone, or on the board. */
export function TasksTab({ projectId, milestones, canManage }: TasksTabProps) {
  const [view, setView] = useState<TaskView>(DEFAULT_TASK_VIEW);
  const tasks = useTasks({ projectId });
  const statuses = useTaskStatuses();
  const [created, setCreated] = useState<CreatedGroup[]>([]);
  const [modal, setModal] = useState<'group' | 'task' | null>(null);
  const [dueTask, setDueTask] = useState<Task | null>(null);
  const [vendorTask, setVendorTask] = useState<Task | null>(null);
  const groups = useMemo(() => knownGroups(tasks.data?.data ?? [], created), [tasks.data, created]);

  if (tasks.isPending || statuses.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading tasks" />
      </Center>
    );
  }
  if (tasks.isError || statuses.isError) return <FormError message={messageOf(tasks.error ?? statuses.error, projectMessages.somethingWrong)} />;

  const renderTask = (task: Task) => (
    <TaskItem
      key={task.id}
      task={task}
      canShareLinks={canManage}
      actions={
        canManage ? (
          <>
            <Button size="xs" variant="light" onClick={() => setDueTask(task)}>
              Due date
            </Button>
            <Button size="xs" variant="light" onClick={() => setVendorTask(task)}>
              Assign vendor
            </Button>
          </>
        ) : null
      }
    />
  );
  const emptyText = canManage ? 'No tasks yet. Add a task group, then its tasks.' : 'No tasks yet.';

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl aria-label="Task view" value={view} onChange={(value) => setView(value as TaskView)} data={TASK_VIEWS.map((value) => ({ value, label: VIEW_LABELS[value] }))} />
        {canManage ? (
          <Group gap="xs">
            <Button variant="light" onClick={() => setModal('group')} disabled={milestones.length === 0}>
              Add Task Group
            </Button>
            <Button onClick={() => setModal('task')} disabled={milestones.length === 0}>
              Add Task
            </Button>
          </Group>
        ) : null}
      </Group>
      {view === 'collected' ? <GroupedTasks groups={tasks.data.groups} renderTask={renderTask} emptyText={emptyText} /> : null}
      {view === 'milestone' ? <TasksByMilestone milestones={milestones} tasks={tasks.data.data} renderTask={renderTask} /> : null}
      {view === 'kanban' ? (
        <Suspense fallback={<Loader role="status" aria-label="Loading board" />}>
          <TaskBoard tasks={tasks.data.data} statuses={statuses.data} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {modal === 'group' ? <TaskGroupModal opened onClose={() => setModal(null)} milestones={milestones} onCreated={(group) => setCreated((before) => [...before, group])} /> : null}
        {modal === 'task' ? <AddTaskModal opened onClose={() => setModal(null)} milestones={milestones} groups={groups} statuses={statuses.data} /> : null}
        {dueTask ? <DueDateModal task={dueTask} onClose={() => setDueTask(null)} /> : null}
        {vendorTask ? <AssignVendorModal task={vendorTask} onClose={() => setVendorTask(null)} /> : null}
      </Suspense>
    </Stack>
  );
}

type TasksByMilestoneProps = { milestones: readonly Milestone[]; tasks: readonly Task[]; renderTask: (task: Task) => React.ReactNode };

function TasksByMilestone({ milestones, tasks, renderTask }: TasksByMilestoneProps) {
  return (
    <Stack gap="lg">
      {milestones.map((milestone) => {
        const own = tasks.filter((task) => task.milestone.id === milestone.id);
        return (
          <section key={milestone.id} aria-label={milestone.milestone_name}>
            <Title order={3} size="h5" mb="xs">
              {milestone.milestone_name} ({own.length})
            </Title>
            {own.length === 0 ? (
              <Text c="dimmed" size="sm">
                No tasks.
              </Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {own.map(renderTask)}
              </Stack>
            )}
          </section>
        );
      })}
    </Stack>
  );
}
