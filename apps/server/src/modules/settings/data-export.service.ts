import { DATA_EXPORT_DAYS, dataExportMessages, type DataExport } from '@openhouse/shared/settings/data-export';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict } from '../../platform/http/errors';
import { isSafeStoragePath, type StoredFileResolver } from '../stored-files/stored-files';
import { dataExportsOf, findDataExport, findDataExportByKey, insertDataExport, rowsAbout, updateDataExport, type DataExportRow } from './data-export.repository';
import { dataExportReady, dataExportRequested } from './settings.events';
import { zipFiles, type ZipEntry } from '../../platform/zip/zip';

const PREFIX = 'data-exports/';
const DAY_MS = 86_400_000;

function toDataExport(row: DataExportRow, now = Date.now()): DataExport {
  const live = row.status === 'ready' && row.storage_key && row.expires_at && row.expires_at.getTime() > now;
  return {
    id: row.id,
    status: row.status,
    created_at: row.created_at.toISOString(),
    ready_at: row.ready_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    size: row.size,
    path: live ? row.storage_key : null,
  };
}

/** GET /my-data/exports: my latest requests, newest first. */
export async function listDataExports(platform: Platform, actor: Actor): Promise<{ data: DataExport[] }> {
  return { data: (await dataExportsOf(platform.db, actor.id)).map((row) => toDataExport(row)) };
}

/** POST /my-data/exports: the export is prepared by a job; one at a time. */
export async function requestDataExport(platform: Platform, actor: Actor): Promise<{ message: string; data: DataExport }> {
  const row = await platform.events.transaction(async (tx, emit) => {
    if ((await dataExportsOf(tx, actor.id)).some((other) => other.status === 'preparing')) throw conflict(dataExportMessages.alreadyPreparing);
    const created = await insertDataExport(tx, actor.id);
    await emit(dataExportRequested, { exportId: created.id, userId: actor.id });
    return created;
  });
  return { message: dataExportMessages.requested, data: toDataExport(row) };
}

/** Files the person uploaded, named in their rows: their picture and their bidding proofs and the like. */
async function filesIn(platform: Platform, tables: Record<string, Record<string, unknown>[]>): Promise<ZipEntry[]> {
  const keys = new Set<string>();
  for (const rows of Object.values(tables)) {
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== 'string' || !(column === 'picture' || column.endsWith('_path'))) continue;
        const key = value.replace(/^\/api\/v1\//, '');
        if (isSafeStoragePath(key) && !key.startsWith(PREFIX)) keys.add(key);
      }
    }
  }
  const files: ZipEntry[] = [];
  for (const key of keys) {
    const data = await platform.storage.get(key);
    if (data) files.push({ name: `files/${key}`, data });
  }
  return files;
}

/** The job: every row about the person as JSON, one file per table, and their files; stored, then they are told. */
export async function prepareDataExport(platform: Platform, exportId: number, userId: number): Promise<void> {
  const row = await findDataExport(platform.db, exportId);
  if (!row || row.status === 'ready') return;
  try {
    const tables = await rowsAbout(platform.db, userId);
    const entries: ZipEntry[] = Object.entries(tables).map(([table, rows]) => ({ name: `data/${table}.json`, data: Buffer.from(JSON.stringify(rows, null, 2)) }));
    const zip = zipFiles([
      { name: 'README.txt', data: Buffer.from(README) },
      ...entries,
      ...(await filesIn(platform, tables)),
    ]);
    const key = `${PREFIX}${crypto.randomUUID()}.zip`;
    await platform.storage.put(key, zip, 'application/zip');
    const expiresAt = new Date(Date.now() + DATA_EXPORT_DAYS * DAY_MS);
    await updateDataExport(platform.db, exportId, { status: 'ready', storage_key: key, size: zip.length, ready_at: new Date(), expires_at: expiresAt });
    await platform.events.publish(dataExportReady, { exportId, userId, until: expiresAt.toISOString() });
  } catch (error) {
    await updateDataExport(platform.db, exportId, { status: 'failed' });
    throw error;
  }
}

const README = `Everything Openhouse holds about you, as of the moment this file was made.
data/<table>.json: every row that names you, one file per table. Passwords, tokens and codes are never included.
files/: the files you uploaded (your picture, proofs of funds and the like).
`;

/** The zip is readable by its owner only, and only until it expires; to anyone else it does not exist. */
export const dataExportFileResolver: StoredFileResolver = {
  prefix: PREFIX,
  async authorize(platform, actor, path) {
    const row = await findDataExportByKey(platform.db, path);
    if (!row || row.user_id !== actor.id || !toDataExport(row).path) return null;
    return { contentType: 'application/zip', fileName: `openhouse-my-data-${row.created_at.toISOString().slice(0, 10)}.zip` };
  },
};

/** Runs the export job from its event, on the jobs queue (retried with backoff when it fails). */
export function subscribeDataExports(platform: Platform): void {
  platform.events.on(dataExportRequested, 'data-export', (payload) => prepareDataExport(platform, payload.exportId, payload.userId));
}
