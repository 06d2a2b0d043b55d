import type { enableBidResponseSchema, enableBidSchema } from '@openhouse/shared/bidding/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The enable-bid payload (spec section 3): amounts in dollars, times as millisecond timestamps. */
export type EnableBidPayload = z.input<typeof enableBidSchema>;
type EnabledAuction = z.output<typeof enableBidResponseSchema>;

/** POST /bidding_properties: the listing's realtor enables bidding, or changes its terms before the first bid. */
export function enableBidding(payload: EnableBidPayload): Promise<EnabledAuction> {
  return api.post<EnabledAuction>('/bidding_properties', payload);
}

/** No cache work: on success the page reloads (spec section 4). */
export function useEnableBidding() {
  return useMutation({ mutationFn: enableBidding });
}
