import { describe, expect, it } from 'vitest';
import { projectMessages as m } from './messages';
import {
  checkTaskDates,
  checkTaskGroupName,
  displayAddress,
  endOneHourAfter,
  groupTasks,
  kanbanColumns,
  projectProgress,
  taskTimeChoices,
  transactionMilestoneDates,
} from './rules';
import { createTaskGroupSchema, updateTaskSchema } from './task-schemas';

describe('task time choices', () => {
  it('run from 07:00 to 19:00 every half hour', () => {
    const choices = taskTimeChoices();
    expect(choices[0]).toBe('07:00');
    expect(choices[1]).toBe('07:30');
    expect(choices.at(-1)).toBe('19:00');
    expect(choices).toHaveLength(25);
  });

  it('set the end one hour after the start, across midnight too', () => {
    expect(endOneHourAfter('2026-03-02 09:30')).toBe('2026-03-02 10:30:00');
    expect(endOneHourAfter('2026-03-02 23:30:00')).toBe('2026-03-03 00:30:00');
  });
});

describe('task dates', () => {
  it('need both, the end after the start', () => {
    expect(checkTaskDates('2026-03-02 09:00', null)).toBe(m.taskDatesRequired);
    expect(checkTaskDates('2026-03-02 09:00', '2026-03-02 09:00')).toBe(m.taskEndBeforeStart);
    expect(checkTaskDates('2026-03-02 10:00', '2026-03-02 09:00')).toBe(m.taskEndBeforeStart);
    expect(checkTaskDates('2026-02-30 10:00', '2026-03-02 11:00')).toBe(m.taskDatesRequired);
    expect(checkTaskDates('2026-03-02 09:00', '2026-03-02 10:00:00')).toBeNull();
  });

  it('are refused reversed by the update schema with the spec message', () => {
    const result = updateTaskSchema.safeParse({ task_start_date: '2026-03-02 10:00', task_end_date: '2026-03-02 09:00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(m.taskEndBeforeStart);
    expect(updateTaskSchema.parse({ task_start_date: '2026-03-02 09:00', task_end_date: '2026-03-02 10:00' }).task_end_date).toBe('2026-03-02 10:00:00');
  });
});

describe('task group name', () => {
  it('is required and at least 6 characters', () => {
    expect(checkTaskGroupName('')).toBe(m.taskGroupNameRequired);
    expect(checkTaskGroupName('   ')).toBe(m.taskGroupNameRequired);
    expect(checkTaskGroupName('Paint')).toBe(m.taskGroupNameTooShort);
    expect(checkTaskGroupName('Repair')).toBeNull();
    const five = createTaskGroupSchema.safeParse({ milestone_id: 1, name: 'Short' });
    expect(five.error?.issues[0]?.message).toBe(m.taskGroupNameTooShort);
    expect(createTaskGroupSchema.parse({ milestone_id: 1, name: ' Repairs ' }).name).toBe('Repairs');
  });
});

describe('task grouping', () => {
  // 2026-03-04 is a Wednesday: this week ends Saturday 03-07, next week Saturday 03-14.
  const today = '2026-03-04';
  const task = (id: number, end: string | null) => ({ id, task_end_date: end });

  it('puts overdue and this week in this_week, then next_week, then the rest', () => {
    const groups = groupTasks([task(1, '2026-02-20 09:00:00'), task(2, '2026-03-07 18:00:00'), task(3, '2026-03-08 07:00:00'), task(4, '2026-03-14 09:00:00'), task(5, '2026-03-15 09:00:00'), task(6, null)], today);
    expect(groups.this_week.map((t) => t.id)).toEqual([1, 2]);
    expect(groups.next_week.map((t) => t.id)).toEqual([3, 4]);
    expect(groups.remaining.map((t) => t.id)).toEqual([5, 6]);
  });

  it('builds one kanban column per status name', () => {
    const columns = kanbanColumns([{ status: { id: 2, name: 'In Progress' } }, { status: { id: 4, name: 'Completed' } }]);
    expect(columns.map((column) => [column.status, column.tasks.length])).toEqual([['To Do', 0], ['In Progress', 1], ['In Review', 0], ['Completed', 1]]);
  });
});

describe('address display', () => {
  it('drops the trailing part', () => {
    expect(displayAddress('12 Oak St, Springfield, CA 90001')).toBe('12 Oak St, Springfield');
    expect(displayAddress('12 Oak St, USA')).toBe('12 Oak St');
    expect(displayAddress('12 Oak St')).toBe('12 Oak St');
  });
});

describe('progress', () => {
  it('is a whole percentage', () => {
    expect(projectProgress(0, 0)).toBe(0);
    expect(projectProgress(1, 3)).toBe(33);
    expect(projectProgress(3, 3)).toBe(100);
  });
});

describe('transaction milestones', () => {
  it('date the contingencies from acceptance, never past closing, and leave waived ones undated', () => {
    const dates = transactionMilestoneDates('2026-03-01', '2026-03-20', ['inspection', 'loan']);
    expect(dates.map((d) => d.milestone_name)).toEqual(['Listing', 'Offer Accepted', 'Inspection', 'Appraisal', 'Loan', 'Escrow', 'Closing']);
    expect(dates[2]).toMatchObject({ start_date: '2026-03-01', end_date: '2026-03-18' });
    expect(dates[3]).toMatchObject({ start_date: null, end_date: null });
    expect(dates[4]).toMatchObject({ end_date: '2026-03-20' });
    expect(dates[6]).toMatchObject({ start_date: '2026-03-20', end_date: '2026-03-20' });
  });
});
