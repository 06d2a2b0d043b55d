import type { bidHistoryQuerySchema, bidPageSchema } from '@openhouse/shared/bidding/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { usePausedRefetchInterval } from '../../../lib/realtime';
import { biddingKeys } from './bidding-keys';

export const BIDS_PER_PAGE = 10;

type BidPage = z.output<typeof bidPageSchema>;

/** GET /bidding_history?page&bid_property_id: an auction's bids, newest first. Public. */
export function getBids(biddingPropertyId: number, page: number, signal?: AbortSignal): Promise<BidPage> {
  const query = { page, per_page: BIDS_PER_PAGE, bid_property_id: biddingPropertyId } satisfies z.input<typeof bidHistoryQuerySchema>;
  return api.get<BidPage>('/bidding_history', { query, signal, skipAuthHandling: true });
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
