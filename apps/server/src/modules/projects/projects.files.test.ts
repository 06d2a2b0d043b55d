import { projectMessages as m } from '@openhouse/shared/projects/messages';
import { VENDOR_UPLOAD_MAX_BYTES } from '@openhouse/shared/projects/rules';
import type { Project } from '@openhouse/shared/projects/project-schemas';
import type { Task, TaskFile } from '@openhouse/shared/projects/task-schemas';
import { vendorUploadRefusal } from '@openhouse/shared/projects/vendor-upload';
import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, pdfDocument, pngImage, type MultipartPart } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { listVendors } from '../../../test/helpers/vendors';
import { createProject, createTask, milestonesOf, noticesOf, type Someone } from '../../../test/helpers/projects';
import { projectTaskFiles } from './tasks.schema';

let t: TestApp;
let realtor: Someone;
let otherRealtor: Someone;
let vendor: Someone;
let otherVendor: Someone;
let project: Project;
let task: Task;
let link: { url: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  vendor = await t.user({ roles: ['Vendor'], name: 'Victor Plumbing' });
  otherVendor = await t.user({ roles: ['Vendor'] });
  await listVendors(t, realtor.token, [vendor, otherVendor]);
  project = await createProject(t, realtor.token);
  const [milestone] = await milestonesOf(t, realtor.token, project.id);
  task = await createTask(t, realtor.token, { milestone_id: milestone!.id, title: 'Send the inspection report', assignees: [vendor.user.id] });
  const response = await t.call({ method: 'GET', url: `/api/v1/file-upload/link?task_id=${task.id}&vendor_id=${vendor.user.id}`, token: realtor.token });
  expect(response.statusCode, response.body).toBe(200);
  link = response.json().data;
});
afterAll(async () => t?.close());

const pdf = (name = 'report.pdf', content = pdfDocument()): MultipartPart => ({ name: 'all_files[]', filename: name, contentType: 'application/pdf', content });

function vendorUpload(files: MultipartPart[], fields: { vendor_id?: number; task_id?: number; token?: string } = {}, ip = '10.0.0.1') {
  const form = multipart([
    { name: 'vendor_id', value: String(fields.vendor_id ?? vendor.user.id) },
    { name: 'task_id', value: String(fields.task_id ?? task.id) },
    { name: 'token', value: fields.token ?? link.token },
    ...files,
  ]);
  return t.call({ method: 'POST', url: '/api/v1/vendor/file_upload', payload: form.payload, headers: form.headers, remoteAddress: ip });
}

async function fileCount(): Promise<number> {
  return (await t.database.db.select().from(projectTaskFiles).where(eq(projectTaskFiles.task_id, task.id))).length;
}

/** A PDF of `bytes` bytes: a real header, padded. */
const bigPdf = (bytes: number) => Buffer.concat([pdfDocument(), Buffer.alloc(bytes - pdfDocument().length, 0x20)]);

