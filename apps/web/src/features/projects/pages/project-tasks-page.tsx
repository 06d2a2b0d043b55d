import { Center, Loader, NativeSelect } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useTaskStatuses, type TaskStatus } from '../api/get-task-statuses';
import { useTasks, type Task } from '../api/get-tasks';
import { useUpdateTask } from '../api/update-task';
import { GroupedTasks } from '../components/grouped-tasks';
import { TaskItem } from '../components/task-item';

/**
 * /projects/tasks: the tasks assigned to the signed-in person across every project (a vendor's landing page),
 * grouped by week. They change a task's status and upload its files here.
 */
export function ProjectTasksPage() {
  const tasks = useTasks({});
  const statuses = useTaskStatuses();

  return (
    <>
      <PageHeader title="My Tasks" description="Tasks assigned to you in every project, by due date." />
      {tasks.isPending || statuses.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading tasks" />
        </Center>
      ) : tasks.isError || statuses.isError ? (
        <FormError message={messageOf(tasks.error ?? statuses.error, projectMessages.somethingWrong)} />
      ) : (
        <GroupedTasks
          groups={tasks.data.groups}
          emptyText="No tasks assigned to you yet."
          renderTask={(task) => <TaskItem key={task.id} task={task} showProject canShareLinks={false} actions={<StatusSelect task={task} statuses={statuses.data} />} />}
        />
      )}
    </>
  );
}

function StatusSelect({ task, statuses }: { task: Task; statuses: readonly TaskStatus[] }) {
  const update = useUpdateTask();
  const change = async (statusId: number) => {
    try {
      await update.mutateAsync({ taskId: task.id, changes: { status_id: statusId } });
      toastSuccess(projectMessages.taskUpdated);
    } catch (error) {
      toastError(messageOf(error, projectMessages.somethingWrong));
    }
  };
  return (
    <NativeSelect
      size="xs"
      aria-label={`Status of ${task.title}`}
      value={String(task.status.id)}
      disabled={update.isPending}
      data={statuses.map((status) => ({ value: String(status.id), label: status.name }))}
      onChange={(event) => change(Number(event.currentTarget.value))}
    />
  );
}
