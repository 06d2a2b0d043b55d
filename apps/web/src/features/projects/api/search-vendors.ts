import type { vendorOptionsResponseSchema, vendorSearchQuerySchema } from '@openhouse/shared/projects/project-schemas';
import { VENDOR_SEARCH_MIN } from '@openhouse/shared/projects/rules';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

export type VendorOption = z.output<typeof vendorOptionsResponseSchema>['data'][number];

/** GET /vendor?search: vendors whose name, user name or e-mail matches; asked from 2 characters on. */
export function useVendorSearch(search: string) {
  const query = { search } satisfies z.input<typeof vendorSearchQuerySchema>;
  return useQuery({
    queryKey: projectKeys.vendors(search),
    queryFn: ({ signal }) => api.get<z.output<typeof vendorOptionsResponseSchema>>('/vendor', { query, signal }).then((answer) => answer.data),
    enabled: search.trim().length >= VENDOR_SEARCH_MIN,
  });
}
