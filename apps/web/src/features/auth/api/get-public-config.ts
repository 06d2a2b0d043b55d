import type { publicConfigSchema } from '@openhouse/shared/accounts/responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PublicConfig = z.output<typeof publicConfigSchema>;

export function getPublicConfig(): Promise<PublicConfig> {
  return api.get<PublicConfig>('/config/public', { skipAuthHandling: true });
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config', 'public'], queryFn: getPublicConfig, staleTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
