import { z } from 'zod';

/**
 * A record's id as a request names it: a positive whole number that fits PostgreSQL's integer. A larger one
 * names nothing, and refused here it never reaches a query, where PostgreSQL would fail on it.
 */
export const recordId = z.coerce.number().int().positive().max(2_147_483_647);
