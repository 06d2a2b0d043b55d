import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, pdfDocument, pngImage } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createProject, type Someone } from '../../../test/helpers/projects';
import { unzipped } from '../../../test/helpers/zip';
import { shareLinkEvents, shareLinks } from './share-links.schema';

let t: TestApp;
let realtor: Someone;
let otherRealtor: Someone;
let recipient: Someone;
let stranger: Someone;
let projectFolder: string;
const disk = 'my-files';

async function upload(token: string, path: string, files: { name: string; content: Buffer }[]) {
  const form = multipart([{ name: 'disk', value: disk }, { name: 'path', value: path }, ...files.map((file) => ({ name: 'files[]', filename: file.name, contentType: 'application/octet-stream', content: file.content }))]);
  const response = await t.call({ method: 'POST', url: '/api/file-manager/upload', token, payload: form.payload, headers: form.headers });
  expect(response.statusCode, response.body).toBe(200);
}

async function share(body: Record<string, unknown>, token = realtor.token) {
  return t.call({ method: 'POST', url: '/api/file-manager/share-link', token, payload: { disk, audience: 'anyone', permission: 'download', ...body } });
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  recipient = await t.user({ roles: ['Buyer'] });
  stranger = await t.user({ roles: ['Buyer'] });
  const project = await createProject(t, realtor.token, { property_address: '9 Elm Road, Davis, CA 95616', city: 'Davis', state: 'CA' });
  projectFolder = `Projects/9 Elm Road (${project.id})`;
  await upload(realtor.token, projectFolder, [{ name: 'disclosure.pdf', content: pdfDocument() }, { name: 'front.png', content: pngImage(4, 4) }]);
  await upload(realtor.token, '', [{ name: 'private.pdf', content: pdfDocument() }]);
});
afterAll(async () => t?.close());

