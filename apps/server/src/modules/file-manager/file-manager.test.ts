import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import type { Project } from '@openhouse/shared/projects/project-schemas';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, pdfDocument, pngImage } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createProject, createTask, milestonesOf, type Someone } from '../../../test/helpers/projects';
import { costOf, listed } from '../../../test/helpers/statements';
import { listVendors } from '../../../test/helpers/vendors';
import { fileEntries } from './file-manager.schema';

let t: TestApp;
let realtor: Someone;
let otherRealtor: Someone;
let vendor: Someone;
let buyer: Someone;
let project: Project;
let projectFolder: string;

const disk = 'my-files';
const fm = (path: string) => `/api/file-manager/${path}`;

function uploadAs(token: string | undefined, path: string, files: { name: string; content: Buffer; type?: string }[]) {
  const form = multipart([
    { name: 'disk', value: disk },
    { name: 'path', value: path },
    ...files.map((file) => ({ name: 'files[]', filename: file.name, contentType: file.type ?? 'application/octet-stream', content: file.content })),
  ]);
  return t.call({ method: 'POST', url: fm('upload'), token, payload: form.payload, headers: form.headers });
}

async function contentOf(token: string, path: string, extra = '') {
  const response = await t.call({ method: 'GET', url: fm(`content?disk=${disk}&path=${encodeURIComponent(path)}${extra}`), token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { directories: { path: string; basename: string; props: { hasSubdirectories: boolean } }[]; files: { path: string; basename: string; size: number }[]; pagination: { total: number; last_page: number } };
}

const mkdir = (token: string, path: string, name: string) => t.call({ method: 'POST', url: fm('create-directory'), token, payload: { disk, path, name } });
const entryCount = async () => (await t.database.db.select({ value: count() }).from(fileEntries))[0]!.value;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'] });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  vendor = await t.user({ roles: ['Vendor'] });
  buyer = await t.user({ roles: ['Buyer'] });
  project = await createProject(t, realtor.token, { property_address: '12 Oak Street, Sacramento, CA 95814' });
  projectFolder = `Projects/12 Oak Street (${project.id})`;
  const [milestone] = await milestonesOf(t, realtor.token, project.id);
  await listVendors(t, realtor.token, [vendor]);
  const task = await createTask(t, realtor.token, { milestone_id: milestone!.id, title: 'Inspection', assignees: [vendor.user.id] });
  const form = multipart([{ name: 'task_id', value: String(task.id) }, { name: 'files[]', filename: 'inspection.pdf', contentType: 'application/pdf', content: pdfDocument() }]);
  expect((await t.call({ method: 'POST', url: '/api/v1/task/file_upload', token: vendor.token, payload: form.payload, headers: form.headers })).statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('the file manager protocol', () => {
  it('initializes one disk per caller and answers result on every call, errors included', async () => {
    const init = await t.call({ method: 'GET', url: fm('initialize'), token: realtor.token });
    expect(init.statusCode).toBe(200);
    expect(init.json()).toMatchObject({ result: { status: 'success', message: null }, config: { leftDisk: disk, disks: { [disk]: { driver: 'local' } } } });
    const anonymous = await t.call({ method: 'GET', url: fm('initialize') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().result).toEqual({ status: 'error', message: 'Unauthenticated.' });
    const wrongDisk = await t.call({ method: 'GET', url: fm('content?disk=other&path='), token: realtor.token });
    expect(wrongDisk.statusCode).toBe(404);
    expect(wrongDisk.json().result).toEqual({ status: 'error', message: m.diskNotFound });
  });

  it('makes folders, uploads files judged by their bytes, renames a clash to " (2)" and lists sorted by name', async () => {
    expect((await mkdir(realtor.token, '', 'Offers')).statusCode).toBe(200);
    const made = await mkdir(realtor.token, 'Offers', 'Signed');
    expect(made.json()).toMatchObject({ result: { status: 'success', message: m.dirCreated }, directory: { path: 'Offers/Signed', basename: 'Signed', dirname: 'Offers' } });
    expectError(await mkdir(realtor.token, '', 'Offers'), 409, m.exists);
    expectError(await mkdir(realtor.token, '', 'Projects'), 409, m.exists);

    const first = await uploadAs(realtor.token, 'Offers', [{ name: 'offer.pdf', content: pdfDocument() }, { name: 'b-photo.png', content: pngImage(3, 3) }, { name: 'Notes.txt', content: Buffer.from('Seller asks for a quick close.') }]);
    expect(first.statusCode, first.body).toBe(200);
    const again = await uploadAs(realtor.token, 'Offers', [{ name: 'offer.pdf', content: pdfDocument() }, { name: 'offer.pdf', content: pdfDocument() }]);
    expect(again.json().files.map((file: { basename: string }) => file.basename)).toEqual(['offer (2).pdf', 'offer (3).pdf']);

    const listing = await contentOf(realtor.token, 'Offers');
    expect(listing.directories.map((dir) => dir.path)).toEqual(['Offers/Signed']);
    expect(listing.files.map((file) => file.basename)).toEqual(['b-photo.png', 'Notes.txt', 'offer (2).pdf', 'offer (3).pdf', 'offer.pdf']);
    const root = await contentOf(realtor.token, '');
    expect(root.directories.map((dir) => [dir.basename, dir.props.hasSubdirectories])).toEqual([['Projects', true], ['Offers', true]]);

    const download = await t.call({ method: 'GET', url: fm(`download?disk=${disk}&path=${encodeURIComponent('Offers/offer.pdf')}`), token: realtor.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdfDocument())).toBe(true);
  });

  it('refuses an upload that is not what the file manager accepts, storing none of the batch', async () => {
    const before = await entryCount();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
    expectError(await uploadAs(realtor.token, 'Offers', [{ name: 'fine.pdf', content: pdfDocument() }, { name: 'setup.pdf', content: exe }]), 422, m.uploadRefused);
    const renamed = await uploadAs(realtor.token, 'Offers', [{ name: 'photo.png', content: pdfDocument() }]);
    expect(renamed.json().files[0]).toMatchObject({ basename: 'photo.png.pdf', mime_type: 'application/pdf' });
    expect(await entryCount()).toBe(before + 1);
  });

  it('copies and cuts with the clipboard, renames, and deletes a folder with its contents', async () => {
    expect((await mkdir(realtor.token, '', 'Archive')).statusCode).toBe(200);
    const copy = await t.call({ method: 'POST', url: fm('paste'), token: realtor.token, payload: { disk, path: 'Archive', clipboard: { type: 'copy', disk, directories: ['Offers'], files: ['Offers/Notes.txt'] } } });
    expect(copy.json().result).toEqual({ status: 'success', message: m.copied });
    const archived = await contentOf(realtor.token, 'Archive/Offers');
    expect(archived.files.length).toBe(6);
    expect((await contentOf(realtor.token, 'Archive')).files.map((file) => file.basename)).toEqual(['Notes.txt']);
    expectError(await t.call({ method: 'POST', url: fm('paste'), token: realtor.token, payload: { disk, path: 'Archive/Offers', clipboard: { type: 'cut', disk, directories: ['Archive'], files: [] } } }), 409, m.intoItself);

    const cut = await t.call({ method: 'POST', url: fm('paste'), token: realtor.token, payload: { disk, path: 'Archive', clipboard: { type: 'cut', disk, directories: ['Offers/Signed'], files: [] } } });
    expect(cut.json().result.message).toBe(m.moved);
    expect((await contentOf(realtor.token, 'Offers')).directories).toEqual([]);

    const renamed = await t.call({ method: 'POST', url: fm('rename'), token: realtor.token, payload: { disk, oldName: 'Archive/Offers', newName: 'Archive/Old offers' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const download = await t.call({ method: 'GET', url: fm(`download?disk=${disk}&path=${encodeURIComponent('Archive/Old offers/offer.pdf')}`), token: realtor.token });
    expect(download.statusCode).toBe(200);

    const before = await entryCount();
    const removed = await t.call({ method: 'POST', url: fm('delete'), token: realtor.token, payload: { disk, items: [{ path: 'Archive/Old offers', type: 'dir' }] } });
    expect(removed.json().result.message).toBe(m.deleted);
    expect(await entryCount()).toBe(before - 8);
  });

  it("shows each member their project's folder with its task files, read-only to those who do not run it", async () => {
    const vendorRoot = await contentOf(vendor.token, '');
    expect(vendorRoot.directories.map((dir) => dir.path)).toEqual(['Projects']);
    expect((await contentOf(vendor.token, 'Projects')).directories.map((dir) => dir.path)).toEqual([projectFolder]);
    const taskFolders = await contentOf(vendor.token, `${projectFolder}/Task files`);
    expect(taskFolders.directories.map((dir) => dir.basename)).toEqual([expect.stringMatching(/^Inspection \(\d+\)$/)]);
    const files = await contentOf(vendor.token, taskFolders.directories[0]!.path);
    expect(files.files.map((file) => file.basename)).toEqual(['inspection.pdf']);
    const download = await t.call({ method: 'GET', url: fm(`download?disk=${disk}&path=${encodeURIComponent(files.files[0]!.path)}`), token: vendor.token });
    expect(download.rawPayload.equals(pdfDocument())).toBe(true);

    expectError(await mkdir(vendor.token, projectFolder, 'Mine'), 403, m.readOnly);
    expectError(await uploadAs(vendor.token, projectFolder, [{ name: 'a.pdf', content: pdfDocument() }]), 403, m.readOnly);
    expect((await mkdir(realtor.token, projectFolder, 'Disclosures')).statusCode).toBe(200);
    const copied = await t.call({ method: 'POST', url: fm('paste'), token: realtor.token, payload: { disk, path: `${projectFolder}/Disclosures`, clipboard: { type: 'copy', disk, directories: [], files: [files.files[0]!.path] } } });
    expect(copied.statusCode, copied.body).toBe(200);
    expect((await contentOf(vendor.token, `${projectFolder}/Disclosures`)).files.map((file) => file.basename)).toEqual(['inspection.pdf']);
    expectError(await t.call({ method: 'POST', url: fm('delete'), token: vendor.token, payload: { disk, items: [{ path: `${projectFolder}/Disclosures`, type: 'dir' }] } }), 403, m.readOnly);
    expectError(await t.call({ method: 'POST', url: fm('delete'), token: realtor.token, payload: { disk, items: [{ path: `${files.files[0]!.path}`, type: 'file' }] } }), 403, m.readOnly);
  });

  it("never reaches another realtor's files or projects, and changes nothing trying", async () => {
    const before = await entryCount();
    const other = await contentOf(otherRealtor.token, '');
    expect(other.directories.map((dir) => dir.path)).toEqual(['Projects']);
    expect(other.files).toEqual([]);
    for (const path of ['Offers', projectFolder, `${projectFolder}/Task files`, `Projects/Anything (${project.id})`]) {
      expect((await t.call({ method: 'GET', url: fm(`content?disk=${disk}&path=${encodeURIComponent(path)}`), token: otherRealtor.token })).statusCode).toBe(404);
    }
    expect((await t.call({ method: 'GET', url: fm(`download?disk=${disk}&path=${encodeURIComponent('Offers/offer.pdf')}`), token: otherRealtor.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: fm(`content?disk=${disk}&path=Offers`), token: buyer.token })).statusCode).toBe(404);
    expect((await mkdir(otherRealtor.token, projectFolder, 'x')).statusCode).toBe(404);
    const steal = await t.call({ method: 'POST', url: fm('paste'), token: otherRealtor.token, payload: { disk, path: '', clipboard: { type: 'copy', disk, directories: [projectFolder], files: [] } } });
    expect(steal.statusCode).toBe(404);
    const drop = await t.call({ method: 'POST', url: fm('delete'), token: otherRealtor.token, payload: { disk, items: [{ path: `${projectFolder}/Disclosures`, type: 'dir' }] } });
    expect(drop.statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: fm('create-directory'), payload: { disk, path: '', name: 'x' } })).statusCode).toBe(401);
    expect(await entryCount()).toBe(before);
  });

  it('lists a folder of 10,000 files in pages sorted on the server, each page in three statements', async () => {
    expect((await mkdir(realtor.token, '', 'Big')).statusCode).toBe(200);
    const rows = Array.from({ length: 10_000 }, (_, index) => {
      const name = `scan-${String(10_000 - index).padStart(5, '0')}.pdf`;
      return { area: `user:${realtor.user.id}`, path: `Big/${name}`, parent: 'Big', name, kind: 'file' as const, storage_key: 'file-manager/none', mime_type: 'application/pdf', size: 1 };
    });
    for (let start = 0; start < rows.length; start += 2000) await t.database.db.insert(fileEntries).values(rows.slice(start, start + 2000));
    let page!: Awaited<ReturnType<typeof contentOf>>;
    const cost = await costOf(t, async () => (page = await contentOf(realtor.token, 'Big', '&per_page=100')));
    // What the app does on its own clock is not the read's: the session's once-a-minute activity write, and the job
    // workers' upkeep (this app runs them), either of which a slow machine can see fall inside the read.
    const sent = cost.statements.filter((text) => !text.includes('session_activity') && !text.includes('pgboss.'));
    // Its cost is held by counts, not by a clock (timings live in the bench): the folder's own row, one page read
    // with a limit (sorted on the server by the folder index's order), and one count, however large the folder.
    expect(sent, listed(cost)).toHaveLength(3);
    expect(sent.filter((text) => /\blimit \$\d+\s*$/i.test(text.trim()))).toHaveLength(2);
    expect(sent.filter((text) => /^select count\(\*\)/i.test(text))).toHaveLength(1);
    expect(page.files.length).toBe(100);
    expect(page.files[0]!.basename).toBe('scan-00001.pdf');
    expect(page.pagination).toMatchObject({ total: 10_000, last_page: 100 });
    expect((await contentOf(realtor.token, 'Big', '&per_page=100&page=100')).files.at(-1)!.basename).toBe('scan-10000.pdf');
  });
});

describe("a project folder's 'members may write' setting", () => {
  const settingsOf = (token: string | undefined, path = projectFolder) => t.call({ method: 'GET', url: fm(`project-settings?disk=${disk}&path=${encodeURIComponent(path)}`), token });
  const setWriting = (token: string | undefined, allowed: boolean) => t.call({ method: 'POST', url: fm('project-settings'), token, payload: { disk, path: projectFolder, members_may_write: allowed } });

  it('is read by the members, changed only by the realtor running the project, and opens the folder to its vendor', async () => {
    const before = await settingsOf(vendor.token, `${projectFolder}/Task files`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({ project_id: project.id, members_may_write: false, can_change: false });
    expect((await settingsOf(realtor.token)).json().data).toEqual({ project_id: project.id, members_may_write: false, can_change: true });

    // Nobody but its realtor changes it: the vendor is told so, strangers do not learn the project exists.
    expectError(await setWriting(vendor.token, true), 403, m.projectSettingsDenied);
    expectError(await setWriting(otherRealtor.token, true), 404, m.notFound);
    expectError(await setWriting(buyer.token, true), 404, m.notFound);
    expect((await setWriting(undefined, true)).statusCode).toBe(401);
    expectError(await settingsOf(otherRealtor.token), 404, m.notFound);
    expectError(await settingsOf(realtor.token, 'Projects'), 404, m.notProjectFolder);
    expectError(await mkdir(vendor.token, projectFolder, 'Vendor notes'), 403, m.readOnly);

    const opened = await setWriting(realtor.token, true);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ result: { status: 'success', message: m.membersMayWriteOn }, data: { members_may_write: true } });
    expect((await mkdir(vendor.token, projectFolder, 'Vendor notes')).statusCode).toBe(200);

    expect((await setWriting(realtor.token, false)).json().result.message).toBe(m.membersMayWriteOff);
    expectError(await mkdir(vendor.token, projectFolder, 'More notes'), 403, m.readOnly);
    expect((await settingsOf(vendor.token)).json().data.members_may_write).toBe(false);
  });
});
