import { csvImportMessages as m } from '@openhouse/shared/csv-import/messages';
import { columnMappingSchema, mappingProblem, type ColumnMapping, type CsvField } from '@openhouse/shared/csv-import/mapping';
import type { ImportReport } from '@openhouse/shared/csv-import/report';
import { checkRows, skipRepeatedKeys, type CheckedRow } from '@openhouse/shared/csv-import/rows';
import type { z } from 'zod';
import type { Platform } from '../context';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { Emit } from '../events/events';
import { AppError, invalidField } from '../http/errors';

/** Rows written per transaction: each row still has its own savepoint, so one bad row undoes only itself. */
const ROWS_PER_TRANSACTION = 250;

export type CsvImport<T, R> = {
  /** The parsed file, header row first (readCsvUpload's table). */
  table: string[][];
  mapping: ColumnMapping;
  fields: readonly CsvField[];
  /** Each mapped row is checked against it; its first message is the row's reason. */
  schema: z.ZodType<T>;
  /** Keys that must not repeat within the file (e.g. the lower-cased e-mail); a repeat is skipped. */
  keysOf?: (value: T) => readonly string[];
  /** Once per batch of valid rows, before writing: the reason each row is refused by what already exists. */
  findConflicts?: (rows: readonly { row: number; value: T }[]) => Promise<Map<number, string>>;
  /** Writes one row inside its savepoint; an AppError (or a unique violation) skips the row with its message. */
  createRow: (tx: Db, value: T) => Promise<R>;
  /** After a row's savepoint held: the events it emits, committed with the batch. */
  afterRow?: (result: R, emit: Emit) => Promise<void>;
  /** After a batch's rows: one event for all the rows it created (cheaper than one per row in a large file). */
  afterBatch?: (results: R[], emit: Emit) => Promise<void>;
};

/** The mapping field of an import form (JSON: field key -> column index or null), checked against the file. */
export function parseMappingField(raw: string | undefined, fields: readonly CsvField[], columnCount: number): ColumnMapping {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch {
    throw invalidField('mapping', m.mappingInvalid);
  }
  const mapping = columnMappingSchema.safeParse(parsed);
  if (!mapping.success) throw invalidField('mapping', m.mappingInvalid);
  const known = Object.fromEntries(fields.map((field) => [field.key, mapping.data[field.key] ?? null]));
  const problem = mappingProblem(known, fields, columnCount);
  if (problem) throw invalidField('mapping', problem);
  return known;
}

/**
 * Imports a CSV's rows: each is validated, checked against the file's earlier rows and (in batches) against
 * what exists, then written in its own savepoint. A bad row is reported with its reason and never blocks
 * the good ones nor leaves half a record. Events are delivered in the background: a large import must not
 * wait for thousands of e-mails.
 */
export async function importCsvRows<T, R>(platform: Platform, plan: CsvImport<T, R>): Promise<ImportReport> {
  const problem = mappingProblem(plan.mapping, plan.fields, plan.table[0]?.length ?? 0);
  if (problem) throw invalidField('mapping', problem);
  const checked = checkRows(plan.table.slice(1), plan.mapping, plan.schema);
  const rows: CheckedRow<T>[] = plan.keysOf ? skipRepeatedKeys(checked, plan.keysOf, m.duplicateInFile) : checked;
  const report: ImportReport = { created: 0, skipped: [] };
  for (let start = 0; start < rows.length; start += ROWS_PER_TRANSACTION) {
    const batch = rows.slice(start, start + ROWS_PER_TRANSACTION);
    const valid = batch.flatMap((row) => (row.ok ? [{ row: row.row, value: row.value }] : []));
    const conflicts = plan.findConflicts && valid.length > 0 ? await plan.findConflicts(valid) : new Map<number, string>();
    await platform.events.transaction(
      async (tx, emit) => {
        const results: R[] = [];
        for (const row of batch) {
          if (!row.ok) {
            report.skipped.push({ row: row.row, reason: row.reason });
            continue;
          }
          const conflict = conflicts.get(row.row);
          if (conflict) {
            report.skipped.push({ row: row.row, reason: conflict });
            continue;
          }
          const outcome = await writeRow(tx, plan, row.value);
          if ('reason' in outcome) {
            report.skipped.push({ row: row.row, reason: outcome.reason });
            continue;
          }
          report.created += 1;
          results.push(outcome.result);
          await plan.afterRow?.(outcome.result, emit);
        }
        if (results.length > 0) await plan.afterBatch?.(results, emit);
      },
      { wait: false },
    );
  }
  return report;
}

/** One row in a savepoint: its result, or why it was refused (the savepoint is rolled back). */
async function writeRow<T, R>(tx: Db, plan: CsvImport<T, R>, value: T): Promise<{ result: R } | { reason: string }> {
  try {
    return { result: await tx.transaction((savepoint) => plan.createRow(savepoint as Db, value)) };
  } catch (error) {
    if (error instanceof AppError) return { reason: error.message };
    if (isUniqueViolation(error)) return { reason: m.rowFailed };
    throw error;
  }
}
