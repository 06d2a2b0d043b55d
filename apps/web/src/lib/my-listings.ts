import type { propertyListQuerySchema, propertyPageSchema } from '@openhouse/shared/properties/listing';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client';

/** The API's page limit: enough for a picker; a realtor with more can still reach a listing by its id. */
const PICKER_SIZE = 100;

type PropertyPage = z.output<typeof propertyPageSchema>;

/**
 * The caller's own listings (GET /properties?mine=1), for the pickers that choose one: whose insights to show,
 * the listing a campaign's card shows, the listing a new project is for.
 */
export function useMyListings() {
  return useQuery({
    queryKey: ['my-listings'],
    queryFn: ({ signal }) => api.get<PropertyPage>('/properties', { query: { mine: 1, per_page: PICKER_SIZE } satisfies z.input<typeof propertyListQuerySchema>, signal }),
  });
}
