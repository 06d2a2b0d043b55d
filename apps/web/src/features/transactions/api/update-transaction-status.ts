import type { advanceTransactionSchema, transactionChangeResponseSchema } from '@openhouse/shared/transactions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { transactionsKey } from './transactions-keys';

/**
 * After the contract is signed the realtor moves it on: In Escrow (4), then Closed (5). The schema coerces
 * status_id, so its input type is unknown; its output names the two steps.
 */
export type UpdateStatusInput = { transactionId: number; statusId: z.output<typeof advanceTransactionSchema>['status_id'] };
type UpdatedTransaction = z.output<typeof transactionChangeResponseSchema>;

/** PUT /property-transactions/{id} {status_id}. */
export function updateTransactionStatus({ transactionId, statusId }: UpdateStatusInput): Promise<UpdatedTransaction> {
  const body: z.input<typeof advanceTransactionSchema> = { status_id: statusId };
  return api.put<UpdatedTransaction>(`/property-transactions/${transactionId}`, body);
}

export function useUpdateTransactionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransactionStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionsKey }),
  });
}
