import { z } from 'zod';
import { csvImportMessages as m } from './messages';

/** A field an import fills: its key in the row schema, its label, the header spellings that suggest it. */
export type CsvField = { key: string; label: string; required: boolean; aliases: readonly string[] };

/** For each field key, the index of the column that fills it, or null for none. */
export const columnMappingSchema = z.record(z.string(), z.number().int().min(0).nullable());
export type ColumnMapping = z.output<typeof columnMappingSchema>;

function normaliseHeader(header: string): string {
  return header.trim().toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The column each field most likely comes from, by its key, label or an alias; each column used once. */
export function suggestMapping(headers: readonly string[], fields: readonly CsvField[]): ColumnMapping {
  const normalised = headers.map(normaliseHeader);
  const used = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const field of fields) {
    const names = [field.key, field.label, ...field.aliases].map(normaliseHeader);
    const index = normalised.findIndex((header, i) => !used.has(i) && names.includes(header));
    mapping[field.key] = index === -1 ? null : index;
    if (index !== -1) used.add(index);
  }
  return mapping;
}

/** Why a mapping cannot be used for a file of `columnCount` columns, or null when it can. */
export function mappingProblem(mapping: ColumnMapping, fields: readonly CsvField[], columnCount: number): string | null {
  for (const field of fields) {
    const index = mapping[field.key];
    if (field.required && (index === null || index === undefined)) return m.mappingMissing(field.label);
  }
  for (const index of Object.values(mapping)) {
    if (index !== null && index >= columnCount) return m.mappingOutOfRange;
  }
  return null;
}

/** One row's cells as a record of field values (trimmed; an unmapped or missing cell is left out). */
export function applyMapping(cells: readonly string[], mapping: ColumnMapping): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, index] of Object.entries(mapping)) {
    if (index === null) continue;
    const value = cells[index]?.trim();
    if (value) record[key] = value;
  }
  return record;
}
