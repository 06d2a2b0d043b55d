import { z } from 'zod';
import type { Page } from './page-labels';

export { NO_RECORDS, showingEntries, type Page } from './page-labels';

export const MAX_PER_PAGE = 100;

/** `?page=N&per_page=M` as every paged list reads it; pages start at 1. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  });
}

/** Builds the page envelope from one page of rows and the total count. */
export function toPage<T>(rows: T[], total: number, query: PageQuery): Page<T> {
  const from = rows.length === 0 ? null : (query.page - 1) * query.per_page + 1;
  return {
    data: rows,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    from,
    to: from === null ? null : from + rows.length - 1,
    total,
  };
}
