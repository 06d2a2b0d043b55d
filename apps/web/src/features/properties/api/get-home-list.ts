import { HOME_LIST_LIMITS } from '@openhouse/shared/properties/home-lists';
import type { homeListQuerySchema, propertyListResponseSchema } from '@openhouse/shared/properties/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { propertyKeys } from './property-keys';

export type HomeListKind = keyof typeof HOME_LIST_LIMITS;
type HomeList = z.output<typeof propertyListResponseSchema>;

/** The spec's paths for the four home lists. */
const PATHS: Record<HomeListKind, string> = {
  trending: '/trending_property',
  recommended: '/recommended_property',
  featured: '/featured_property',
  recently_added: '/recently_added_property',
};

/** GET /trending_property, /recommended_property?limit=3, /featured_property?limit=2, /recently_added_property. */
export function getHomeList(kind: HomeListKind, signal?: AbortSignal): Promise<HomeList> {
  const query = { limit: HOME_LIST_LIMITS[kind] } satisfies z.input<typeof homeListQuerySchema>;
  return api.get<HomeList>(PATHS[kind], { query, signal });
}

export const homeListQueryOptions = (kind: HomeListKind) =>
  queryOptions({
    queryKey: propertyKeys.home(kind),
    queryFn: ({ signal }) => getHomeList(kind, signal),
  });

export function useHomeList(kind: HomeListKind) {
  return useQuery(homeListQueryOptions(kind));
}
