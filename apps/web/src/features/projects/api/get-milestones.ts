import type { milestonesResponseSchema } from '@openhouse/shared/projects/task-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

export type Milestone = z.output<typeof milestonesResponseSchema>['data'][number];

/** GET /project/milestone/{projectId}: the project's milestones in order. */
export function useMilestones(projectId: number) {
  return useQuery({
    queryKey: projectKeys.milestones(projectId),
    queryFn: ({ signal }) => api.get<z.output<typeof milestonesResponseSchema>>(`/project/milestone/${projectId}`, { signal }).then((answer) => answer.data),
  });
}
