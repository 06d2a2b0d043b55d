import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PublicConfig = { google_client_id: string | null };

export function getPublicConfig(): Promise<PublicConfig> {
  return api.get<PublicConfig>('/config/public', { skipAuthHandling: true });
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config', 'public'], queryFn: getPublicConfig, staleTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
