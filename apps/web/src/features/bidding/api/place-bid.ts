import type { Bid, BiddingProperty } from '@openhouse/shared/bidding/schemas';
import type { Contingency } from '@openhouse/shared/bidding/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { biddingKeys } from './bidding-keys';
import { applyBidPlaced } from './bid-placed-cache';

export type PlaceBidPayload = {
  bid_amount: number;
  contingency: Contingency[];
  /** YYYY-MM-DD. */
  escrow_closing_date: string;
  bid_property_id: number;
  /** The in-app page the notifications about this bid open. */
  path: string;
  due_diligence: true;
};

export type PlaceBidInput = { propertyId: number; payload: PlaceBidPayload };
export type PlacedBid = { message: string; data: { bid: Bid; bidding_property: BiddingProperty } };

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
