import type { PageQuery } from '@openhouse/shared/http/pagination';

/** The SQL window for a page. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}
