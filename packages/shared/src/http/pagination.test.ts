import { describe, expect, it } from 'vitest';
import { pageQuerySchema, showingEntries, toPage } from './pagination';

describe('toPage', () => {
  it('numbers a middle page from its position', () => {
    const page = toPage(['k', 'l', 'm'], 23, { page: 3, per_page: 10 });
    expect(page).toMatchObject({ current_page: 3, last_page: 3, from: 21, to: 23, total: 23 });
  });

  it('gives null bounds and one page for an empty list', () => {
    expect(toPage([], 0, { page: 1, per_page: 10 })).toMatchObject({ from: null, to: null, last_page: 1 });
  });

  it('says what the table footer says', () => {
    expect(showingEntries({ from: 11, to: 20, total: 37 })).toBe('Showing 11 to 20 of 37 entries');
    expect(showingEntries({ from: null, to: null, total: 0 })).toBe('Showing 0 to 0 of 0 entries');
    expect(showingEntries({ from: 1, to: 10, total: 1000, total_is_estimate: true })).toBe('Showing 1 to 10 of 1000+ entries');
    expect(showingEntries({ from: 1, to: 10, total: 1000, total_is_estimate: false })).toBe('Showing 1 to 10 of 1000 entries');
  });
});

describe('pageQuerySchema', () => {
  it('defaults to the first page and refuses pages below 1 and sizes over 100', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, per_page: 10 });
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
  });
});
