import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { baseName, isSafeName, joinPath, parsePath } from '@openhouse/shared/file-manager/paths';
import { PAGE_SIZE, PROJECTS_FOLDER, TASK_FILES_FOLDER } from '@openhouse/shared/file-manager/rules';
import type { Actor } from '../../platform/auth/session';
import { newToken } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError, conflict, invalidField, notFound } from '../../platform/http/errors';
import { deleteQuietly } from '../../platform/storage/batch';
import { findEntry, insertEntries, namesIn } from './file-manager.repository';
import { dirRowItem, fileRowItem, findTaskFile, listPlace } from './listing';
import { DISK, hasOwnFiles, ownRootPlace, resolvePlace, type Place } from './places';

type AreaPlace = Extract<Place, { kind: 'area' }>;
const success = (message: string | null = null) => ({ status: 'success' as const, message });

export function requireDisk(disk: string): void {
  if (disk !== DISK) throw notFound(m.diskNotFound);
}

/** The place of a path already checked by the schema; checked again here, since a service must not trust its caller. */
export async function placeOf(platform: Platform, actor: Actor, disk: string, path: string): Promise<Place> {
  requireDisk(disk);
  const segments = parsePath(path);
  if (!segments) throw invalidField('path', m.pathRefused);
  return resolvePlace(platform.db, actor, segments);
}

/** A folder the caller may write in: a stored tree they may change (403 when it is read-only to them). */
export async function writableFolder(platform: Platform, actor: Actor, disk: string, path: string): Promise<AreaPlace> {
  const found = await placeOf(platform, actor, disk, path);
  const place = found.kind === 'root' ? ownRootPlace(actor) : found;
  if (place.kind !== 'area' || !place.writable) throw new AppError(403, m.readOnly);
  if (place.rel !== '') {
    const folder = await findEntry(platform.db, place.area, place.rel);
    if (!folder || folder.kind !== 'dir') throw notFound(m.notFound);
  }
  return place;
}

/** Names that cannot be taken at a tree's root: the folders drawn from other records. */
function reservedNames(place: AreaPlace): string[] {
  if (place.rel !== '') return [];
  return place.project ? [TASK_FILES_FOLDER] : [PROJECTS_FOLDER];
}

export async function takenNames(platform: Platform, place: AreaPlace): Promise<Set<string>> {
  const names = await namesIn(platform.db, place.area, place.rel);
  for (const name of reservedNames(place)) names.add(name);
  return names;
}

export function initialize() {
  return {
    result: success(),
    config: { acl: true, leftDisk: DISK, rightDisk: null, leftPath: null, rightPath: null, windowsConfig: 2, hiddenFiles: false, lang: 'en', disks: { [DISK]: { driver: 'local' } } },
  };
}

export async function content(platform: Platform, actor: Actor, query: { disk: string; path: string; page?: number; per_page?: number }) {
  const place = await placeOf(platform, actor, query.disk, query.path);
  const perPage = query.per_page ?? PAGE_SIZE;
  const page = query.page ?? 1;
  const listing = await listPlace(platform.db, actor, place, { page, perPage });
  const writable = (place.kind === 'root' && hasOwnFiles(actor)) || (place.kind === 'area' && place.writable);
  return {
    result: success(),
    acl: writable ? (2 as const) : (1 as const),
    directories: listing.directories,
    files: listing.files,
    pagination: { page, per_page: perPage, total: listing.total, last_page: Math.max(1, Math.ceil(listing.total / perPage)) },
  };
}

/** One level of folders, each saying whether it holds folders (for the tree's expand arrows). */
export async function tree(platform: Platform, actor: Actor, query: { disk: string; path: string }) {
  const place = await placeOf(platform, actor, query.disk, query.path);
  const listing = await listPlace(platform.db, actor, place, { page: 1, perPage: PAGE_SIZE, directoriesOnly: true });
  return { result: success(), directories: listing.directories };
}

/** A file's bytes, for anyone who may see its folder. */
export async function readFile(platform: Platform, actor: Actor, query: { disk: string; path: string }) {
  const place = await placeOf(platform, actor, query.disk, query.path);
  let found: { name: string; mime: string; key: string } | null = null;
  if (place.kind === 'area' && place.rel !== '') {
    const entry = await findEntry(platform.db, place.area, place.rel);
    if (entry?.kind === 'file' && entry.storage_key) found = { name: entry.name, mime: entry.mime_type ?? 'application/octet-stream', key: entry.storage_key };
  } else if (place.kind === 'task-files') {
    const file = await findTaskFile(platform.db, place.project, place.rel);
    if (file) found = { name: baseName(query.path), mime: file.mime_type, key: file.storage_key };
  }
  const body = found ? await platform.storage.get(found.key) : null;
  if (!found || !body) throw notFound(m.notFound);
  return { name: found.name, contentType: found.mime, body };
}

export async function fileUrl(platform: Platform, actor: Actor, query: { disk: string; path: string }) {
  await readFile(platform, actor, query);
  const search = new URLSearchParams({ disk: query.disk, path: query.path });
  return { result: success(), url: `${platform.config.publicUrl}/api/file-manager/download?${search.toString()}` };
}

export const fileStorageKey = () => `file-manager/${newToken()}`;

/** Inserts entries, answering a 409 when a concurrent request took one of the names first. */
export async function insertNamed(platform: Platform, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.exists);
    throw error;
  }
}

export async function createDirectory(platform: Platform, actor: Actor, body: { disk: string; path: string; name: string }) {
  const place = await writableFolder(platform, actor, body.disk, body.path);
  if (!isSafeName(body.name)) throw invalidField('name', m.nameRefused);
  if ((await takenNames(platform, place)).has(body.name)) throw conflict(m.exists);
  const rel = joinPath(place.rel, body.name);
  await insertNamed(platform, () =>
    platform.events.transaction((tx) => insertEntries(tx, [{ area: place.area, path: rel, parent: place.rel, name: body.name, kind: 'dir', created_by: actor.id }])),
  );
  const row = (await findEntry(platform.db, place.area, rel))!;
  const listing = await listPlace(platform.db, actor, place, { page: 1, perPage: PAGE_SIZE, directoriesOnly: true });
  return { result: success(m.dirCreated), directory: dirRowItem(place.prefix, row, true), tree: listing.directories };
}

/** An empty text file, as the reference's "new file" makes. */
export async function createFile(platform: Platform, actor: Actor, body: { disk: string; path: string; name: string }) {
  const place = await writableFolder(platform, actor, body.disk, body.path);
  if (!isSafeName(body.name)) throw invalidField('name', m.nameRefused);
  if ((await takenNames(platform, place)).has(body.name)) throw conflict(m.exists);
  const key = fileStorageKey();
  await platform.storage.put(key, Buffer.alloc(0), 'text/plain');
  const rel = joinPath(place.rel, body.name);
  try {
    await insertNamed(platform, () =>
      platform.events.transaction((tx) =>
        insertEntries(tx, [{ area: place.area, path: rel, parent: place.rel, name: body.name, kind: 'file', storage_key: key, mime_type: 'text/plain', size: 0, created_by: actor.id }]),
      ),
    );
  } catch (error) {
    await deleteQuietly(platform, [key]);
    throw error;
  }
  const row = (await findEntry(platform.db, place.area, rel))!;
  return { result: success(m.fileCreated), file: fileRowItem(place.prefix, row, true) };
}

