import type { TransactionDetail, transactionDetailResponseSchema } from '@openhouse/shared/transactions/deal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { transactionKeys } from './transactions-keys';

/** GET /property-transactions/{id}: one transaction and its deal record, for its parties only (404 for anyone else). */
export function getTransaction(id: number, signal?: AbortSignal): Promise<TransactionDetail> {
  return api.get<z.output<typeof transactionDetailResponseSchema>>(`/property-transactions/${id}`, { signal }).then((body) => body.data);
}

export const transactionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => getTransaction(id, signal),
  });

export function useTransaction(id: number, enabled = true) {
  return useQuery({ ...transactionQueryOptions(id), enabled });
}
