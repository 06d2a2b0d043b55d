import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { count } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdfDocument } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import type { Someone } from '../../../test/helpers/projects';
import { fileEntries } from './file-manager.schema';

/*
 * Hostile paths (docs/DECISIONS.md, File manager): every form below, in every path-bearing field of every
 * call (items and clipboard included), is refused with a 4xx and changes nothing.
 */
const HOSTILE_PATHS = [
  '..',
  '../',
  '../x',
  'Docs/../..',
  'Docs/../../etc/passwd',
  './Docs',
  'Docs/./a.pdf',
  '%2e%2e',
  '%2e%2e/x',
  '%252e%252e/x',
  '..%2fx',
  'Docs%2f..%2f..',
  '/etc/passwd',
  '/',
  '//server/share',
  'C:\\Windows\\win.ini',
  'C:/Windows',
  'Docs\\..\\..\\x',
  '..\\x',
  'Docs\u0000.pdf',
  'Docs/a.pdf\u0000.png',
  '\uff0e\uff0e/x',
  '..\uff0fx',
  'Docs//a.pdf',
  'Docs/',
  '.ssh/id_rsa',
  'Docs/.env',
  'Docs/a.pdf.',
  'con',
  'Docs/\u202egnp.exe',
  'Docs/a\nb',
  'x'.repeat(300),
  `${'a/'.repeat(40)}a`,
  'Projects/../Docs',
];

let t: TestApp;
let realtor: Someone;
let storageRoot: string;
const disk = 'my-files';

async function storedFiles(): Promise<number> {
  const list = await readdir(join(storageRoot, 'file-manager')).catch(() => []);
  return list.length;
}
const entries = async () => (await t.database.db.select({ value: count() }).from(fileEntries))[0]!.value;

type Call = { label: string; send: (hostile: string) => Promise<{ statusCode: number; body: string }> };

beforeAll(async () => {
  t = await createTestApp();
  storageRoot = join(t.app.platform.config.DATA_DIR, 'storage');
  realtor = await t.user({ roles: ['Realtor'] });
  const make = await t.call({ method: 'POST', url: '/api/file-manager/create-directory', token: realtor.token, payload: { disk, path: '', name: 'Docs' } });
  expect(make.statusCode).toBe(200);
  const form = multipart([{ name: 'disk', value: disk }, { name: 'path', value: 'Docs' }, { name: 'files[]', filename: 'a.pdf', contentType: 'application/pdf', content: pdfDocument() }]);
  expect((await t.call({ method: 'POST', url: '/api/file-manager/upload', token: realtor.token, payload: form.payload, headers: form.headers })).statusCode).toBe(200);
});
afterAll(async () => t?.close());

function calls(): Call[] {
  const get = (path: string) => (hostile: string) => t.call({ method: 'GET', url: `/api/file-manager/${path}?${new URLSearchParams({ disk, path: hostile })}`, token: realtor.token });
  const post = (path: string, payload: (hostile: string) => object) => (hostile: string) => t.call({ method: 'POST', url: `/api/file-manager/${path}`, token: realtor.token, payload: payload(hostile) });
  const clipboard = (type: 'copy' | 'cut', directories: string[], files: string[]) => ({ type, disk, directories, files });
  const upload = (fields: { path: string; filename: string }) => {
    const form = multipart([{ name: 'disk', value: disk }, { name: 'path', value: fields.path }, { name: 'files[]', filename: fields.filename, contentType: 'application/pdf', content: pdfDocument() }]);
    return t.call({ method: 'POST', url: '/api/file-manager/upload', token: realtor.token, payload: form.payload, headers: form.headers });
  };
  return [
    { label: 'content path', send: get('content') },
    { label: 'tree path', send: get('tree') },
    { label: 'download path', send: get('download') },
    { label: 'preview path', send: get('preview') },
    { label: 'url path', send: get('url') },
    { label: 'create-directory path', send: post('create-directory', (hostile) => ({ disk, path: hostile, name: 'New' })) },
    { label: 'create-directory name', send: post('create-directory', (hostile) => ({ disk, path: 'Docs', name: hostile })) },
    { label: 'create-file path', send: post('create-file', (hostile) => ({ disk, path: hostile, name: 'new.txt' })) },
    { label: 'create-file name', send: post('create-file', (hostile) => ({ disk, path: 'Docs', name: hostile })) },
    { label: 'upload path', send: (hostile) => upload({ path: hostile, filename: 'b.pdf' }) },
    // A header cannot carry NUL or a line break; the rest travel as the part's file name.
    { label: 'upload file name', send: (hostile) => upload({ path: 'Docs', filename: hostile.replaceAll(String.fromCharCode(0), '/').replace(/[\n"]/g, '/') }) },
    { label: 'delete items[].path', send: post('delete', (hostile) => ({ disk, items: [{ path: hostile, type: 'dir' }] })) },
    { label: 'delete items[].path beside a good one', send: post('delete', (hostile) => ({ disk, items: [{ path: 'Docs/a.pdf', type: 'file' }, { path: hostile, type: 'file' }] })) },
    { label: 'paste path', send: post('paste', (hostile) => ({ disk, path: hostile, clipboard: clipboard('copy', [], ['Docs/a.pdf']) })) },
    { label: 'paste clipboard.directories[]', send: post('paste', (hostile) => ({ disk, path: 'Docs', clipboard: clipboard('copy', [hostile], []) })) },
    { label: 'paste clipboard.files[]', send: post('paste', (hostile) => ({ disk, path: '', clipboard: clipboard('cut', [], ['Docs/a.pdf', hostile]) })) },
    { label: 'rename oldName', send: post('rename', (hostile) => ({ disk, oldName: hostile, newName: 'Docs/b.pdf' })) },
    { label: 'rename newName', send: post('rename', (hostile) => ({ disk, oldName: 'Docs/a.pdf', newName: hostile })) },
  ];
}

describe('hostile paths against every file-manager call', () => {
  it(`refuses ${HOSTILE_PATHS.length} hostile forms in every path-bearing field with a 4xx, changing nothing`, async () => {
    const [entriesBefore, filesBefore] = [await entries(), await storedFiles()];
    const accepted: string[] = [];
    for (const call of calls()) {
      for (const hostile of HOSTILE_PATHS) {
        const response = await call.send(hostile);
        if (response.statusCode < 400 || response.statusCode >= 500) accepted.push(`${call.label} ${JSON.stringify(hostile)}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(await entries()).toBe(entriesBefore);
    expect(await storedFiles()).toBe(filesBefore);
    const listing = await t.call({ method: 'GET', url: `/api/file-manager/content?disk=${disk}&path=Docs`, token: realtor.token });
    expect(listing.json().files.map((file: { basename: string }) => file.basename)).toEqual(['a.pdf']);
  });

  it('names the refusal in the answer and its result', async () => {
    const response = await t.call({ method: 'GET', url: `/api/file-manager/content?disk=${disk}&path=${encodeURIComponent('../x')}`, token: realtor.token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: m.pathRefused, result: { status: 'error', message: m.pathRefused } });
  });
});
