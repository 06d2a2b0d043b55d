import type { z } from 'zod';
import { applyMapping, suggestMapping, type ColumnMapping, type CsvField } from './mapping';
import { PREVIEW_ROWS, type ImportPreview } from './report';

/** A data row checked against the row schema: its value, or the reason it is skipped. */
export type CheckedRow<T> = { row: number; ok: true; value: T } | { row: number; ok: false; reason: string };

/** Row numbers count the header as row 1, as a spreadsheet shows them. */
export const FIRST_DATA_ROW = 2;

/**
 * Each data row mapped to a record and validated: the schema's first message becomes the row's reason,
 * so a row is reported in the words the add form would use.
 */
export function checkRows<T>(dataRows: readonly (readonly string[])[], mapping: ColumnMapping, schema: z.ZodType<T>): CheckedRow<T>[] {
  return dataRows.map((cells, index) => {
    const row = index + FIRST_DATA_ROW;
    const parsed = schema.safeParse(applyMapping(cells, mapping));
    if (parsed.success) return { row, ok: true, value: parsed.data };
    return { row, ok: false, reason: parsed.error.issues[0]?.message ?? 'Invalid row.' };
  });
}

/**
 * Rows whose key repeats an earlier row's are skipped with `reason`: the file is read top to bottom, so the
 * first one wins, as it would if the rows were added by hand.
 */
export function skipRepeatedKeys<T>(rows: readonly CheckedRow<T>[], keysOf: (value: T) => readonly string[], reason: string): CheckedRow<T>[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    if (!row.ok) return row;
    const keys = keysOf(row.value);
    if (keys.some((key) => seen.has(key))) return { row: row.row, ok: false, reason };
    keys.forEach((key) => seen.add(key));
    return row;
  });
}

/** The preview of a parsed file (header row first): what the mapping step shows. */
export function previewOf(table: readonly (readonly string[])[], fields: readonly CsvField[]): ImportPreview {
  const [header = [], ...data] = table;
  return {
    columns: [...header],
    rows: data.slice(0, PREVIEW_ROWS).map((cells) => [...cells]),
    total_rows: data.length,
    mapping: suggestMapping(header, fields),
    fields: fields.map(({ key, label, required }) => ({ key, label, required })),
  };
}
