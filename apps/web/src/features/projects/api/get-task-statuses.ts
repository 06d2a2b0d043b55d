import type { taskStatusesResponseSchema } from '@openhouse/shared/projects/task-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

export type TaskStatus = z.output<typeof taskStatusesResponseSchema>['data'][number];

/** GET /task_status: the board's columns, in order. They never change while the app is open. */
export function useTaskStatuses() {
  return useQuery({
    queryKey: projectKeys.statuses(),
    queryFn: ({ signal }) => api.get<z.output<typeof taskStatusesResponseSchema>>('/task_status', { signal }).then((answer) => answer.data),
    staleTime: Infinity,
  });
}
