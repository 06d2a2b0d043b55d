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

/**
 * Rows written per transaction: large enough that a batch's set-based statements carry the cost of an
 * import, small enough to keep each statement's parameters and each transaction's locks modest.
 */
const ROWS_PER_TRANSACTION = 250;

/** A valid row of the file: its number (the header is row 1) and its checked value. */
export type ValidRow<T> = { row: number; value: T };

type CsvImportBase<T, R> = {
  /** The parsed file, header row first (readCsvUpload's table). */
  table: string[][];
  mapping: ColumnMapping;
  fields: readonly CsvField[];
  /** Each mapped row is checked against it; its first message is the row's reason. */
  schema: z.ZodType<T>;
  /** Keys that must not repeat within the file (e.g. the lower-cased e-mail); a repeat is skipped. */
  keysOf?: (value: T) => readonly string[];
  /** Once per batch of valid rows, before writing: the reason each row is refused by what already exists. */
  findConflicts?: (rows: readonly ValidRow<T>[]) => Promise<Map<number, string>>;
  /** After a row was written: the events it emits, committed with the batch. */
  afterRow?: (result: R, emit: Emit) => Promise<void>;
  /** After a batch's rows: one event for all the rows it created (cheaper than one per row in a large file). */
  afterBatch?: (results: R[], emit: Emit) => Promise<void>;
};

export type CsvImport<T, R> = CsvImportBase<T, R> &
  (
    | {
        /** Writes one row inside its savepoint; an AppError (or a unique violation) skips the row with its message. */
        createRow: (tx: Db, value: T) => Promise<R>;
        createRows?: never;
      }
    | {
        /**
         * Writes a batch's rows (those no conflict refused) in a few set-based statements: per row number its
         * result, or the AppError whose message skips it. It must leave nothing of a refused row behind, as
         * no savepoint undoes it; anything it throws fails the whole batch.
         */
        createRows: (tx: Db, rows: readonly ValidRow<T>[]) => Promise<Map<number, R | AppError>>;
        createRow?: never;
      }
  );

type RowOutcome<R> = { result: R } | { reason: string };

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
 * Imports a CSV's rows: all are validated and checked against the file's earlier rows in memory first, then
 * a batch at a time checked against what exists and written in one transaction, with the events of what it
 * created. A bad row is reported with its reason and never blocks the good ones nor leaves half a record.
 * Events are delivered in the background: a large import must not wait for thousands of e-mails.
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
    const writable = valid.filter((row) => !conflicts.has(row.row));
    const done = await platform.events.transaction(
      async (tx, emit) => {
        const written = writable.length > 0 ? await writeRows(tx, plan, writable) : new Map<number, RowOutcome<R>>();
        const skipped: ImportReport['skipped'] = [];
        const results: R[] = [];
        for (const row of batch) {
          const outcome: RowOutcome<R> = !row.ok ? { reason: row.reason } : conflicts.has(row.row) ? { reason: conflicts.get(row.row)! } : written.get(row.row)!;
          if ('reason' in outcome) skipped.push({ row: row.row, reason: outcome.reason });
          else results.push(outcome.result);
        }
        for (const result of results) await plan.afterRow?.(result, emit);
        if (results.length > 0) await plan.afterBatch?.(results, emit);
        return { skipped, created: results.length };
      },
      { wait: false },
    );
    report.created += done.created;
    report.skipped.push(...done.skipped);
  }
  return report;
}

/** A batch's rows written by the plan's createRows, or one savepoint at a time by its createRow. */
async function writeRows<T, R>(tx: Db, plan: CsvImport<T, R>, rows: readonly ValidRow<T>[]): Promise<Map<number, RowOutcome<R>>> {
  const outcomes = new Map<number, RowOutcome<R>>();
  if (plan.createRows) {
    const written = await plan.createRows(tx, rows);
    for (const { row } of rows) {
      if (!written.has(row)) throw new Error(`csv import: createRows left row ${row} without an outcome`);
      const outcome = written.get(row)!;
      outcomes.set(row, outcome instanceof AppError ? { reason: outcome.message } : { result: outcome });
    }
  } else {
    for (const { row, value } of rows) outcomes.set(row, await writeRow(tx, plan.createRow, value));
  }
  return outcomes;
}

/** One row in a savepoint: its result, or why it was refused (the savepoint is rolled back). */
async function writeRow<T, R>(tx: Db, createRow: (tx: Db, value: T) => Promise<R>, value: T): Promise<RowOutcome<R>> {
  try {
    return { result: await tx.transaction((savepoint) => createRow(savepoint as Db, value)) };
  } catch (error) {
    if (error instanceof AppError) return { reason: error.message };
    if (isUniqueViolation(error)) return { reason: m.rowFailed };
    throw error;
  }
}
