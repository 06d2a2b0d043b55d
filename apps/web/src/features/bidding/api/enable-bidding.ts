import type { BiddingProperty } from '@openhouse/shared/bidding/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The enable-bid payload (spec section 3): amounts in dollars, times as millisecond timestamps. */
export type EnableBidPayload = {
  property_id: number;
  bid_amount: number;
  bid_incremental_amount: number;
  highest_bid_amount: number;
  bid_starting_time: number;
  bid_ending_time: number;
  buyers_premium_rate: number;
};

/** POST /bidding_properties: the listing's realtor enables bidding, or changes its terms before the first bid. */
export function enableBidding(payload: EnableBidPayload): Promise<{ message: string; data: BiddingProperty }> {
  return api.post<{ message: string; data: BiddingProperty }>('/bidding_properties', payload);
}

/** No cache work: on success the page reloads (spec section 4). */
export function useEnableBidding() {
  return useMutation({ mutationFn: enableBidding });
}
