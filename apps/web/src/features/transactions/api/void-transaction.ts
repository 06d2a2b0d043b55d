import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionsKey } from './transactions-keys';

export type VoidTransactionInput = { transactionId: number; reason: string };

/** POST /property-transactions/{id}/void {reason}: the listing side cancels before both parties have signed. */
export function voidTransaction({ transactionId, reason }: VoidTransactionInput): Promise<{ message: string; data?: PropertyTransaction }> {
  return api.post<{ message: string; data?: PropertyTransaction }>(`/property-transactions/${transactionId}/void`, { reason });
}

export function useVoidTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidTransaction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionsKey }),
  });
}
