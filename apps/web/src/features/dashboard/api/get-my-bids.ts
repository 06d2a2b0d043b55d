import type { bidHistoryQuerySchema, bidPageSchema } from '@openhouse/shared/bidding/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const MY_BIDS_LIMIT = 5;

type BidPage = z.output<typeof bidPageSchema>;

/** GET /bidding_history?per_page=5 (no bid_property_id): the signed-in user's own latest bids, each naming its property. */
export function getMyBids(signal?: AbortSignal): Promise<BidPage> {
  const query = { page: 1, per_page: MY_BIDS_LIMIT } satisfies z.input<typeof bidHistoryQuerySchema>;
  return api.get<BidPage>('/bidding_history', { query, signal });
}

export function useMyBids() {
  return useQuery({
    queryKey: ['dashboard', 'my-bids'],
    queryFn: ({ signal }) => getMyBids(signal),
    // A bid placed elsewhere a moment ago must show when the dashboard opens.
    refetchOnMount: 'always',
  });
}