describe('the vendor upload link', () => {
  it('names the vendor and task and is given only to the project’s realtors, for an assigned vendor', async () => {
    expect(link.url).toBe(`http://openhouse.test/file_upload/${vendor.user.id}/${task.id}?token=${encodeURIComponent(link.token)}`);
    expect((await t.call({ method: 'GET', url: `/api/v1/file-upload/link?task_id=${task.id}&vendor_id=${vendor.user.id}`, token: otherRealtor.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/v1/file-upload/link?task_id=${task.id}&vendor_id=${vendor.user.id}`, token: vendor.token })).statusCode).toBe(403);
    expectError(await t.call({ method: 'GET', url: `/api/v1/file-upload/link?task_id=${task.id}&vendor_id=${otherVendor.user.id}`, token: realtor.token }), 422, m.assigneeInvalid);
    const target = await t.call({ method: 'GET', url: `/api/v1/vendor/file_upload?vendor_id=${vendor.user.id}&task_id=${task.id}&token=${link.token}` });
    expect(target.json()).toEqual({ data: { task_title: 'Send the inspection report', vendor_name: 'Victor Plumbing', property_address: project.property_address } });
  });
});

describe('POST /vendor/file_upload', () => {
  it('takes PDFs without a login, shows them on the task and tells the realtor', async () => {
    const response = await vendorUpload([pdf('report.pdf'), pdf('invoice.pdf')]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Files uploaded successfully');
    const files = (await t.call({ method: 'GET', url: `/api/v1/task/file_upload?task_id=${task.id}`, token: realtor.token })).json().data as TaskFile[];
    expect(files.map((f) => [f.name, f.mime_type, f.uploaded_by.id])).toEqual([
      ['report.pdf', 'application/pdf', vendor.user.id],
      ['invoice.pdf', 'application/pdf', vendor.user.id],
    ]);
    expect((await t.call({ method: 'GET', url: `/api/v1/tasks/${task.id}`, token: realtor.token })).json().data.file_count).toBe(2);
    expect(files[0]!.path.startsWith(`projects/${project.uuid}/tasks/${task.id}/`)).toBe(true);
    const download = await t.call({ method: 'GET', url: `/api/v1/task/file_upload/${task.id}/${files[0]!.id}`, token: realtor.token });
    expect(download.rawPayload.equals(pdfDocument())).toBe(true);
    expect((await t.call({ method: 'GET', url: `/api/v1/task/file_upload/${task.id}/${files[0]!.id}`, token: otherRealtor.token })).statusCode).toBe(404);
    await t.app.platform.events.idle();
    expect(await noticesOf(t.database.db, realtor.user.id)).toContain('Victor Plumbing uploaded 2 files to the task "Send the inspection report".');
  });

  it('refuses a forged or guessed link, another vendor’s id and another task, storing nothing', async () => {
    const before = await fileCount();
    const refused = [
      await vendorUpload([pdf()], { token: 'A'.repeat(43) }),
      await vendorUpload([pdf()], { token: `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}` }),
      await vendorUpload([pdf()], { vendor_id: otherVendor.user.id }),
      await vendorUpload([pdf()], { task_id: task.id + 1000 }),
    ];
    for (const response of refused) expectError(response, 404, m.uploadLinkInvalid);
    expect(await fileCount()).toBe(before);
  });

  it('refuses a 6th file, a 5 MB PDF and a PNG named .pdf with the spec message and the rule each broke, storing nothing', async () => {
    const before = await fileCount();
    const six = await vendorUpload([pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf'), pdf('5.pdf'), pdf('6.pdf')]);
    expectError(six, 422, 'Invalid file type or file size exceeded. More than 5 files were sent at once. Only PDF files, up to 4 MB each, at most 5.');
    expect(six.json().message).toBe(vendorUploadRefusal('count'));
    const big = await vendorUpload([pdf('big.pdf', bigPdf(5 * 1024 * 1024))]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Invalid file type or file size exceeded. A file is larger than 4 MB. Only PDF files, up to 4 MB each, at most 5.');
    expectError(await vendorUpload([pdf('ok.pdf'), pdf('photo.pdf', pngImage())]), 422, 'Invalid file type or file size exceeded. photo.pdf is not a PDF. Only PDF files, up to 4 MB each, at most 5.');
    expect(await fileCount()).toBe(before);
    const justUnder = await vendorUpload([pdf('edge.pdf', bigPdf(4 * 1024 * 1024))]);
    expect(justUnder.statusCode, justUnder.body).toBe(200);
  });

  it('answers an oversized PDF with the spec message also when the limit falls on a chunk boundary', async () => {
    // When the bytes up to the limit ended one chunk of the body, the file's stream ended cleanly and the limit
    // surfaced from the parts iterator instead: the framework's 'request file too large' answered.
    const form = multipart([
      { name: 'vendor_id', value: String(vendor.user.id) },
      { name: 'task_id', value: String(task.id) },
      { name: 'token', value: link.token },
      pdf('big.pdf', bigPdf(5 * 1024 * 1024)),
    ]);
    const body = form.payload as Buffer;
    const fileStart = body.indexOf('\r\n\r\n', body.indexOf('filename="big.pdf"')) + 4;
    const cut = fileStart + VENDOR_UPLOAD_MAX_BYTES;
    const before = await fileCount();
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/vendor/file_upload',
      payload: Readable.from([body.subarray(0, cut), body.subarray(cut)]),
      headers: { ...form.headers, 'content-length': String(body.length) },
      remoteAddress: '10.9.9.9',
    });
    expectError(response, 413, vendorUploadRefusal('size'));
    expect(await fileCount()).toBe(before);
  });

  it('stops working when the vendor is taken off the task', async () => {
    const again = (await t.call({ method: 'GET', url: `/api/v1/file-upload/link?task_id=${task.id}&vendor_id=${vendor.user.id}`, token: realtor.token })).json().data;
    await t.call({ method: 'PUT', url: `/api/v1/milestone/task/${task.id}`, token: realtor.token, payload: { assignees: [] } });
    expectError(await vendorUpload([pdf()], { token: again.token }), 404, m.uploadLinkInvalid);
  });

  it('is rate limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 11; i += 1) last = (await vendorUpload([], { token: 'B'.repeat(43) }, '10.9.9.9')).statusCode;
    expect(last).toBe(429);
  });
});

describe('task files and folders of members', () => {
  it('lets the assignee and realtors attach files checked by content; others are refused', async () => {
    const mine = await createTask(t, realtor.token, { milestone_id: task.milestone.id, title: 'Photos of the roof', assignees: [vendor.user.id] });
    const form = (content: Buffer, name: string) =>
      multipart([{ name: 'task_id', value: String(mine.id) }, { name: 'files[]', filename: name, contentType: 'image/png', content }]);
    const ok = form(pngImage(), 'roof.png');
    const response = await t.call({ method: 'POST', url: '/api/v1/task/file_upload', token: vendor.token, payload: ok.payload, headers: ok.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data[0]).toMatchObject({ name: 'roof.png', mime_type: 'image/png' });
    const html = form(Buffer.from('<html><script>alert(1)</script></html>'), 'roof.png');
    expectError(await t.call({ method: 'POST', url: '/api/v1/task/file_upload', token: vendor.token, payload: html.payload, headers: html.headers }), 422, m.uploadInvalid);
    const foreign = form(pngImage(), 'roof.png');
    expect((await t.call({ method: 'POST', url: '/api/v1/task/file_upload', token: otherVendor.token, payload: foreign.payload, headers: foreign.headers })).statusCode).toBe(404);
  });

  it('creates folders inside the project’s folder only', async () => {
    const ok = await t.call({ method: 'POST', url: '/api/v1/projects/folder_create', token: realtor.token, payload: { project_id: project.id, name: 'Inspection', parent: 'Reports' } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.path).toBe(`projects/${project.uuid}/Reports/Inspection`);
    for (const attempt of [{ name: '..' }, { name: 'x', parent: '../../etc' }, { name: '.hidden' }, { name: 'a/b' }]) {
      const response = await t.call({ method: 'POST', url: '/api/v1/projects/folder_create', token: realtor.token, payload: { project_id: project.id, ...attempt } });
      expectError(response, 422, m.folderNameInvalid);
    }
    expect((await t.call({ method: 'POST', url: '/api/v1/projects/folder_create', token: otherRealtor.token, payload: { project_id: project.id, name: 'Mine' } })).statusCode).toBe(404);
  });
});
