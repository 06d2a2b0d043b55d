import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { baseName, freeName, isSafeName, joinPath, parentOf } from '@openhouse/shared/file-manager/paths';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@openhouse/shared/file-manager/rules';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError, conflict, invalidField, notFound } from '../../platform/http/errors';
import { deleteQuietly, putAll, type FileToStore } from '../../platform/storage/batch';
import { readForm } from '../projects/project-files';
import { deleteSubtree, findEntry, insertEntries, moveSubtree, subtreeOf, type EntryRow, type NewEntry } from './file-manager.repository';
import { fileStorageKey, insertNamed, placeOf, takenNames, writableFolder } from './file-manager.service';
import { fileRowItem, findTaskFile } from './listing';
import type { Place } from './places';
import { judgeUpload } from './upload-check';

type AreaPlace = Extract<Place, { kind: 'area' }>;
const success = (message: string) => ({ status: 'success' as const, message });
const uploadRefused = (message: string = m.uploadRefused) => new AppError(422, message, { files: [message] });

/**
 * POST upload (multipart: disk, path, files[]): every file judged by its bytes before any is stored; a name
 * already taken gets " (2)" (then " (3)"), never overwriting and never skipping. All or nothing.
 */
export async function upload(platform: Platform, actor: Actor, request: FastifyRequest) {
  const form = await readForm(request, { maxBytes: UPLOAD_MAX_BYTES, maxFiles: UPLOAD_MAX_FILES, tooLargeMessage: m.uploadRefused, tooManyMessage: m.tooManyItems, fileField: 'files', preservePath: true });
  const field = (name: string) => {
    const value = form.fields[name];
    return typeof value === 'string' ? value : '';
  };
  const place = await writableFolder(platform, actor, field('disk'), field('path'));
  if (form.files.length === 0) throw invalidField('files', m.noFiles);
  const taken = await takenNames(platform, place);
  const stored: (FileToStore & { entry: NewEntry })[] = [];
  for (const file of form.files) {
    if (!isSafeName(file.filename)) throw uploadRefused(m.nameRefused);
    const judged = await judgeUpload(file.bytes, file.filename);
    if (!judged || !isSafeName(judged.name)) throw uploadRefused();
    const name = freeName(judged.name, taken, true);
    taken.add(name);
    const key = fileStorageKey();
    const rel = joinPath(place.rel, name);
    stored.push({
      key,
      body: file.bytes,
      contentType: judged.mime,
      entry: { area: place.area, path: rel, parent: place.rel, name, kind: 'file', storage_key: key, mime_type: judged.mime, size: file.bytes.length, created_by: actor.id },
    });
  }
  await putAll(platform, stored);
  let rows: EntryRow[] = [];
  try {
    await insertNamed(platform, async () => {
      rows = await platform.events.transaction((tx) => insertEntries(tx, stored.map((file) => file.entry)));
    });
  } catch (error) {
    await deleteQuietly(platform, stored.map((file) => file.key));
    throw error;
  }
  return { result: success(m.uploaded), files: rows.map((row) => fileRowItem(place.prefix, row, true)) };
}

/** An item the caller names for a change: an entry of a stored tree they may write in. */
async function writableEntry(platform: Platform, actor: Actor, disk: string, path: string): Promise<{ place: AreaPlace; entry: EntryRow }> {
  const place = await placeOf(platform, actor, disk, path);
  if (place.kind === 'task-files' || (place.kind === 'area' && place.rel !== '' && !place.writable)) throw new AppError(403, m.readOnly);
  if (place.kind !== 'area' || place.rel === '') throw new AppError(403, m.readOnly);
  const entry = await findEntry(platform.db, place.area, place.rel);
  if (!entry) throw notFound(m.notFound);
  return { place, entry };
}

/** POST delete: every item is checked first; then all of them go in one transaction, and their bytes after it. */
export async function deleteItems(platform: Platform, actor: Actor, body: { disk: string; items: { path: string; type: 'dir' | 'file' }[] }) {
  const targets: { place: AreaPlace; entry: EntryRow }[] = [];
  for (const item of body.items) {
    const target = await writableEntry(platform, actor, body.disk, item.path);
    if (target.entry.kind !== item.type) throw notFound(m.notFound);
    targets.push(target);
  }
  const keys = await platform.events.transaction(async (tx) => {
    const all: string[] = [];
    for (const { place } of targets) all.push(...(await deleteSubtree(tx, place.area, place.rel)));
    return all;
  });
  await deleteQuietly(platform, keys);
  return { result: success(m.deleted) };
}

type Source = { kind: 'entry'; place: AreaPlace; entry: EntryRow } | { kind: 'task-file'; name: string; key: string; mime: string; size: number };

async function readableSource(platform: Platform, actor: Actor, disk: string, path: string, type: 'dir' | 'file'): Promise<Source> {
  const place = await placeOf(platform, actor, disk, path);
  if (place.kind === 'task-files' && type === 'file') {
    const file = await findTaskFile(platform.db, place.project, place.rel);
    if (file) return { kind: 'task-file', name: baseName(path), key: file.storage_key, mime: file.mime_type, size: file.size };
  }
  if (place.kind === 'area' && place.rel !== '') {
    const entry = await findEntry(platform.db, place.area, place.rel);
    if (entry && entry.kind === type) return { kind: 'entry', place, entry };
  }
  throw notFound(m.notFound);
}

