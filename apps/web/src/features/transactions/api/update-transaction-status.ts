import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionsKey } from './transactions-keys';

/** After the contract is signed the realtor moves it on: In Escrow (4), then Closed (5). */
export type UpdateStatusInput = { transactionId: number; statusId: 4 | 5 };

/** PUT /property-transactions/{id} {status_id}. */
export function updateTransactionStatus({ transactionId, statusId }: UpdateStatusInput): Promise<{ message?: string; data: PropertyTransaction }> {
  return api.put<{ message?: string; data: PropertyTransaction }>(`/property-transactions/${transactionId}`, { status_id: statusId });
}

export function useUpdateTransactionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransactionStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionsKey }),
  });
}
