import type { dataExportRequestedSchema, dataExportsResponseSchema, DataExport } from '@openhouse/shared/settings/data-export';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE, api } from '../../../lib/api-client';

type Exports = z.output<typeof dataExportsResponseSchema>;

const dataExportsKey = ['data-exports'] as const;
const preparing = (exports: DataExport[] | undefined) => exports?.some((item) => item.status === 'preparing') ?? false;

/** My export requests; looked at again every few seconds while one is being prepared. */
export function useDataExports() {
  return useQuery({
    queryKey: dataExportsKey,
    queryFn: ({ signal }) => api.get<Exports>('/my-data/exports', { signal }),
    refetchInterval: (query) => (preparing(query.state.data?.data) ? 2000 : false),
  });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<z.output<typeof dataExportRequestedSchema>>('/my-data/exports'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportsKey }),
  });
}

/** A plain link cannot carry the Authorization header, so the session token rides in the query (as for contracts). */
export function dataExportDownloadUrl(path: string, token: string | null | undefined): string {
  const query = new URLSearchParams({ download: '1', ...(token ? { token } : {}) });
  return `${API_BASE}/storage/${path.split('/').map(encodeURIComponent).join('/')}?${query.toString()}`;
}
