import type { QueryClient } from '@tanstack/react-query';
import type { SignerRef } from './signer-ref';

/** Every query of this feature lives under this key; a signature, a void or a status change refreshes it as one. */
export const transactionsKey = ['transactions'] as const;

export type TransactionListFilter = { page: number; propertyId?: number; statusId?: number };

export const transactionKeys = {
  list: (filter: TransactionListFilter) => [...transactionsKey, 'list', filter] as const,
  detail: (id: number) => [...transactionsKey, 'detail', id] as const,
  statuses: () => [...transactionsKey, 'statuses'] as const,
  signing: (ref: SignerRef) => [...transactionsKey, 'signing', ref] as const,
};

/**
 * After a signature or a refusal: lists and details are refreshed. The signing view is not, since
 * reading it records a 'viewed' event and the page shows its own outcome instead.
 */
export function refreshTransactions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: transactionsKey, predicate: (query) => query.queryKey[1] !== 'signing' });
}
