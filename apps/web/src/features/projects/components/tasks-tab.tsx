import { Button, Center, Group, Loader, SegmentedControl, Stack } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { TASK_VIEWS, type TaskView } from '@openhouse/shared/projects/rules';
import { lazy, Suspense, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import type { Milestone } from '../api/get-milestones';
import { useTaskGroups, type ProjectTaskGroup } from '../api/get-task-groups';
import { useTaskStatuses } from '../api/get-task-statuses';
import { useTasks, type Task } from '../api/get-tasks';
import { GroupedTasks } from './grouped-tasks';
import { TaskGroupsList } from './task-groups-list';
import { TaskItem } from './task-item';
import { TasksByMilestone } from './tasks-by-milestone';
import { useRememberedTaskView } from './use-remembered-task-view';

// The board (with its drag-and-drop library) and the modals (with the forms library) load when first shown, which
// keeps the project page within its download budget (apps/web/build/route-budgets.ts).
const TaskBoard = lazy(() => import('./task-board').then((module) => ({ default: module.TaskBoard })));
const TaskGroupModal = lazy(() => import('./task-group-modal').then((module) => ({ default: module.TaskGroupModal })));
const AddTaskModal = lazy(() => import('./add-task-modal').then((module) => ({ default: module.AddTaskModal })));
const DueDateModal = lazy(() => import('./due-date-modal').then((module) => ({ default: module.DueDateModal })));
const AssignVendorModal = lazy(() => import('./assign-vendor-modal').then((module) => ({ default: module.AssignVendorModal })));

const VIEW_LABELS: Record<TaskView, string> = { collected: 'Collected', milestone: 'By milestone', kanban: 'Board' };

/** The open dialog, with what the person chose before opening it (a milestone, a group). */
type Dialog = { kind: 'group'; milestoneId?: number } | { kind: 'task'; groupId?: number } | null;

type TasksTabProps = { projectId: number; milestones: readonly Milestone[]; canManage: boolean };

/** The project's tasks: collected from every milestone by default (spec part 2 section 4), by milestone, or on the board. */
export function TasksTab({ projectId, milestones, canManage }: TasksTabProps) {
  const [view, setView] = useRememberedTaskView();
  const tasks = useTasks({ projectId });
  const groups = useTaskGroups(projectId);
  const statuses = useTaskStatuses();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The group just added is where the next "Add Task" goes, as a person adding a group then its tasks expects.
  const [latestGroupId, setLatestGroupId] = useState<number | undefined>();
  const [dueTask, setDueTask] = useState<Task | null>(null);
  const [vendorTask, setVendorTask] = useState<Task | null>(null);

  if (tasks.isPending || statuses.isPending || groups.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading tasks" />
      </Center>
    );
  }
  if (tasks.isError || statuses.isError || groups.isError) return <FormError message={messageOf(tasks.error ?? statuses.error ?? groups.error, projectMessages.somethingWrong)} />;

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
  const addTask = canManage ? (group: ProjectTaskGroup) => setDialog({ kind: 'task', groupId: group.id }) : undefined;

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl aria-label="Task view" value={view} onChange={(value) => setView(value as TaskView)} data={TASK_VIEWS.map((value) => ({ value, label: VIEW_LABELS[value] }))} />
        {canManage ? (
          <Group gap="xs">
            <Button variant="light" onClick={() => setDialog({ kind: 'group' })} disabled={milestones.length === 0}>
              Add Task Group
            </Button>
            <Button onClick={() => setDialog({ kind: 'task', groupId: latestGroupId })} disabled={milestones.length === 0}>
              Add Task
            </Button>
          </Group>
        ) : null}
      </Group>
      {view === 'collected' ? (
        <>
          <GroupedTasks groups={tasks.data.groups} renderTask={renderTask} emptyText={emptyTasksText(canManage, groups.data.length)} />
          <TaskGroupsList groups={groups.data} onAddTask={addTask} />
        </>
      ) : null}
      {view === 'milestone' ? (
        <TasksByMilestone
          milestones={milestones}
          groups={groups.data}
          tasks={tasks.data.data}
          renderTask={renderTask}
          onAddGroup={canManage ? (milestone) => setDialog({ kind: 'group', milestoneId: milestone.id }) : undefined}
          onAddTask={addTask}
        />
      ) : null}
      {view === 'kanban' ? (
        <Suspense fallback={<Loader role="status" aria-label="Loading board" />}>
          <TaskBoard tasks={tasks.data.data} statuses={statuses.data} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {dialog?.kind === 'group' ? (
          <TaskGroupModal opened onClose={() => setDialog(null)} milestones={milestones} initialMilestoneId={dialog.milestoneId} onCreated={(group) => setLatestGroupId(group.id)} />
        ) : null}
        {dialog?.kind === 'task' ? (
          <AddTaskModal opened onClose={() => setDialog(null)} milestones={milestones} groups={groups.data} initialGroupId={dialog.groupId} statuses={statuses.data} />
        ) : null}
        {dueTask ? <DueDateModal task={dueTask} onClose={() => setDueTask(null)} /> : null}
        {vendorTask ? <AssignVendorModal task={vendorTask} onClose={() => setVendorTask(null)} /> : null}
      </Suspense>
    </Stack>
  );
}

/** Says what to do next: add a group first, or a task to one of the groups listed below. */
function emptyTasksText(canManage: boolean, groupCount: number): string {
  if (!canManage) return 'No tasks yet.';
  return groupCount === 0 ? 'No tasks yet. Add a task group, then its tasks.' : 'No tasks yet. Add a task to one of the task groups below.';
}
