import { sql, type SQL } from 'drizzle-orm';
import type { Db, SqlRunner } from '../db/client';

/**
 * pg-boss writes its jobs with positional SQL (`$1`, `$2`, …). This runs such a statement on a drizzle
 * handle, which may be an open transaction: a job written this way becomes visible to workers only when
 * the transaction commits, and disappears with it when it rolls back. That is what makes an event part of
 * the change that caused it.
 */
export function sqlRunnerFor(db: Db): SqlRunner {
  return async (text, values = []) => {
    const pieces = text.split(/\$(\d+)/);
    const parts: SQL[] = pieces.map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1] ?? null}`));
    const result = (await db.execute(sql.join(parts))) as unknown as { rows: Record<string, unknown>[] };
    return { rows: result.rows };
  };
}
