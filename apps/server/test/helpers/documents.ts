import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { propertyEvents } from '../../src/modules/insights/insights.schema';
import type { Db } from '../../src/platform/db/client';
import { multipart, type MultipartPart } from './accounts';
import type { TestApp } from './app';

/** A zip archive of stored (uncompressed) entries, enough for content sniffers and Office readers. */
export function zipArchive(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function officeFile(mainType: string, part: string): Buffer {
  return zipArchive({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Override PartName="/${part}" ContentType="${mainType}"/></Types>`,
    [part]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });
}

export const docxDocument = () => officeFile('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', 'word/document.xml');
export const xlsxWorkbook = () => officeFile('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', 'xl/workbook.xml');
export const docmDocument = () => officeFile('application/vnd.ms-word.document.macroEnabled.main+xml', 'word/document.xml');

/** An OLE compound file header: the container of legacy .doc and .xls files (and of .msi installers). */
export function oleContainer(): Buffer {
  const bytes = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

export const elfBinary = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
export const windowsExe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
export const htmlPage = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

export type UploadFile = { filename: string; content: Buffer; contentType?: string };

/** POST /propertie_upload_files/{id} with files (field `files`) and optional form fields. */
export function uploadDocuments(
  t: TestApp,
  propertyId: number,
  files: UploadFile[],
  options: { token?: string; fields?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const parts: MultipartPart[] = [
    ...Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value })),
    ...files.map((file) => ({ name: 'files', filename: file.filename, contentType: file.contentType ?? 'application/octet-stream', content: file.content })),
  ];
  const { payload, headers } = multipart(parts);
  return t.call({ method: 'POST', url: `/api/v1/propertie_upload_files/${propertyId}`, payload, headers, token: options.token });
}

/** The files Storage holds for a property's documents (local disk under DATA_DIR/storage). */
export function storedDocumentFiles(t: TestApp, propertyId: number): string[] {
  const folder = join(t.app.platform.config.DATA_DIR, 'storage', 'property-documents', String(propertyId));
  return existsSync(folder) ? readdirSync(folder) : [];
}

/** An event written straight to the database, at a chosen time. */
export async function insertEvent(
  db: Db,
  event: { property_id: number; event_type: 'view' | 'click' | 'download'; visitor_id: string; user_id?: number | null; created_at?: Date; document_id?: number },
): Promise<void> {
  await db.insert(propertyEvents).values({ ...event, user_id: event.user_id ?? null });
}

/** Events of one property written straight to the database, in order. */
export async function insertEvents(db: Db, propertyId: number, events: readonly Omit<Parameters<typeof insertEvent>[1], 'property_id'>[]): Promise<void> {
  for (const event of events) await insertEvent(db, { property_id: propertyId, ...event });
}

/** A time `days` whole days (and `hours`) before now. */
export function daysAgo(days: number, hours = 0): Date {
  return new Date(Date.now() - days * 86_400_000 - hours * 3_600_000);
}

/** The UTC date (YYYY-MM-DD) `days` days ago, as insight rows name their day. */
export function utcDayAgo(days: number): string {
  return daysAgo(days).toISOString().slice(0, 10);
}
