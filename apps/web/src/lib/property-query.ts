import type { propertyResponseSchema } from '@openhouse/shared/properties/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client';

/**
 * Every cached listing (pages, home lists, details) lives under one root key, so a favourite toggle, a
 * save or a live bid can patch and then invalidate all of them at once.
 */
export const propertiesKey = ['properties'] as const;

/** GET /properties/{id} is cached once under this key, whichever feature shows it. */
export const propertyKey = (id: number) => [...propertiesKey, 'detail', id] as const;

export type PropertyAnswer = z.output<typeof propertyResponseSchema>;

/**
 * GET /properties/{id}: the listing, whether the caller is on its listing side or may edit it, its
 * transactions and its auction. Public, so a stale token must not greet a visitor with the login modal:
 * the global 401 handling is skipped.
 */
export function getProperty(id: number, signal?: AbortSignal): Promise<PropertyAnswer> {
  return api.get<PropertyAnswer>(`/properties/${id}`, { signal, skipAuthHandling: true });
}

/** The one query of a listing: every page, modal and header showing listing `id` shares its cache entry. */
export const propertyQuery = (id: number) => queryOptions({ queryKey: propertyKey(id), queryFn: ({ signal }) => getProperty(id, signal) });

const isId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

/** The answer as the server gave it (`data` is the listing). */
export function useProperty(id: number, enabled = true, refetchInterval: number | false = false) {
  return useQuery({ ...propertyQuery(id), enabled: enabled && isId(id), refetchInterval });
}

/** Just the listing, for pages that only name it in their header. */
export function usePropertyDetail(id: number | null, enabled = true) {
  return useQuery({ ...propertyQuery(id ?? 0), select: (answer) => answer.data, enabled: enabled && isId(id) });
}
