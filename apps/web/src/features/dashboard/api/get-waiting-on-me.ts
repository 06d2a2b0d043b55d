import type { waitingOnMeSchema } from '@openhouse/shared/dashboard/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type WaitingAnswer = z.output<typeof waitingOnMeSchema>;

export const waitingOnMeKey = ['dashboard', 'waiting-on-me'] as const;

/** GET /dashboard/waiting-on-me: every bid approval and document request waiting on the realtor's listings. */
export function useWaitingOnMe() {
  return useQuery({
    queryKey: waitingOnMeKey,
    queryFn: ({ signal }) => api.get<WaitingAnswer>('/dashboard/waiting-on-me', { signal }).then((answer) => answer.data),
    refetchOnMount: 'always',
  });
}
