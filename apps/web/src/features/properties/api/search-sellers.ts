import type { typeaheadQuerySchema, userOptionSchema, userOptionsResponseSchema } from '@openhouse/shared/properties/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The e-mail only of people the realtor already works with (or whose address was typed in full). */
export type UserMatch = z.output<typeof userOptionSchema>;
type UserMatches = z.output<typeof userOptionsResponseSchema>;

/** GET /user_search?query&role=Seller: the type-ahead behind the form's seller picker. */
export function searchSellers(query: string, signal?: AbortSignal): Promise<UserMatches> {
  const params: z.input<typeof typeaheadQuerySchema> = { query, role: 'Seller' };
  return api.get<UserMatches>('/user_search', { query: params, signal });
}

export const sellerSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['user-search', 'Seller', query],
    queryFn: ({ signal }) => searchSellers(query, signal),
    staleTime: 60_000,
  });

/** Asks only once two characters are typed: one letter matches half the users and says little. */
export function useSellerSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({ ...sellerSearchQueryOptions(trimmed), enabled: trimmed.length >= 2 });
}
