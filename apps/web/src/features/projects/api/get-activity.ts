import type { activityPageSchema, ActivityQuery } from '@openhouse/shared/projects/activity';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

export type ActivityPage = z.output<typeof activityPageSchema>;

/** GET /projects/{id}/activity: a page of what happened on the project, newest first. */
export function getActivity(projectId: number, query: Pick<ActivityQuery, 'page' | 'per_page'>, signal?: AbortSignal): Promise<ActivityPage> {
  return api.get<ActivityPage>(`/projects/${projectId}/activity?page=${query.page}&per_page=${query.per_page}`, { signal });
}

export function useActivity(projectId: number, page: number) {
  return useQuery(
    queryOptions({
      queryKey: projectKeys.activity(projectId, page),
      queryFn: ({ signal }) => getActivity(projectId, { page, per_page: 20 }, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
