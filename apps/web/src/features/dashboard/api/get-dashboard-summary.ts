import type { dashboardSummarySchema } from '@openhouse/shared/dashboard/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type SummaryAnswer = z.output<typeof dashboardSummarySchema>;

/**
 * An answer younger than this is not read again when the dashboard mounts: the route's loader asks for it while
 * the page's code loads (app/loaders/dashboard-data.ts), a moment before the page itself would.
 */
const SUMMARY_FRESH_MS = 5_000;

/** GET /dashboard/summary: the caller's figures and queues. */
export const dashboardSummaryQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'summary'],
    queryFn: ({ signal }) => api.get<SummaryAnswer>('/dashboard/summary', { signal }).then((answer) => answer.data),
    staleTime: SUMMARY_FRESH_MS,
  });

/** The summary, read afresh each time the dashboard opens (unless the loader just read it). */
export function useDashboardSummary() {
  return useQuery({ ...dashboardSummaryQuery(), refetchOnMount: true });
}
