import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, nextIp, pdfDocument } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../../../test/helpers/smtp-peer';
import type { Someone } from '../../../test/helpers/projects';
import { unzipped } from '../../../test/helpers/zip';
import { shareLinkEvents, shareLinkPasses, shareLinks } from './share-links.schema';

// Verified e-mail access: a recipient without an account (or signed out) opens a package for chosen e-mails
// with a one-time code mailed to them, through a real SMTP peer.
let smtp: SmtpPeer;
let t: TestApp;
let realtor: Someone;
const disk = 'my-files';
const invited = 'guest.without.account@example.com';

async function shareWith(emails: string[], title: string, paths = ['offer.pdf']): Promise<{ id: number; token: string }> {
  const response = await t.call({ method: 'POST', url: '/api/file-manager/share-link', token: realtor.token, payload: { disk, paths, title, audience: 'emails', emails, permission: 'download' } });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { id: number; url: string };
  return { id: data.id, token: new URL(data.url).searchParams.get('token')! };
}

// Each call from its own address: the routes' per-address limits are not what these tests are about.
const askCode = (token: string, email: string) => t.call({ method: 'POST', url: '/api/v1/share-link/access-code', payload: { token, email }, remoteAddress: nextIp() });
const verify = (token: string, email: string, code: string) => t.call({ method: 'POST', url: '/api/v1/share-link/verify-code', payload: { token, email, code }, remoteAddress: nextIp() });
const openWith = (token: string, pass?: string) => t.call({ method: 'GET', url: `/api/v1/share-link/${token}${pass ? `?pass=${pass}` : ''}` });

/** The code in the newest mail to this address for this link, read as the recipient would. */
async function mailedCode(email: string, linkId: number): Promise<string> {
  await t.app.platform.mailer.idle();
  const [link] = await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, linkId));
  const mail = smtp.received.filter((item) => item.to.includes(email) && decodeQuotedPrintable(item.raw).includes(`Your code for ${link!.title}`)).at(-1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  return /code to open the documents .* is (\d{6})/.exec(decodeQuotedPrintable(mail!.raw).replace(/\r?\n/g, ' '))![1]!;
}

