import type { createTransactionResponseSchema, createTransactionSchema } from '@openhouse/shared/transactions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The spec's create payload (section 7): today's date, the bid's amount, Credit Card, status 1. */
export type AcceptBidPayload = z.input<typeof createTransactionSchema>;

export type AcceptedBid = z.output<typeof createTransactionResponseSchema>;

/** POST /property-transactions: the seller or realtor accepts a bid; 409 when a live transaction exists. */
export function acceptBid(payload: AcceptBidPayload): Promise<AcceptedBid> {
  return api.post<AcceptedBid>('/property-transactions', payload);
}

/** The listing's deal changed: every cached copy of it (badge, auction, transactions) is read again. */
export function useAcceptBid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptBid, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }) });
}

/**
 * Where the app goes after an accepted bid. The signing page is only for the party whose turn it is (the
 * buyer first), so whoever accepted (the realtor, the seller, an admin) follows the deal on its transaction page.
 */
export function pathAfterAccept(answer: AcceptedBid): string {
  const transaction = answer.data.propertyTransaction;
  return transaction.can_sign ? `/contract-signing?transaction_id=${transaction.id}` : `/transactions/${transaction.id}`;
}
