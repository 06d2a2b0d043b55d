import type { Bid } from '@openhouse/shared/bidding/schemas';
import type { Page } from '@openhouse/shared/http/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePausedRefetchInterval } from '../../../lib/realtime';
import { biddingKeys } from './bidding-keys';

export const BIDS_PER_PAGE = 10;

/** GET /bidding_history?page&bid_property_id: an auction's bids, newest first. Public. */
export function getBids(biddingPropertyId: number, page: number, signal?: AbortSignal): Promise<Page<Bid>> {
  return api.get<Page<Bid>>('/bidding_history', { query: { page, per_page: BIDS_PER_PAGE, bid_property_id: biddingPropertyId }, signal, skipAuthHandling: true });
}

/** Keyed by the property, as the live 'bid:placed' event names it. */
export const bidsQueryOptions = (propertyId: number, biddingPropertyId: number, page: number) =>
  queryOptions({
    queryKey: biddingKeys.bidPage(propertyId, page),
    queryFn: ({ signal }) => getBids(biddingPropertyId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useBids(propertyId: number, biddingPropertyId: number | undefined, page: number) {
  // Live bids top the first page; while they cannot arrive, the page is read again on a timer instead.
  const refetchInterval = usePausedRefetchInterval();
  return useQuery({ ...bidsQueryOptions(propertyId, biddingPropertyId ?? 0, page), enabled: biddingPropertyId !== undefined, refetchInterval });
}
