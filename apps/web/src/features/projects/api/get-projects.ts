import type { projectListQuerySchema, projectPageSchema } from '@openhouse/shared/projects/project-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys, type ProjectListFilter } from './project-keys';

export type ProjectPage = z.output<typeof projectPageSchema>;

/** GET /projects?status&page: the caller's projects, in progress or completed, a page at a time. */
export function getProjects(filter: ProjectListFilter, signal?: AbortSignal): Promise<ProjectPage> {
  const query = { status: filter.status, page: filter.page } satisfies z.input<typeof projectListQuerySchema>;
  return api.get<ProjectPage>('/projects', { query, signal });
}

export function useProjects(filter: ProjectListFilter) {
  return useQuery(
    queryOptions({ queryKey: projectKeys.list(filter), queryFn: ({ signal }) => getProjects(filter, signal), placeholderData: keepPreviousData }),
  );
}
