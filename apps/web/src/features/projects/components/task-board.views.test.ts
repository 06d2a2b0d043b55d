import { describe, expect, it } from 'vitest';
import type { Task } from '../api/get-tasks';
import { assigneeChoices, dueBadge, NOBODY, tasksOfAssignee } from './task-board.views';

const task = (id: number, assignees: { id: number; name: string }[], end: string | null, status = 'To Do') =>
  ({ id, assignees, task_end_date: end, status: { id: 1, name: status } }) as unknown as Task;
const val = { id: 5, name: 'Val Vendor' };
const ann = { id: 6, name: 'Ann Appraiser' };
const tasks = [task(1, [val], '2026-11-27 10:00:00'), task(2, [ann, val], '2026-12-03 10:30:00'), task(3, [], null)];

describe('the task board', () => {
  it('filters by assignee, or the unassigned', () => {
    expect(assigneeChoices(tasks)).toEqual([
      { value: '6', label: 'Ann Appraiser' },
      { value: '5', label: 'Val Vendor' },
    ]);
    expect(tasksOfAssignee(tasks, '6').map((t) => t.id)).toEqual([2]);
    expect(tasksOfAssignee(tasks, NOBODY).map((t) => t.id)).toEqual([3]);
    expect(tasksOfAssignee(tasks, '')).toBe(tasks);
  });

  it('marks a task overdue when its end has passed, unless it is completed', () => {
    const now = '2026-11-28 09:00:00';
    expect(dueBadge(tasks[0]!, now)).toEqual({ label: 'Overdue 11/27', overdue: true });
    expect(dueBadge(tasks[1]!, now)).toEqual({ label: 'Due 12/03', overdue: false });
    expect(dueBadge(task(4, [], '2026-11-27 10:00:00', 'Completed'), now)?.overdue).toBe(false);
    expect(dueBadge(tasks[2]!, now)).toBeNull();
  });
});