async function passFor(link: { id: number; token: string }, email = invited): Promise<string> {
  expect((await askCode(link.token, email)).statusCode).toBe(200);
  const answer = await verify(link.token, email, await mailedCode(email, link.id));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.pass as string;
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  realtor = await t.user({ roles: ['Realtor'] });
  const form = multipart([{ name: 'disk', value: disk }, { name: 'path', value: '' }, { name: 'files[]', filename: 'offer.pdf', contentType: 'application/pdf', content: pdfDocument() }]);
  expect((await t.call({ method: 'POST', url: '/api/file-manager/upload', token: realtor.token, payload: form.payload, headers: form.headers })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('verified e-mail access to a package', () => {
  it('mails a code to an invited e-mail, stores only its hash, and trades it once for a pass that opens, views and downloads', async () => {
    const link = await shareWith([invited], 'Offer package');
    expect((await openWith(link.token)).statusCode).toBe(401);
    const asked = await askCode(link.token, invited.toUpperCase());
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: m.accessCodeSent });
    const code = await mailedCode(invited, link.id);
    const [row] = await t.database.db.select().from(shareLinkPasses).where(eq(shareLinkPasses.link_id, link.id));
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.code_expires_at!.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row!.code_expires_at!.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const answer = await verify(link.token, invited, code);
    expect(answer.statusCode, answer.body).toBe(200);
    const pass = answer.json().data.pass as string;
    expectError(await verify(link.token, invited, code), 422, m.accessCodeInvalid);

    const opened = await openWith(link.token, pass);
    expect(opened.statusCode, opened.body).toBe(200);
    const file = opened.json().data.files[0] as { path: string };
    const view = await t.call({ method: 'GET', url: `/api/v1/share-documents/view?token=${link.token}&file_path=${encodeURIComponent(file.path)}&pass=${pass}` });
    expect(view.statusCode).toBe(200);
    const download = await t.call({ method: 'GET', url: `/api/v1/share-documents/download?token=${link.token}&file_path=${encodeURIComponent(file.path)}&pass=${pass}` });
    expect(download.statusCode).toBe(200);
    const events = await t.database.db.select().from(shareLinkEvents).where(eq(shareLinkEvents.link_id, link.id));
    expect(events.map((event) => [event.action, event.viewer_email])).toEqual([
      ['open', invited],
      ['view', invited],
      ['download', invited],
    ]);
  });

  it('stamps the e-mail of the code and the time on every page of a PDF viewed or downloaded through the link', async () => {
    // A letter-size report of two pages, as a realtor's documents are.
    const { PDFDocument } = await import('pdf-lib');
    const report = await PDFDocument.create();
    report.addPage([612, 792]);
    report.addPage([612, 792]);
    const form = multipart([{ name: 'disk', value: disk }, { name: 'path', value: '' }, { name: 'files[]', filename: 'report.pdf', contentType: 'application/pdf', content: Buffer.from(await report.save()) }]);
    expect((await t.call({ method: 'POST', url: '/api/file-manager/upload', token: realtor.token, payload: form.payload, headers: form.headers })).statusCode).toBe(200);
    const link = await shareWith([invited], 'Stamped package', ['report.pdf']);
    const pass = await passFor(link);
    const file = (await openWith(link.token, pass)).json().data.files[0] as { path: string };
    const { extractText, getDocumentProxy } = await import('unpdf');
    const pagesOf = async (body: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: false })).text as string[];
    const served = async (kind: string) => {
      const response = await t.call({ method: 'GET', url: `/api/v1/share-documents/${kind}?token=${link.token}&file_path=${encodeURIComponent(file.path)}&pass=${pass}` });
      expect(response.statusCode).toBe(200);
      // Download All: the same PDF, stamped the same, inside the zip.
      return kind === 'download-all' ? (await unzipped(response.rawPayload)).get('report.pdf')! : response.rawPayload;
    };
    for (const kind of ['view', 'download', 'download-all']) {
      const pages = await pagesOf(await served(kind));
      expect(pages).toHaveLength(2);
      for (const text of pages) expect(text).toMatch(new RegExp(`Shared with ${invited.replace(/\./g, '\\.')} on ${new Date().toISOString().slice(0, 10)} \\d\\d:\\d\\d UTC`));
    }
    // The file manager itself serves the original, unstamped.
    const own = await t.call({ method: 'GET', url: `/api/file-manager/download?disk=${disk}&path=report.pdf`, token: realtor.token });
    expect(own.statusCode).toBe(200);
    expect((await pagesOf(own.rawPayload)).join(' ')).not.toContain('Shared with');
  });

  it('answers alike for an e-mail that was not invited, and mails it nothing', async () => {
    const link = await shareWith([invited], 'Quiet package');
    const before = smtp.received.length;
    const asked = await askCode(link.token, 'stranger@example.com');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: m.accessCodeSent });
    await t.app.platform.mailer.idle();
    expect(smtp.received.length).toBe(before);
    expectError(await verify(link.token, 'stranger@example.com', '123456'), 422, m.accessCodeInvalid);
  });

  it('kills a code after five wrong tries, even for the right one next, and refuses an expired code', async () => {
    const link = await shareWith([invited], 'Guarded package');
    await askCode(link.token, invited);
    const code = await mailedCode(invited, link.id);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) expectError(await verify(link.token, invited, wrong), 422, m.accessCodeInvalid);
    expectError(await verify(link.token, invited, code), 429, m.accessCodeTooManyTries);

    await askCode(link.token, invited);
    const fresh = await mailedCode(invited, link.id);
    await t.database.db.update(shareLinkPasses).set({ code_expires_at: new Date(Date.now() - 1000) }).where(eq(shareLinkPasses.link_id, link.id));
    expectError(await verify(link.token, invited, fresh), 422, m.accessCodeInvalid);
  });

  it('keeps a pass to its own package, and ends it with a revoked link or an expired pass', async () => {
    const first = await passFor(await shareWith([invited], 'First package'));
    const other = await shareWith([invited], 'Second package');
    expect((await openWith(other.token, first)).statusCode).toBe(401);

    const pass = await passFor(other);
    expect((await openWith(other.token, pass)).statusCode).toBe(200);
    await t.database.db.update(shareLinkPasses).set({ pass_expires_at: new Date(Date.now() - 1000) }).where(eq(shareLinkPasses.link_id, other.id));
    expect((await openWith(other.token, pass)).statusCode).toBe(401);

    const renewed = await passFor(other);
    await t.database.db.update(shareLinks).set({ revoked_at: new Date() }).where(eq(shareLinks.id, other.id));
    expectError(await openWith(other.token, renewed), 404, m.shareExpired);
    expectError(await askCode(other.token, invited), 404, m.shareExpired);
  });

  it('limits the codes one address may ask for', async () => {
    const link = await shareWith([invited], 'Busy package');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await t.call({ method: 'POST', url: '/api/v1/share-link/access-code', payload: { token: link.token, email: invited }, remoteAddress: '10.9.9.9' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await t.app.platform.mailer.idle();
  });

  it("shows the package's owner, and nobody else, who opened, viewed and downloaded it, and when", async () => {
    const link = await shareWith([invited, 'second@example.com'], 'Watched package');
    const pass = await passFor(link);
    const opened = await openWith(link.token, pass);
    const file = opened.json().data.files[0] as { path: string };
    await t.call({ method: 'GET', url: `/api/v1/share-documents/download?token=${link.token}&file_path=${encodeURIComponent(file.path)}&pass=${pass}` });
    const url = `/api/file-manager/share-link/viewers?link_id=${link.id}`;
    const answer = await t.call({ method: 'GET', url, token: realtor.token });
    expect(answer.statusCode, answer.body).toBe(200);
    const { viewers, events } = answer.json().data;
    expect(viewers).toEqual([{ email: invited, opens: 1, views: 0, downloads: 1, first_at: expect.any(String), last_at: expect.any(String) }]);
    expect(events.map((event: { action: string; email: string; file: string | null }) => [event.action, event.email, event.file])).toEqual([
      ['download', invited, 'offer.pdf'],
      ['open', invited, null],
    ]);

    const other = await t.user({ roles: ['Realtor'] });
    expectError(await t.call({ method: 'GET', url, token: other.token }), 404, m.linkNotFound);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('has no codes for a link to anyone', async () => {
    const response = await t.call({ method: 'POST', url: '/api/file-manager/share-link', token: realtor.token, payload: { disk, paths: ['offer.pdf'], audience: 'anyone', permission: 'view' } });
    const token = new URL(response.json().data.url).searchParams.get('token')!;
    expectError(await askCode(token, invited), 404, m.shareExpired);
  });
});
