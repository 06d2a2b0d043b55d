import { daysBetween, shiftDateTime } from '@openhouse/shared/calendar/rules';
import { checkTaskDates } from '@openhouse/shared/projects/rules';

/** What a drag asks of a task group: nothing (dropped where it was), new dates to send, or a refusal to show. */
export type DragOutcome = { kind: 'none' } | { kind: 'dates'; body: { start_date: string; end_date: string } } | { kind: 'refused'; message: string };

/**
 * The dates a drag gives a task group ('start|end'), picked up on `from` and dropped on `to`: a move shifts both
 * ends by the days between, keeping their hours; a resize (its end's handle) shifts the end only. The new dates
 * meet the dialog's rule (checkTaskDates) before anything is sent, so a resize past the start is refused here
 * with the rule's message; the server judges what is sent by the same rule.
 */
export function draggedDates(date: string, from: string, to: string, resize: boolean): DragOutcome {
  const shift = daysBetween(from, to);
  if (shift === 0) return { kind: 'none' };
  const [start = '', end = ''] = date.split('|');
  const body = resize ? { start_date: start, end_date: shiftDateTime(end, shift) } : { start_date: shiftDateTime(start, shift), end_date: shiftDateTime(end, shift) };
  const problem = checkTaskDates(body.start_date, body.end_date);
  return problem ? { kind: 'refused', message: problem } : { kind: 'dates', body };
}
