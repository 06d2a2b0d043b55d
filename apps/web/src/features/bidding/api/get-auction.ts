import type { auctionResponseSchema } from '@openhouse/shared/bidding/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { biddingKeys } from './bidding-keys';

type Auction = z.output<typeof auctionResponseSchema>;

/** GET /bidding_properties/{propertyId}: the auction, or null when bidding is not enabled. Public. */
export function getAuction(propertyId: number, signal?: AbortSignal): Promise<Auction> {
  return api.get<Auction>(`/bidding_properties/${propertyId}`, { signal, skipAuthHandling: true });
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
