import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionKeys } from './transactions-keys';

export type TransactionStatusOption = { id: number; name: string };

/** GET /transaction_status: the six statuses, for the list's filter. */
export function getTransactionStatuses(signal?: AbortSignal): Promise<TransactionStatusOption[]> {
  return api.get<{ data: TransactionStatusOption[] }>('/transaction_status', { signal }).then((body) => body.data);
}

export const transactionStatusesQueryOptions = () =>
  queryOptions({
    queryKey: transactionKeys.statuses(),
    queryFn: ({ signal }) => getTransactionStatuses(signal),
    // They never change while the app runs.
    staleTime: Infinity,
  });

export function useTransactionStatuses() {
  return useQuery(transactionStatusesQueryOptions());
}
