import { mapAreaIssue, propertyListQuerySchema } from '@openhouse/shared/properties/listing';
import { BOX_KEYS, FILTER_KEYS, type PropertyFilters } from './filter-keys';

/** The listing query's schema reads the URL, key by key; loaded when a URL has filters (use-property-filters.ts). */
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
