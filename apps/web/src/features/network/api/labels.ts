import type { labelInputSchema, labelListSchema, labelResponseSchema, roleListSchema } from '@openhouse/shared/network/network-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { networkKeys } from './network-keys';

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
