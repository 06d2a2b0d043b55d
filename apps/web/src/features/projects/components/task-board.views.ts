import type { Task } from '../api/get-tasks';

/** The filter's value for tasks nobody is assigned to. */
export const NOBODY = 'nobody';

/** Everyone assigned to some task on the board, by name, once each. */
export function assigneeChoices(tasks: readonly Task[]): { value: string; label: string }[] {
  const people = new Map<number, string>();
  for (const task of tasks) for (const person of task.assignees) people.set(person.id, person.name);
  return [...people].map(([id, name]) => ({ value: String(id), label: name })).sort((a, b) => a.label.localeCompare(b.label));
}

/** The tasks the filter keeps: '' everyone, NOBODY the unassigned, else one person's id. */
export function tasksOfAssignee(tasks: readonly Task[], filter: string): readonly Task[] {
  if (filter === '') return tasks;
  if (filter === NOBODY) return tasks.filter((task) => task.assignees.length === 0);
  return tasks.filter((task) => task.assignees.some((person) => String(person.id) === filter));
}

/** 'Due 12/03' or 'Overdue 12/03' (the end, against now on the same wall clock); null without dates. Completed tasks are never overdue. */
export function dueBadge(task: Pick<Task, 'task_end_date' | 'status'>, now: string): { label: string; overdue: boolean } | null {
  if (!task.task_end_date) return null;
  const day = `${task.task_end_date.slice(5, 7)}/${task.task_end_date.slice(8, 10)}`;
  const overdue = task.status.name !== 'Completed' && task.task_end_date < now;
  return { label: `${overdue ? 'Overdue' : 'Due'} ${day}`, overdue };
}

/** 'VV' for Val Vendor. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
