import type { projectResponseSchema } from '@openhouse/shared/projects/project-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

export type ProjectDetail = z.output<typeof projectResponseSchema>['data'];

/** GET /projects/{id}: the project with its realtors and seller. */
export function getProject(projectId: number, signal?: AbortSignal): Promise<ProjectDetail> {
  return api.get<z.output<typeof projectResponseSchema>>(`/projects/${projectId}`, { signal }).then((answer) => answer.data);
}

export function useProject(projectId: number) {
  return useQuery(queryOptions({ queryKey: projectKeys.detail(projectId), queryFn: ({ signal }) => getProject(projectId, signal) }));
}
