import { mapAreaIssue, propertyListQuerySchema, type PropertyListQuery } from '@openhouse/shared/properties/listing';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The browsing page's filters; they live in the URL under the API's own keys, so a link shares them. */
/** The map's box ("Search this area"): all four or none. */
export const BOX_KEYS = ['min_lat', 'max_lat', 'min_lng', 'max_lng'] as const;
export const FILTER_KEYS = ['q', 'min_price', 'max_price', 'min_beds', 'min_baths', 'property_type', 'status', ...BOX_KEYS] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** On phones the results are a list or a map (side by side from 992 px, where there is room for both). */
export type ResultsView = 'list' | 'map';

export type PropertyFilters = Pick<PropertyListQuery, FilterKey | 'sort' | 'page'>;

const shape = propertyListQuerySchema.shape;

/** Reads each key on its own, so one hand-edited bad value is dropped instead of voiding the rest. */
export function filtersFromParams(params: URLSearchParams): PropertyFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') filters[key] = parsed.data;
  }
  // A box missing an edge (or upside down) would be refused by the server: it is dropped as a whole.
  if (mapAreaIssue(filters) !== null) for (const key of BOX_KEYS) delete filters[key];
  const sort = shape.sort.safeParse(params.get('sort') ?? undefined);
  const page = shape.page.safeParse(params.get('page') ?? undefined);
  return { ...filters, sort: sort.success ? sort.data : 'newest', page: page.success ? page.data : 1 } as PropertyFilters;
}

export function hasActiveFilters(filters: PropertyFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}

type Change = Partial<Record<FilterKey | 'auctions_only' | 'sort' | 'page' | 'view', string | number | null | undefined>>;

/**
 * The URL after a change: empty values are removed, and any filter change returns to page 1. A new text search
 * leaves the map's box behind: "Austin" looked for inside a box drawn over Denver would find nothing.
 */
export function applyFilterChange(params: URLSearchParams, change: Change): URLSearchParams {
  const next = new URLSearchParams(params);
  if ('q' in change && (change.q ?? '') !== (params.get('q') ?? '')) for (const key of BOX_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in change)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  if (next.get('sort') === 'newest') next.delete('sort');
  if (next.get('view') === 'list') next.delete('view');
  return next;
}

export function usePropertyFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const view: ResultsView = params.get('view') === 'map' ? 'map' : 'list';

  /** `replace` for keystrokes, so the back button skips half-typed searches. */
  const update = useCallback(
    (change: Change, options: { replace?: boolean } = {}) => setParams((current) => applyFilterChange(current, change), { replace: options.replace }),
    [setParams],
  );
  const clear = useCallback(() => setParams((current) => applyFilterChange(new URLSearchParams(current.get('view') ? { view: current.get('view') ?? '' } : {}), {})), [setParams]);

  return { filters, view, active: hasActiveFilters(filters), update, clear };
}
