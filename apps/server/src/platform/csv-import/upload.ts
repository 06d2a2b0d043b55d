import { csvImportMessages as m } from '@openhouse/shared/csv-import/messages';
import { readCsv } from '@openhouse/shared/csv-import/parse';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@openhouse/shared/csv-import/report';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, invalidField } from '../http/errors';
import { readMultipart } from '../http/multipart';

/** A CSV upload read whole: the table (header row first) and the form's plain fields. */
export type CsvUpload = { table: string[][]; fields: Record<string, string> };

/**
 * Reads one CSV file (any file field; `file` by convention) and the plain fields of a multipart form.
 * The file is judged by its bytes, not its name: a recognisable binary (a spreadsheet, an image) or text
 * that is not UTF-8 is refused with a message saying what to do; so is a file over the size or row cap.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  let file: Buffer | null = null;
  const fields: Record<string, string> = {};
  await readMultipart(request, {
    notMultipart: m.notMultipart,
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, parts: 11 },
    tooLarge: (field) => new AppError(413, m.tooLarge, { [field]: [m.tooLarge] }),
    onFile: (part) => {
      if (part.bytes.length > 0) file = part.bytes;
    },
    onField: (name, value) => {
      fields[name] = value;
    },
    mapError: (error) => ((error as { code?: string }).code === 'FST_FILES_LIMIT' ? invalidField('file', m.fileRequired) : undefined),
  });
  const bytes: Buffer | null = file;
  if (!bytes) throw invalidField('file', m.fileRequired);
  if (await fileTypeFromBuffer(bytes)) throw invalidField('file', m.notText);
  const parsed = readCsv(bytes);
  if (!parsed.ok) throw invalidField('file', parsed.message);
  if (parsed.rows.length - 1 > MAX_IMPORT_ROWS) throw new AppError(413, m.tooManyRows, { file: [m.tooManyRows] });
  return { table: parsed.rows, fields };
}
