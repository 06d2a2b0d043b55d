import type { labelInputSchema, labelListSchema, labelResponseSchema, roleListSchema } from '@openhouse/shared/network/network-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { networkKey, networkKeys } from './network-keys';

/** GET /network-labels: my labels. */
export function useLabels() {
  return useQuery({
    queryKey: networkKeys.labels,
    queryFn: ({ signal }) => api.get<z.output<typeof labelListSchema>>('/network-labels', { signal }).then((answer) => answer.data),
  });
}

/** GET /network-roles */
export function useNetworkRoles() {
  return useQuery({
    queryKey: networkKeys.roles,
    queryFn: ({ signal }) => api.get<z.output<typeof roleListSchema>>('/network-roles', { signal }).then((answer) => answer.data),
    staleTime: Infinity,
  });
}

/** POST /network-labels { label_name } */
export function useCreateLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof labelInputSchema>) => api.post<z.output<typeof labelResponseSchema>>('/network-labels', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.labels }),
  });
}

/** PUT /network-labels/{id} { label_name }: the prospects list shows the new name too. */
export function useRenameLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, label_name }: { id: number; label_name: string }) => api.put<z.output<typeof labelResponseSchema>>(`/network-labels/${id}`, { label_name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKey }),
  });
}

/** DELETE /network-labels/{id}: the prospects stay, without the label. */
export function useDeleteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/network-labels/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKey }),
  });
}
