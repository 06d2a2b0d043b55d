import type { Bid } from '@openhouse/shared/bidding/schemas';
import type { Page } from '@openhouse/shared/http/pagination';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MY_BIDS_LIMIT = 5;

/** GET /bidding_history?per_page=5 (no bid_property_id): the signed-in user's own latest bids, each naming its property. */
export function getMyBids(signal?: AbortSignal): Promise<Page<Bid>> {
  return api.get<Page<Bid>>('/bidding_history', { query: { page: 1, per_page: MY_BIDS_LIMIT }, signal });
}

export function useMyBids() {
  return useQuery({
    queryKey: ['dashboard', 'my-bids'],
    queryFn: ({ signal }) => getMyBids(signal),
    // A bid placed elsewhere a moment ago must show when the dashboard opens.
    refetchOnMount: 'always',
  });
}
