import type { myHomeResponseSchema } from '@openhouse/shared/dashboard/my-home';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { propertiesKey } from '../../../lib/property-query';

export type MyHomeAnswer = z.output<typeof myHomeResponseSchema>;
export type MyHome = MyHomeAnswer['data'][number];

/** Under the listings' root key, so an accepted bid or a live bid (which invalidate it) refreshes My home too. */
export const myHomeKey = [...propertiesKey, 'my-home'] as const;

/** GET /my-home: the seller's homes, each with its auction, open bids and deal. */
export function useMyHome(enabled = true) {
  return useQuery({
    enabled,
    queryKey: myHomeKey,
    queryFn: ({ signal }) => api.get<MyHomeAnswer>('/my-home', { signal }).then((answer) => answer.data),
    refetchOnMount: 'always',
  });
}
