import { useCallback, useState } from 'react';
import { applyPendingMoves, type BoardStatus, type BoardTask } from './kanban.views';

type MoveOptions = {
  /** Saves the move; the board shows it at once and takes it back if this rejects. */
  save: (taskId: number, statusId: number) => Promise<unknown>;
  onFailed: (error: unknown) => void;
};

/**
 * A dragged card lands in its new column before the server answers; when the server refuses, the card goes back
 * where it was and the person is told why. A move stays laid over the tasks until fresh tasks arrive from the
 * server, so the card does not flicker back between the answer and the refetch.
 */
export function useOptimisticMoves<T extends BoardTask>(tasks: readonly T[], { save, onFailed }: MoveOptions) {
  const [pending, setPending] = useState<ReadonlyMap<number, BoardStatus>>(new Map());

  // Fresh tasks from the server replace every settled guess (adjusted while rendering, as React advises, so the
  // stale guesses are never drawn over the new tasks).
  const [shownTasks, setShownTasks] = useState(tasks);
  if (shownTasks !== tasks) {
    setShownTasks(tasks);
    setPending(new Map());
  }

  const move = useCallback(
    (task: T, status: BoardStatus) => {
      const current = pending.get(task.id) ?? task.status;
      if (current.id === status.id) return;
      setPending((before) => new Map(before).set(task.id, status));
      save(task.id, status.id).catch((error: unknown) => {
        setPending((before) => {
          const after = new Map(before);
          after.delete(task.id);
          return after;
        });
        onFailed(error);
      });
    },
    [pending, save, onFailed],
  );

  return { tasks: applyPendingMoves(tasks, pending), move };
}
