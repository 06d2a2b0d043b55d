import type { messageResponseSchema } from '@openhouse/shared/projects/project-schemas';
import type { vendorInputSchema, vendorListQuerySchema, vendorPageSchema, vendorResponseSchema } from '@openhouse/shared/vendors/vendor-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CsvImportSetup } from '../../../components/csv-import/csv-import-modal';
import { api, API_BASE } from '../../../lib/api-client';

export type VendorPage = z.output<typeof vendorPageSchema>;
export type Vendor = VendorPage['data'][number];
export type VendorFields = z.input<typeof vendorInputSchema>;
type VendorAnswer = z.output<typeof vendorResponseSchema>;

const vendorsKey = ['vendors'] as const;

/** POST /vendor-import (preview, then the import); the sample CSV is public, so a plain link downloads it. */
export const vendorImport: CsvImportSetup = {
  title: 'Import Vendors',
  path: '/vendor-import',
  sample: { url: `${API_BASE}/vendor-import/sample`, fileName: 'vendors-sample.csv' },
  noun: { one: 'vendor', many: 'vendors' },
  invalidates: vendorsKey,
};

/** GET /vendors: one page of the realtor's list, the previous page kept on screen while the next loads. */
export function useVendors(filter: { page: number; search: string }) {
  const query = { page: filter.page, per_page: 10, search: filter.search || undefined } satisfies z.input<typeof vendorListQuerySchema>;
  return useQuery({
    queryKey: [...vendorsKey, 'list', filter],
    queryFn: ({ signal }) => api.get<VendorPage>('/vendors', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /vendor, or PUT /vendor/{id} when editing; the list refreshes either way. */
export function useSaveVendor(vendorId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: VendorFields) => (vendorId === null ? api.post<VendorAnswer>('/vendor', fields) : api.put<VendorAnswer>(`/vendor/${vendorId}`, fields)),
    onSuccess: () => client.invalidateQueries({ queryKey: vendorsKey }),
  });
}

export function useDeleteVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vendorId: number) => api.delete<z.output<typeof messageResponseSchema>>(`/vendor/${vendorId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: vendorsKey }),
  });
}
