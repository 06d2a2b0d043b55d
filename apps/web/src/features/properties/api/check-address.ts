import type { addressCheckResponseSchema } from '@openhouse/shared/properties/listing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type AddressMatches = z.output<typeof addressCheckResponseSchema>;
/** The query as the form sends it (the schema's input leaves the coerced id unknown). */
type AddressCheckQuery = { street_address: string; zip_code?: string; exclude_id?: number };

/** GET /properties/address-check: listings already at the address typed into the listing form. */
export function checkAddress(query: AddressCheckQuery, signal?: AbortSignal): Promise<AddressMatches> {
  return api.get<AddressMatches>('/properties/address-check', { query, signal });
}

/** Asks once a street address is typed (the form passes it debounced); the answer is a warning, never a block. */
export function useAddressCheck(query: AddressCheckQuery) {
  const street = query.street_address.trim();
  return useQuery({
    queryKey: ['properties', 'address-check', street.toLowerCase(), query.zip_code ?? '', query.exclude_id ?? null],
    queryFn: ({ signal }) => checkAddress({ ...query, street_address: street }, signal),
    enabled: street.length >= 3,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
