import type { PropertyListQuery, propertyPageSchema } from '@openhouse/shared/properties/listing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type Query } from '../../../lib/api-client';
import { propertyKeys } from './property-keys';

export type PropertyListParams = Partial<PropertyListQuery>;
type PropertyPage = z.output<typeof propertyPageSchema>;

/** Booleans travel as 1, as the server's flag parser reads them; unset keys are left out. */
function toQuery(params: PropertyListParams): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === false) continue;
    query[key] = value === true ? 1 : value;
  }
  return query;
}

/** GET /properties{query}: search, filters, sort and one server page. */
export function getProperties(params: PropertyListParams, signal?: AbortSignal): Promise<PropertyPage> {
  return api.get<PropertyPage>('/properties', { query: toQuery(params), signal });
}

export const propertiesQueryOptions = (params: PropertyListParams) =>
  queryOptions({
    queryKey: propertyKeys.list(params),
    queryFn: ({ signal }) => getProperties(params, signal),
    // The table keeps the previous page on screen while the next loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export function useProperties(params: PropertyListParams) {
  return useQuery(propertiesQueryOptions(params));
}
