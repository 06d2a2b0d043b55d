import { use, useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BOX_KEYS, FILTER_KEYS, type FilterKey, type PropertyFilters, type ResultsView } from './filter-keys';

export { BOX_KEYS, FILTER_KEYS, type FilterKey, type PropertyFilters, type ResultsView } from './filter-keys';

type FiltersParser = typeof import('./filters-from-params').filtersFromParams;

/** What an address without filter, sort or page keys means: no parsing, so no schemas, needed. */
const NO_FILTERS: PropertyFilters = { sort: 'newest', page: 1 };
const PARSED_KEYS: readonly string[] = [...FILTER_KEYS, 'sort', 'page'];

/**
 * The URL is read with the listing query's own schema, which brings zod (about 25 KiB gzipped). A visitor
 * opening /homes from a link usually has no filters in it, so the schema loads after the first paint, and
 * first only for an address that carries filters (docs/ARCHITECTURE.md, Web).
 */
let parser: FiltersParser | undefined;
let loadingParser: Promise<FiltersParser> | undefined;
export function loadParser(): Promise<FiltersParser> {
  loadingParser ??= import('./filters-from-params').then(
    (module) => (parser = module.filtersFromParams),
    (error: unknown) => {
      loadingParser = undefined;
      throw error;
    },
  );
  return loadingParser;
}

const carriesFilters = (params: URLSearchParams) => PARSED_KEYS.some((key) => params.has(key));

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
  // Suspends (the layout's page loader) until the schema is here, only when the address has filters to read.
  const parse = parser ?? (carriesFilters(params) ? use(loadParser()) : undefined);
  const filters = useMemo(() => (parse ? parse(params) : NO_FILTERS), [parse, params]);
  // The first filter chosen should not wait for the schema.
  useEffect(() => void loadParser().catch(() => undefined), []);
  const view: ResultsView = params.get('view') === 'map' ? 'map' : 'list';

  /** `replace` for keystrokes, so the back button skips half-typed searches. */
  const update = useCallback(
    (change: Change, options: { replace?: boolean } = {}) => setParams((current) => applyFilterChange(current, change), { replace: options.replace }),
    [setParams],
  );
  const clear = useCallback(() => setParams((current) => applyFilterChange(new URLSearchParams(current.get('view') ? { view: current.get('view') ?? '' } : {}), {})), [setParams]);

  return { filters, view, active: hasActiveFilters(filters), update, clear };
}
