import { describe, expect, it } from 'vitest';
import { applyFilterChange, filtersFromParams, hasActiveFilters } from './use-property-filters';

describe('browsing filters in the URL', () => {
  it('reads each key on its own and drops bad values', () => {
    const filters = filtersFromParams(new URLSearchParams('q=oak&min_beds=3&property_type=castle&sort=price_asc&page=2&max_price=abc'));
    expect(filters).toEqual({ q: 'oak', min_beds: 3, sort: 'price_asc', page: 2 });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(filtersFromParams(new URLSearchParams('sort=oldest&page=3')))).toBe(false);
  });

  it('returns to page 1 on a filter change and leaves defaults out of the URL', () => {
    const next = applyFilterChange(new URLSearchParams('page=3&view=list&q=oak'), { min_baths: 2, q: '' });
    expect(next.toString()).toBe('view=list&min_baths=2');
    expect(applyFilterChange(new URLSearchParams('q=oak'), { page: 4 }).toString()).toBe('q=oak&page=4');
    expect(applyFilterChange(new URLSearchParams('sort=price_asc'), { sort: 'newest' }).toString()).toBe('');
  });
});
