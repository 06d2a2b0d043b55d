import { z } from 'zod';
import { columnMappingSchema } from './mapping';

/** A row left out of an import: its line number in the file (the header is row 1) and why. */
export const skippedRowSchema = z.object({ row: z.number().int(), reason: z.string() });

/** What an import did: how many rows it created and which it skipped, each with its reason. */
export const importReportSchema = z.object({ created: z.number().int(), skipped: z.array(skippedRowSchema) });
export type ImportReport = z.output<typeof importReportSchema>;

/** What a preview shows before anything is written: the columns, the first rows, a suggested mapping. */
export const importPreviewSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  total_rows: z.number().int(),
  mapping: columnMappingSchema,
  fields: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean() })),
});
export type ImportPreview = z.output<typeof importPreviewSchema>;

/** How many data rows a preview shows. */
export const PREVIEW_ROWS = 5;
/** The most data rows one import takes, and the largest file (bytes). */
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
