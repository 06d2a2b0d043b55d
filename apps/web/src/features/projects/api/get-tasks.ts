import type { taskListQuerySchema, taskListResponseSchema } from '@openhouse/shared/projects/task-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys, type TaskListFilter } from './project-keys';

export type TaskList = z.output<typeof taskListResponseSchema>;
export type Task = TaskList['data'][number];

/**
 * GET /milestone/task?project_id: a project's tasks from every milestone (the collected view), flat and grouped
 * by week. Without a project: every task assigned to the caller, across projects (a vendor's landing page).
 */
export function getTasks(filter: TaskListFilter, signal?: AbortSignal): Promise<TaskList> {
  const query = { project_id: filter.projectId } satisfies z.input<typeof taskListQuerySchema>;
  return api.get<TaskList>('/milestone/task', { query, signal });
}

export function useTasks(filter: TaskListFilter) {
  return useQuery({ queryKey: projectKeys.tasks(filter), queryFn: ({ signal }) => getTasks(filter, signal) });
}
