import type { Page } from '@openhouse/shared/http/pagination';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionKeys, type TransactionListFilter } from './transactions-keys';

/**
 * GET /property-transactions?page&property_id&status_id: the caller's transactions as a party, or with
 * property_id the ones of that listing the caller may see; one server page at a time.
 */
export function getTransactions(filter: TransactionListFilter, signal?: AbortSignal): Promise<Page<PropertyTransaction>> {
  return api.get<Page<PropertyTransaction>>('/property-transactions', {
    query: { page: filter.page, property_id: filter.propertyId, status_id: filter.statusId },
    signal,
  });
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
