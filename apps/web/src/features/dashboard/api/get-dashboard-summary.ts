import type { dashboardSummaryQuerySchema, dashboardSummarySchema } from '@openhouse/shared/dashboard/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type SummaryAnswer = z.output<typeof dashboardSummarySchema>;

/** GET /dashboard/summary: the caller's figures and queues; "today" in their zone. */
export function useDashboardSummary(timezone: string | null | undefined) {
  const query = { timezone: timezone ?? undefined } satisfies z.input<typeof dashboardSummaryQuerySchema>;
  return useQuery({
    queryKey: ['dashboard', 'summary', timezone ?? null],
    queryFn: ({ signal }) => api.get<SummaryAnswer>('/dashboard/summary', { query, signal }).then((answer) => answer.data),
    refetchOnMount: 'always',
  });
}
