import type { placeBidResponseSchema, placeBidSchema } from '@openhouse/shared/bidding/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { biddingKeys } from './bidding-keys';
import { applyBidPlaced } from './bid-placed-cache';

/** The spec's client also sends path, the in-app page of the bid; the schema does not read it and the server drops it. */
export type PlaceBidPayload = z.input<typeof placeBidSchema> & { path: string };

export type PlaceBidInput = { propertyId: number; payload: PlaceBidPayload };
type PlacedBid = z.output<typeof placeBidResponseSchema>;

/** POST /bidding_history: 201 with the bid and the auction as it now stands. */
export function placeBid({ payload }: PlaceBidInput): Promise<PlacedBid> {
  return api.post<PlacedBid>('/bidding_history', payload);
}

export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBid,
    // The bid goes on top of the history and the auction moves on, as if the live event had come.
    onSuccess: (answer, { propertyId }) =>
      applyBidPlaced(queryClient, { property_id: propertyId, bid: answer.data.bid, bidding_property: answer.data.bidding_property }, { fromViewer: true }),
    // A refused bid usually means someone else bid meanwhile: read the auction again for the new minimum.
    onError: (_error, { propertyId }) => queryClient.invalidateQueries({ queryKey: biddingKeys.auction(propertyId) }),
  });
}
