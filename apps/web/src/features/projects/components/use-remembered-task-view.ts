import { DEFAULT_TASK_VIEW, TASK_VIEWS, type TaskView } from '@openhouse/shared/projects/rules';
import { useState } from 'react';
import { useSession } from '../../../lib/session-context';

const keyOf = (userId: number | undefined) => `openhouse.task-view.${userId ?? 'anonymous'}`;

function readView(key: string): TaskView {
  try {
    const stored = window.localStorage.getItem(key);
    return (TASK_VIEWS as readonly string[]).includes(stored ?? '') ? (stored as TaskView) : DEFAULT_TASK_VIEW;
  } catch {
    // Storage refused (private mode): the spec's default.
    return DEFAULT_TASK_VIEW;
  }
}

/** The task view (Collected, By milestone, Board) a person chose last, on this browser, per user; Collected at first (spec). */
export function useRememberedTaskView(): [TaskView, (view: TaskView) => void] {
  const { user } = useSession();
  const key = keyOf(user?.id);
  const [view, setView] = useState<TaskView>(() => readView(key));
  const choose = (next: TaskView) => {
    setView(next);
    try {
      window.localStorage.setItem(key, next);
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  };
  return [view, choose];
}
