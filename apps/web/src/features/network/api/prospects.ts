import type { bulkLabelSchema, messageOnlySchema, prospectInputSchema, prospectListQuerySchema, prospectPageSchema, prospectResponseSchema } from '@openhouse/shared/network/network-schemas';
import type { timelineResponseSchema } from '@openhouse/shared/network/timeline-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CsvImportSetup } from '../../../components/csv-import/csv-import-modal';
import { api, API_BASE } from '../../../lib/api-client';
import { networkKey, networkKeys } from './network-keys';

/** The list's query as the page sets it (the schema's input types its coerced numbers as unknown). */
export type ProspectFilters = { [K in keyof z.input<typeof prospectListQuerySchema>]?: K extends 'search' ? string : number };
export type ProspectBody = z.input<typeof prospectInputSchema>;
type ProspectAnswer = z.output<typeof prospectResponseSchema>;

/** POST /prospects-import (preview, then the import); the sample CSV is public, so a plain link downloads it. */
export const prospectImport: CsvImportSetup = {
  title: 'Import Prospects',
  path: '/prospects-import',
  sample: { url: `${API_BASE}/prospects-import/sample`, fileName: 'prospects-sample.csv' },
  noun: { one: 'prospect', many: 'prospects' },
  invalidates: networkKey,
};

/** GET /prospects with search, label, role and paging. */
export function useProspects(filters: ProspectFilters) {
  return useQuery({
    queryKey: networkKeys.prospects(filters),
    queryFn: ({ signal }) => api.get<z.output<typeof prospectPageSchema>>('/prospects', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /network, or PUT /network/{id} when editing. */
export function useSaveProspect(prospectId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProspectBody) => (prospectId === null ? api.post<ProspectAnswer>('/network', body) : api.put<ProspectAnswer>(`/network/${prospectId}`, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKey }),
  });
}

/** DELETE /network/{id} */
export function useDeleteProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prospectId: number) => api.delete<z.output<typeof messageOnlySchema>>(`/network/${prospectId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKey }),
  });
}

/** POST /prospects/labels: the bulk action. */
export function useBulkLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof bulkLabelSchema>) => api.post<z.output<typeof messageOnlySchema>>('/prospects/labels', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKey }),
  });
}

/** GET /network/{id}: one prospect, for their page. */
export function useProspect(prospectId: number) {
  return useQuery({
    queryKey: networkKeys.prospect(prospectId),
    queryFn: ({ signal }) => api.get<z.output<typeof prospectResponseSchema>>(`/network/${prospectId}`, { signal }).then((answer) => answer.data),
    enabled: Number.isInteger(prospectId) && prospectId > 0,
  });
}

/** GET /network/{id}/timeline: how they came, notes, messages and meetings, newest first. */
export function useProspectTimeline(prospectId: number) {
  return useQuery({
    queryKey: networkKeys.timeline(prospectId),
    queryFn: ({ signal }) => api.get<z.output<typeof timelineResponseSchema>>(`/network/${prospectId}/timeline`, { signal }).then((answer) => answer.data),
    enabled: Number.isInteger(prospectId) && prospectId > 0,
  });
}
