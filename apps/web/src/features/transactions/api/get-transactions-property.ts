import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionKeys } from './transactions-keys';

/** The listing whose transactions are shown, for the page header (GET /properties/{id}). */
export function getTransactionsProperty(propertyId: number, signal?: AbortSignal): Promise<PropertyDetail> {
  return api.get<{ data: PropertyDetail }>(`/properties/${propertyId}`, { signal }).then((body) => body.data);
}

export const transactionsPropertyQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: transactionKeys.property(propertyId),
    queryFn: ({ signal }) => getTransactionsProperty(propertyId, signal),
  });

export function useTransactionsProperty(propertyId: number, enabled = true) {
  return useQuery({ ...transactionsPropertyQueryOptions(propertyId), enabled });
}
