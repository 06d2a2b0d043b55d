import { kanbanColumns } from '@openhouse/shared/projects/rules';

/** The least a card on the board needs: which task, what it says and which status it has. */
export type BoardStatus = { id: number; name: string };
export type BoardTask = { id: number; title: string; status: BoardStatus };
export type BoardColumn<T extends BoardTask> = { status: BoardStatus; tasks: T[] };

/** The board's columns (the shared rule: one per status name, in the status list's order), with each status's id. */
export function boardColumns<T extends BoardTask>(statuses: readonly BoardStatus[], tasks: readonly T[]): BoardColumn<T>[] {
  return kanbanColumns(tasks).flatMap((column) => {
    const status = statuses.find((candidate) => candidate.name === column.status);
    return status ? [{ status, tasks: column.tasks }] : [];
  });
}

/** The tasks as the person sees them: each pending move laid over the task it moves. */
export function applyPendingMoves<T extends BoardTask>(tasks: readonly T[], pending: ReadonlyMap<number, BoardStatus>): T[] {
  return tasks.map((task) => {
    const status = pending.get(task.id);
    return !status || status.id === task.status.id ? task : { ...task, status, status_id: status.id };
  });
}

const COLUMN_PREFIX = 'status-';

/** dnd-kit ids: columns and cards share one id space, so columns carry a prefix. */
export const columnId = (statusId: number) => `${COLUMN_PREFIX}${statusId}`;

export function statusOfColumn(id: string | number | null | undefined): number | null {
  if (typeof id !== 'string' || !id.startsWith(COLUMN_PREFIX)) return null;
  const statusId = Number(id.slice(COLUMN_PREFIX.length));
  return Number.isInteger(statusId) ? statusId : null;
}
