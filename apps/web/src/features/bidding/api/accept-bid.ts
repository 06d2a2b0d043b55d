import { PAYMENT_METHOD, STATUS } from '@openhouse/shared/transactions/statuses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The spec's create payload (section 7): today's date, the bid's amount, Credit Card, status 1. */
export type AcceptBidPayload = {
  property_id: number;
  buyer_id?: number;
  seller_id?: number;
  transaction_date: string;
  transaction_amount: number;
  bid_property_history_id: number;
  payment_method: typeof PAYMENT_METHOD;
  status_id: typeof STATUS.contractSent;
};

export type AcceptedBid = { message: string; data: { authUrl: string; propertyTransaction: { id: number } } };

/** POST /property-transactions: the seller or realtor accepts a bid; 409 when a live transaction exists. */
export function acceptBid(payload: AcceptBidPayload): Promise<AcceptedBid> {
  return api.post<AcceptedBid>('/property-transactions', payload);
}

/** No cache work: on success the browser leaves for contract signing. */
export function useAcceptBid() {
  return useMutation({ mutationFn: acceptBid });
}

/** Where the browser goes after an accepted bid: the contract signing start with the new transaction. */
export function contractSigningUrl(answer: AcceptedBid): string {
  return `${answer.data.authUrl}?transaction_id=${answer.data.propertyTransaction.id}`;
}
