import { describe, expect, it } from 'vitest';
import { filtersFromParams } from './filters-from-params';
import { applyFilterChange, hasActiveFilters } from './use-property-filters';

describe('browsing filters in the URL', () => {
  it('reads each key on its own and drops bad values', () => {
    const filters = filtersFromParams(new URLSearchParams('q=oak&min_beds=3&property_type=castle&sort=price_asc&page=2&max_price=abc'));
    expect(filters).toEqual({ q: 'oak', min_beds: 3, sort: 'price_asc', page: 2 });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(filtersFromParams(new URLSearchParams('sort=oldest&page=3')))).toBe(false);
  });

  it('returns to page 1 on a filter change and leaves defaults out of the URL', () => {
    const next = applyFilterChange(new URLSearchParams('page=3&view=map&q=oak'), { min_baths: 2, q: '' });
    expect(next.toString()).toBe('view=map&min_baths=2');
    expect(applyFilterChange(new URLSearchParams('q=oak'), { page: 4 }).toString()).toBe('q=oak&page=4');
    expect(applyFilterChange(new URLSearchParams('sort=price_asc'), { sort: 'newest' }).toString()).toBe('');
  });

  it('drops the map area when the text search changes, and keeps it otherwise', () => {
    const inBox = new URLSearchParams('q=oak&min_lat=1&max_lat=2&min_lng=3&max_lng=4');
    expect(applyFilterChange(inBox, { q: 'elm' }).toString()).toBe('q=elm');
    expect(applyFilterChange(inBox, { q: 'oak', min_beds: 2 }).toString()).toBe('q=oak&min_lat=1&max_lat=2&min_lng=3&max_lng=4&min_beds=2');
  });

  it('reads the map area only when all four edges are there', () => {
    expect(filtersFromParams(new URLSearchParams('min_lat=38.5&max_lat=38.6&min_lng=-121.5&max_lng=-121.4'))).toMatchObject({ min_lat: 38.5, max_lat: 38.6, min_lng: -121.5, max_lng: -121.4 });
    expect(filtersFromParams(new URLSearchParams('min_lat=38.5&max_lat=38.6&min_lng=-121.5'))).toEqual({ sort: 'newest', page: 1 });
    expect(filtersFromParams(new URLSearchParams('min_lat=39&max_lat=38&min_lng=-121.5&max_lng=-121.4'))).toEqual({ sort: 'newest', page: 1 });
  });
});
