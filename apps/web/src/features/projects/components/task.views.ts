import { formatCalendarDate } from '@openhouse/shared/format/datetime';
import type { TaskGroupKey } from '@openhouse/shared/projects/rules';

export const TASK_GROUP_LABELS: Record<TaskGroupKey, string> = { this_week: 'This week', next_week: 'Next week', remaining: 'Remaining' };

/** '05/04/2026 09:00 – 10:00', the day written once when start and end share it; 'No dates' when unset. */
export function taskWhen(start: string | null, end: string | null): string {
  if (!start || !end) return 'No dates';
  const day = (value: string) => formatCalendarDate(value.slice(0, 10));
  const time = (value: string) => value.slice(11, 16);
  return start.slice(0, 10) === end.slice(0, 10) ? `${day(start)} ${time(start)} – ${time(end)}` : `${day(start)} ${time(start)} – ${day(end)} ${time(end)}`;
}

/** '1 task', '3 tasks', 'No tasks yet'. */
export function taskCountLabel(count: number): string {
  if (count === 0) return 'No tasks yet';
  return count === 1 ? '1 task' : `${count} tasks`;
}
