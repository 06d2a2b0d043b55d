import type { transactionListQuerySchema, transactionPageSchema } from '@openhouse/shared/transactions/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { transactionKeys, type TransactionListFilter } from './transactions-keys';

type TransactionPage = z.output<typeof transactionPageSchema>;

/**
 * GET /property-transactions?page&property_id&status_id: the caller's transactions as a party, or with
 * property_id the ones of that listing the caller may see; one server page at a time.
 */
export function getTransactions(filter: TransactionListFilter, signal?: AbortSignal): Promise<TransactionPage> {
  const query = { page: filter.page, property_id: filter.propertyId, status_id: filter.statusId } satisfies z.input<typeof transactionListQuerySchema>;
  return api.get<TransactionPage>('/property-transactions', { query, signal });
}

export const transactionsQueryOptions = (filter: TransactionListFilter) =>
  queryOptions({
    queryKey: transactionKeys.list(filter),
    queryFn: ({ signal }) => getTransactions(filter, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useTransactions(filter: TransactionListFilter, enabled = true) {
  return useQuery({ ...transactionsQueryOptions(filter), enabled });
}
