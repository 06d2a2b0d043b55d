import type { ListingFigures, listingFiguresSchema } from '@openhouse/shared/dashboard/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type FiguresAnswer = z.output<typeof listingFiguresSchema>;

/** GET /dashboard/listing-figures: each of my listings' figures in one read, keyed by listing. */
export function useListingFigures() {
  return useQuery({
    queryKey: ['properties', 'listing-figures'],
    queryFn: ({ signal }) => api.get<FiguresAnswer>('/dashboard/listing-figures', { signal }),
    select: (answer) => new Map<number, ListingFigures>(answer.data.map((row) => [row.property_id, row])),
  });
}