const isInside = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);

/** Copies a stored subtree (or a task file) into the target folder under `name`: new rows, and a copy of every file's bytes. */
async function copyInto(platform: Platform, actor: Actor, source: Source, target: AreaPlace, name: string): Promise<{ entries: NewEntry[]; files: FileToStore[] }> {
  const rel = joinPath(target.rel, name);
  if (source.kind === 'task-file') {
    const body = await platform.storage.get(source.key);
    if (!body) throw notFound(m.notFound);
    const key = fileStorageKey();
    return {
      entries: [{ area: target.area, path: rel, parent: target.rel, name, kind: 'file', storage_key: key, mime_type: source.mime, size: body.length, created_by: actor.id }],
      files: [{ key, body, contentType: source.mime }],
    };
  }
  const rows = await subtreeOf(platform.db, source.place.area, source.place.rel);
  const entries: NewEntry[] = [];
  const files: FileToStore[] = [];
  for (const row of rows) {
    const path = rel + row.path.slice(source.place.rel.length);
    let key: string | null = null;
    if (row.kind === 'file' && row.storage_key) {
      const body = await platform.storage.get(row.storage_key);
      if (!body) continue;
      key = fileStorageKey();
      files.push({ key, body, contentType: row.mime_type ?? 'application/octet-stream' });
    }
    entries.push({ area: target.area, path, parent: row.path === source.place.rel ? target.rel : parentOf(path), name: row.path === source.place.rel ? name : row.name, kind: row.kind, storage_key: key, mime_type: row.mime_type, size: row.size, created_by: actor.id });
  }
  return { entries, files };
}

/**
 * POST paste: the clipboard's items (copy or cut) into a folder the caller may write in. Every path, the
 * clipboard's included, is resolved on the caller's own disk; a cut also needs write access where it comes
 * from. A name already taken in the target gets " (2)". A folder is never pasted into itself.
 */
export async function paste(platform: Platform, actor: Actor, body: { disk: string; path: string; clipboard: { type: 'copy' | 'cut'; disk: string; directories: string[]; files: string[] } }) {
  const target = await writableFolder(platform, actor, body.disk, body.path);
  const { clipboard } = body;
  if (clipboard.directories.length + clipboard.files.length === 0) throw invalidField('clipboard', m.notFound);
  const named = [...clipboard.directories.map((path) => ({ path, type: 'dir' as const })), ...clipboard.files.map((path) => ({ path, type: 'file' as const }))];
  const sources: Source[] = [];
  for (const item of named) {
    const source = clipboard.type === 'cut' ? { kind: 'entry' as const, ...(await writableEntry(platform, actor, clipboard.disk, item.path)) } : await readableSource(platform, actor, clipboard.disk, item.path, item.type);
    if (source.kind === 'entry' && source.entry.kind !== item.type) throw notFound(m.notFound);
    if (source.kind === 'entry' && source.entry.kind === 'dir' && source.place.area === target.area && isInside(target.rel, source.place.rel)) throw conflict(m.intoItself);
    sources.push(source);
  }
  const taken = await takenNames(platform, target);
  if (clipboard.type === 'cut') {
    await insertNamed(platform, () =>
      platform.events.transaction(async (tx) => {
        for (const source of sources) {
          if (source.kind !== 'entry' || (source.place.area === target.area && source.entry.parent === target.rel)) continue;
          const name = freeName(source.entry.name, taken, source.entry.kind === 'file');
          taken.add(name);
          await moveSubtree(tx, { area: source.place.area, path: source.place.rel }, { area: target.area, path: joinPath(target.rel, name), parent: target.rel, name });
        }
      }),
    );
    return { result: success(m.moved) };
  }
  const entries: NewEntry[] = [];
  const files: FileToStore[] = [];
  for (const source of sources) {
    const original = source.kind === 'entry' ? source.entry.name : source.name;
    const name = freeName(original, taken, source.kind === 'task-file' || source.entry.kind === 'file');
    taken.add(name);
    const copy = await copyInto(platform, actor, source, target, name);
    entries.push(...copy.entries);
    files.push(...copy.files);
  }
  await putAll(platform, files);
  try {
    await insertNamed(platform, () => platform.events.transaction((tx) => insertEntries(tx, entries)));
  } catch (error) {
    await deleteQuietly(platform, files.map((file) => file.key));
    throw error;
  }
  return { result: success(m.copied) };
}

/** POST rename: oldName and newName are whole paths in the same folder, as the reference client sends them. */
export async function rename(platform: Platform, actor: Actor, body: { disk: string; oldName: string; newName: string }) {
  const { place, entry } = await writableEntry(platform, actor, body.disk, body.oldName);
  if (parentOf(body.newName) !== parentOf(body.oldName)) throw invalidField('newName', m.pathRefused);
  const name = baseName(body.newName);
  if (name === entry.name) return { result: success(m.renamed) };
  const folder = { ...place, rel: entry.parent };
  if ((await takenNames(platform, folder)).has(name)) throw conflict(m.exists);
  await insertNamed(platform, () =>
    platform.events.transaction((tx) => moveSubtree(tx, { area: place.area, path: entry.path }, { area: place.area, path: joinPath(entry.parent, name), parent: entry.parent, name })),
  );
  return { result: success(m.renamed) };
}
