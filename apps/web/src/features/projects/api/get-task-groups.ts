import type { taskGroupListQuerySchema, taskGroupsResponseSchema } from '@openhouse/shared/projects/task-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

export type ProjectTaskGroup = z.output<typeof taskGroupsResponseSchema>['data'][number];

/** GET /task-groups?project_id: every task group of the project, in milestone order, those without tasks too. */
export function useTaskGroups(projectId: number) {
  return useQuery({
    queryKey: projectKeys.taskGroups(projectId),
    queryFn: ({ signal }) => {
      const query = { project_id: projectId } satisfies z.input<typeof taskGroupListQuerySchema>;
      return api.get<z.output<typeof taskGroupsResponseSchema>>('/task-groups', { query, signal }).then((answer) => answer.data);
    },
  });
}
