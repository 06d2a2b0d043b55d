import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { calendarMessages as m } from '@openhouse/shared/calendar/messages';
import { checkTaskDates } from '@openhouse/shared/projects/rules';
import { useState } from 'react';
import { datesOf, scheduleOf, TaskTimePicker } from '../../../components/task-time-picker';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useUpdateTaskGroupDates } from '../api/calendar-api';
import type { PlacedGroup } from './calendar.views';

type TaskGroupDialogProps = { group: PlacedGroup; onClose: () => void };

/**
 * 'Task Group Details' (spec): project name, title, start and end pickers (07:00 to 19:00, half hours), 'Update
 * Date', and the task list. Saving shows the server's 'Date update successfully' and the calendar reloads.
 */
export function TaskGroupDialog({ group, onClose }: TaskGroupDialogProps) {
  const [start, end] = group.date.split('|') as [string, string];
  const [schedule, setSchedule] = useState(() => scheduleOf(start, end));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateTaskGroupDates();

  const save = () => {
    const dates = datesOf(schedule);
    const problem = checkTaskDates(dates.start, dates.end);
    if (problem) return setError(problem);
    setError(null);
    update.mutate(
      { id: group.id, body: { start_date: dates.start!, end_date: dates.end! } },
      {
        onSuccess: (answer) => {
          toastSuccess(answer.message);
          onClose();
        },
        onError: (failure) => setError(messageOf(failure, m.somethingWrong)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Task Group Details" centered>
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed">
            Project
          </Text>
          <Text fw={600}>{group.project_name}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Title
          </Text>
          <Text fw={600}>{group.title}</Text>
          <Text size="xs" c="dimmed">
            {group.milestone.name}
          </Text>
        </div>
        {group.can_edit ? (
          <TaskTimePicker value={schedule} onChange={setSchedule} />
        ) : (
          <Text size="sm">
            {start.slice(0, 16)} – {end.slice(0, 16)}
          </Text>
        )}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <div>
          <Text size="sm" fw={500}>
            Tasks
          </Text>
          {group.tasks.length === 0 ? (
            <Text size="sm" c="dimmed">
              {m.noTasks}
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {group.tasks.map((task) => (
                <List.Item key={task.id}>{task.title}</List.Item>
              ))}
            </List>
          )}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {group.can_edit ? (
            <Button onClick={save} loading={update.isPending}>
              Update Date
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
