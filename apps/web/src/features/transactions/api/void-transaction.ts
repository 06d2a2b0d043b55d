import type { transactionChangeResponseSchema, voidTransactionSchema } from '@openhouse/shared/transactions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { transactionsKey } from './transactions-keys';

export type VoidTransactionInput = { transactionId: number } & z.input<typeof voidTransactionSchema>;
type VoidedTransaction = z.output<typeof transactionChangeResponseSchema>;

/** POST /property-transactions/{id}/void {reason}: the listing side cancels before both parties have signed. */
export function voidTransaction({ transactionId, ...body }: VoidTransactionInput): Promise<VoidedTransaction> {
  return api.post<VoidedTransaction>(`/property-transactions/${transactionId}/void`, body);
}

export function useVoidTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidTransaction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionsKey }),
  });
}
