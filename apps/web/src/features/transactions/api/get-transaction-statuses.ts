import type { transactionStatusesResponseSchema } from '@openhouse/shared/transactions/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { transactionKeys } from './transactions-keys';

type TransactionStatuses = z.output<typeof transactionStatusesResponseSchema>;
export type TransactionStatusOption = TransactionStatuses['data'][number];

/** GET /transaction_status: the six statuses, for the list's filter. */
export function getTransactionStatuses(signal?: AbortSignal): Promise<TransactionStatusOption[]> {
  return api.get<TransactionStatuses>('/transaction_status', { signal }).then((body) => body.data);
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
