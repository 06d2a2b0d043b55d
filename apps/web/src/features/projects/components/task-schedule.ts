import { checkTaskDates } from '@openhouse/shared/projects/rules';
import { datesOf, type TaskSchedule } from '../../../components/task-time-picker';

/** The picker's choice checked by the shared rule: the dates to send, or the spec's message. */
export function checkedDates(schedule: TaskSchedule): { ok: true; start: string; end: string } | { ok: false; message: string } {
  const { start, end } = datesOf(schedule);
  const problem = checkTaskDates(start, end);
  return problem || !start || !end ? { ok: false, message: problem ?? '' } : { ok: true, start, end };
}
