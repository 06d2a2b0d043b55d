/**
 * What pages show about a paged list, apart from its zod schemas (pagination.ts re-exports all of it): a page
 * that imports a label from a module holding schemas downloads all of zod (docs/ARCHITECTURE.md, Web).
 */
export type Page<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
};

/** What an empty table reads (spec: empty tables). */
export const NO_RECORDS = 'No Records Found';

/**
 * The table footer text: 'Showing X to Y of Z entries'; a total that is only a lower bound (a search
 * past its count cap, `total_is_estimate`) reads 'Z+'.
 */
export function showingEntries(page: Pick<Page<unknown>, 'from' | 'to' | 'total'> & { total_is_estimate?: boolean }): string {
  return `Showing ${page.from ?? 0} to ${page.to ?? 0} of ${page.total}${page.total_is_estimate ? '+' : ''} entries`;
}