describe('shared document packages', () => {
  it('shares a project’s files with anyone: the banner, the files, a view, a download and a Download All zip of exactly them', async () => {
    const created = await share({ paths: [`${projectFolder}/disclosure.pdf`, `${projectFolder}/front.png`], title: 'Elm Road package' });
    expect(created.statusCode, created.body).toBe(200);
    const link = created.json().data;
    expect(link).toMatchObject({ title: 'Elm Road package', audience: 'anyone', permission: 'download', status: 'active', file_count: 2 });
    const token = tokenOf(link.url);

    const opened = await t.call({ method: 'GET', url: `/api/v1/share-link/${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    const pkg = opened.json().data;
    expect(pkg.property).toEqual({ address: '9 Elm Road, Davis, CA 95616', city: 'Davis', state: 'CA', image: null });
    expect(pkg.realtor.name).toBe('Rita Realtor');
    expect(pkg.files.map((file: { name: string }) => file.name)).toEqual(['disclosure.pdf', 'front.png']);
    const pdf = pkg.files[0];
    expect(pdf.path).toMatch(/^public\/shared\/\d+\/disclosure\.pdf$/);

    const view = await t.call({ method: 'GET', url: `/api/v1/share-documents/view?token=${token}&file_path=${encodeURIComponent(pdf.path)}` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-disposition']).toBe('inline');
    const download = await t.call({ method: 'GET', url: `/api/v1/share-documents/download?token=${token}&file_path=${encodeURIComponent(pdf.path.replace(/^public\//, ''))}` });
    // The PDF comes stamped for its visitor (share-access.test.ts reads the stamp), a PDF still.
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.equals(pdfDocument())).toBe(false);

    const zip = await t.call({ method: 'GET', url: `/api/v1/share-documents/download-all?token=${token}` });
    expect(zip.headers['content-type']).toBe('application/zip');
    const inside = await unzipped(zip.rawPayload);
    expect([...inside.keys()]).toEqual(['disclosure.pdf', 'front.png']);
    // Its PDF is stamped for its visitor as a single download is (share-access.test.ts reads the stamp); the image is as uploaded.
    expect(inside.get('disclosure.pdf')!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(inside.get('disclosure.pdf')!.equals(pdfDocument())).toBe(false);
    expect(inside.get('front.png')!.equals(pngImage(4, 4))).toBe(true);

    const events = await t.database.db.select().from(shareLinkEvents).where(eq(shareLinkEvents.link_id, link.id));
    expect(events.map((event) => event.action)).toEqual(['open', 'view', 'download', 'download_all']);
    const rules = await t.call({ method: 'GET', url: '/api/file-manager/acl-rules', token: realtor.token });
    expect(rules.json().data[0]).toMatchObject({ id: link.id, views: 2, downloads: 2 });
  });

  it("never serves another package's file, nor any path outside the package", async () => {
    const a = tokenOf((await share({ paths: [`${projectFolder}/front.png`] })).json().data.url);
    const bLink = (await share({ paths: ['private.pdf'] })).json().data;
    const bFile = (await t.call({ method: 'GET', url: `/api/v1/share-link/${tokenOf(bLink.url)}` })).json().data.files[0];
    for (const path of [bFile.path, '../private.pdf', 'public/../private.pdf', `shared/${bFile.id}/../../private.pdf`, '/etc/passwd', 'private.pdf']) {
      expect((await t.call({ method: 'GET', url: `/api/v1/share-documents/download?token=${a}&file_path=${encodeURIComponent(path)}` })).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: `/api/v1/share-documents/view?token=${a}&file_path=${encodeURIComponent(path)}` })).statusCode).toBe(404);
    }
  });

  it('answers an expired, a revoked and an unknown token with the expired message', async () => {
    const link = (await share({ paths: ['private.pdf'], expires_at: new Date(Date.now() + 60_000).toISOString() })).json().data;
    const token = tokenOf(link.url);
    expect((await t.call({ method: 'GET', url: `/api/v1/share-link/${token}` })).statusCode).toBe(200);
    await t.database.db.update(shareLinks).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(shareLinks.id, link.id));
    expectError(await t.call({ method: 'GET', url: `/api/v1/share-link/${token}` }), 404, m.shareExpired);
    expectError(await t.call({ method: 'GET', url: `/api/v1/share-documents/download-all?token=${token}` }), 404, m.shareExpired);

    const live = (await share({ paths: ['private.pdf'] })).json().data;
    expect((await t.call({ method: 'POST', url: '/api/file-manager/delete/sharelink', token: otherRealtor.token, payload: { link_id: live.id } })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/v1/share-link/${tokenOf(live.url)}` })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/file-manager/delete/sharelink', token: realtor.token, payload: { link_id: live.id } })).statusCode).toBe(200);
    expectError(await t.call({ method: 'GET', url: `/api/v1/share-link/${tokenOf(live.url)}` }), 404, m.shareExpired);
    expectError(await t.call({ method: 'GET', url: `/api/v1/share-link/${'x'.repeat(43)}` }), 404, m.shareExpired);
    expectError(await share({ paths: ['private.pdf'], expires_at: new Date(Date.now() - 60_000).toISOString() }), 422, m.shareExpiryPast);
  });

  it('opens a package for chosen e-mails to those people only, lists it for them, and lets them leave it', async () => {
    const link = (await share({ paths: ['private.pdf'], audience: 'emails', emails: [recipient.user.email.toUpperCase()], permission: 'view' })).json().data;
    const token = tokenOf(link.url);
    expectError(await t.call({ method: 'GET', url: `/api/v1/share-link/${token}` }), 401, m.loginToOpen);
    expectError(await t.call({ method: 'GET', url: `/api/v1/share-link/${token}`, token: stranger.token }), 403, m.notForYou);
    const opened = await t.call({ method: 'GET', url: `/api/v1/share-link/${token}`, token: recipient.token });
    expect(opened.statusCode).toBe(200);
    const file = opened.json().data.files[0];
    expectError(await t.call({ method: 'GET', url: `/api/v1/share-documents/download?token=${token}&file_path=${encodeURIComponent(file.path)}&session=${recipient.token}` }), 403, m.downloadNotAllowed);
    expect((await t.call({ method: 'GET', url: `/api/v1/share-documents/view?token=${token}&file_path=${encodeURIComponent(file.path)}&session=${recipient.token}` })).statusCode).toBe(200);

    const mine = await t.call({ method: 'GET', url: '/api/v1/share-link/get-list', token: recipient.token });
    expect(mine.json().data.map((row: { id: number }) => row.id)).toEqual([link.id]);
    expect((await t.call({ method: 'GET', url: '/api/v1/share-link/get-list', token: stranger.token })).json().data).toEqual([]);
    expect((await t.call({ method: 'POST', url: '/api/v1/share-link/leave', token: stranger.token, payload: { link_id: link.id } })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/v1/share-link/leave', payload: { link_id: link.id } })).statusCode).toBe(401);
    const left = await t.call({ method: 'POST', url: '/api/v1/share-link/leave', token: recipient.token, payload: { link_id: link.id } });
    expect(left.json()).toEqual({ message: m.packageLeft });
    expect((await t.call({ method: 'GET', url: '/api/v1/share-link/get-list', token: recipient.token })).json().data).toEqual([]);
    expect((await t.call({ method: 'GET', url: `/api/v1/share-link/${token}`, token: recipient.token })).statusCode).toBe(403);
  });

  it('shares only files the caller may change, and only staff share', async () => {
    expect((await share({ paths: [`${projectFolder}/front.png`] }, otherRealtor.token)).statusCode).toBe(404);
    expect((await share({ paths: ['private.pdf'] }, otherRealtor.token)).statusCode).toBe(404);
    expect((await share({ paths: ['private.pdf'] }, recipient.token)).statusCode).toBe(403);
    expect((await share({ paths: ['../private.pdf'] })).statusCode).toBe(422);
    expectError(await share({ paths: ['private.pdf'], audience: 'emails', emails: [] }), 422, m.shareEmailsRequired);
    expect((await share({ paths: [projectFolder] })).statusCode).toBe(404);
  });
});
