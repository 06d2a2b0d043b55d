import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fileEntries } from './file-manager.schema';

const MB = 1024 * 1024;
/** 25 files of 8 MB: a 200 MB package, in files the size of a long scanned PDF or a short video. */
const FILES = 25;
const SIZE = 8 * MB;
/**
 * How far the live heap and buffers may grow while the whole package streams. Download All holds a file or two at
 * a time (zip-stream.ts: the one being sent, the next one read), and most samples see 16 MB. Now and then one
 * sees more, up to 55 MB on Node 24 (where PostgreSQL's pass runs), which still fits this limit. A zip built
 * whole before it is sent grows by 213 MB and fails it (checked by building it so).
 */
const GROWTH_LIMIT = 80 * MB;
const SAMPLE_EVERY = 10 * MB;

/**
 * A full collection before each measure: what is measured is what the stream keeps alive, not garbage that V8 has
 * not collected yet (it waits for some 64 MB of freed buffers before it does, whatever the stream holds). It is
 * measured every SAMPLE_EVERY bytes received: a collection after every chunk would take minutes.
 */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

type Expected = { name: string; size: number; sha256: string };

let t: TestApp;
let token: string;
let zipPath: string;
const expected: Expected[] = [];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const used = () => {
  collect();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};

/** Each entry of the zip on disk, as a zip reader sees it: its name, its size and its bytes' hash. */
function entriesOf(path: string): Promise<Expected[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error);
      const found: Expected[] = [];
      archive.on('error', reject);
      archive.on('entry', (entry: yauzl.Entry) =>
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const hash = createHash('sha256');
          stream.on('data', (chunk: Buffer) => hash.update(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            found.push({ name: entry.fileName, size: entry.uncompressedSize, sha256: hash.digest('hex') });
            archive.readEntry();
          });
        }),
      );
      archive.on('end', () => resolve(found));
      archive.readEntry();
    });
  });
}

/**
 * The package's files are written straight to storage and the file manager's table (an upload of 200 MB
 * through multipart would only slow the test); the share link and the download go through the real routes.
 */
beforeAll(async () => {
  t = await createTestApp();
  const realtor = await t.user({ roles: ['Realtor'] });
  const area = `user:${realtor.user.id}`;
  const rows: (typeof fileEntries.$inferInsert)[] = [{ area, path: 'Big', parent: '', name: 'Big', kind: 'dir' }];
  // One random block, stamped with each file's number: 25 different files without 200 MB of random bytes.
  const block = randomBytes(SIZE);
  for (let index = 1; index <= FILES; index += 1) {
    const name = `part-${String(index).padStart(2, '0')}.bin`;
    block.writeUInt32BE(index, 0);
    const key = `file-manager/zip-memory/${name}`;
    await t.app.platform.storage.put(key, block);
    expected.push({ name, size: SIZE, sha256: sha256(block) });
    rows.push({ area, path: `Big/${name}`, parent: 'Big', name, kind: 'file', storage_key: key, mime_type: 'application/octet-stream', size: SIZE, created_by: realtor.user.id });
  }
  await t.database.db.insert(fileEntries).values(rows);
  const created = await t.call({
    method: 'POST',
    url: '/api/file-manager/share-link',
    token: realtor.token,
    payload: { disk: 'my-files', paths: expected.map((file) => `Big/${file.name}`), title: 'Big package', audience: 'anyone', permission: 'download' },
  });
  expect(created.statusCode, created.body).toBe(200);
  token = new URL(created.json().data.url).searchParams.get('token')!;
  zipPath = join(t.app.platform.config.DATA_DIR, 'download-all.zip');
}, 120_000);

afterAll(async () => {
  // The 200 MB of files and the zip go with the test app's data folder; the zip is removed first all the same.
  if (zipPath) await rm(zipPath, { force: true });
  await t?.close();
});

describe('Download All of a 200 MB package', () => {
  it('streams a zip of exactly the package’s files while memory stays far below the package’s size', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const baseline = used();
    let peak = baseline;
    let received = 0;
    let samples = 0;
    const response = await fetch(`${address}/api/v1/share-documents/download-all?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    // Read as it arrives and written to disk: the test holds no more of the zip than the server does.
    const body = Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received < (samples + 1) * SAMPLE_EVERY) return;
      samples += 1;
      peak = Math.max(peak, used());
    });
    await pipeline(body, createWriteStream(zipPath));
    expect(samples).toBeGreaterThanOrEqual(19);
    const growth = peak - baseline;
    console.log(`Download All: a ${(FILES * SIZE) / MB} MB package streamed; the live heap and buffers grew by ${(growth / MB).toFixed(1)} MB at most`);
    expect(growth, `grew by ${(growth / MB).toFixed(1)} MB`).toBeLessThan(GROWTH_LIMIT);

    const total = FILES * SIZE;
    expect((await stat(zipPath)).size).toBeGreaterThan(total);
    expect(await entriesOf(zipPath)).toEqual(expected);
  }, 120_000);
});
