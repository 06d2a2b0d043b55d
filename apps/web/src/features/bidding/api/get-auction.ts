import type { BiddingProperty } from '@openhouse/shared/bidding/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { biddingKeys } from './bidding-keys';

/** GET /bidding_properties/{propertyId}: the auction, or null when bidding is not enabled. Public. */
export function getAuction(propertyId: number, signal?: AbortSignal): Promise<{ data: BiddingProperty | null }> {
  return api.get<{ data: BiddingProperty | null }>(`/bidding_properties/${propertyId}`, { signal, skipAuthHandling: true });
}

export const auctionQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: biddingKeys.auction(propertyId),
    queryFn: ({ signal }) => getAuction(propertyId, signal),
    // The bid form's minimum must be today's: read afresh whenever the wizard opens (live bids patch it after).
    staleTime: 0,
  });

export function useAuction(propertyId: number) {
  return useQuery(auctionQueryOptions(propertyId));
}
