import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { PROJECTS_FOLDER, TASK_FILES_FOLDER } from '@openhouse/shared/file-manager/rules';
import { count } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, pngImage } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { startFakeAi, type FakeAi } from '../../../test/fakes/fake-ai';
import { documentXml, wordDocument } from '../../../test/helpers/zip';
import { createProject, createTask, milestonesOf, type Someone } from '../../../test/helpers/projects';
import { DOCX_XML_MAX_BYTES, docxText } from './docx-text';
import { fileSummaries } from './share-links.schema';

const REPORT = [
  'The inspection found the roof in good condition with about ten years of life left.',
  'The water heater is leaking and must be replaced before closing.',
  'Minor cracks in the driveway are cosmetic and need no repair.',
  'The electrical panel is original and the inspector recommends an upgrade to modern breakers.',
  'Windows, doors and insulation meet current standards.',
].join(' ');

let t: TestApp;
let realtor: Someone;
let otherRealtor: Someone;

async function textPdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([600, 400]);
  lines.forEach((line, index) => page.drawText(line, { x: 20, y: 360 - index * 20, size: 10, font }));
  return Buffer.from(await pdf.save());
}

async function upload(app: TestApp, token: string, name: string, content: Buffer) {
  const form = multipart([{ name: 'disk', value: 'my-files' }, { name: 'path', value: '' }, { name: 'files[]', filename: name, contentType: 'application/octet-stream', content }]);
  const response = await app.call({ method: 'POST', url: '/api/file-manager/upload', token, payload: form.payload, headers: form.headers });
  expect(response.statusCode, response.body).toBe(200);
}

const summarise = (app: TestApp, token: string, path: string, prompt = 'What must be fixed?') =>
  app.call({ method: 'POST', url: '/api/file-manager/summarize-file', token, payload: { project_id: null, prompt, path } });

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'] });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  await upload(t, realtor.token, 'inspection.txt', Buffer.from(REPORT));
  await upload(t, realtor.token, 'inspection.pdf', await textPdf(REPORT.split('. ').map((sentence) => `${sentence.replace(/\.$/, '')}.`)));
  await upload(t, realtor.token, 'photo.png', pngImage(4, 4));
  await upload(t, realtor.token, 'inspection.docx', wordDocument(documentXml(REPORT.split('. '))));
});
afterAll(async () => t?.close());

describe('file summaries with the built-in summariser', () => {
  it('summarises a text file, keeps the answer per version and prompt, and never computes it twice', async () => {
    const first = await summarise(t, realtor.token, 'inspection.txt');
    expect(first.statusCode, first.body).toBe(200);
    const summary = first.json().data;
    expect(summary).toMatchObject({ prompt: 'What must be fixed?', source: 'built-in', cached: false });
    expect(summary.answer.length).toBeGreaterThan(20);
    expect(REPORT).toContain(summary.answer.split('. ')[0]);
    const again = await summarise(t, realtor.token, 'inspection.txt');
    expect(again.json().data).toMatchObject({ id: summary.id, cached: true });
    expect((await t.database.db.select({ value: count() }).from(fileSummaries))[0]!.value).toBe(1);
  });

  it('summarises the text of a PDF, and lists the file’s prompts and answers', async () => {
    const response = await summarise(t, realtor.token, 'inspection.pdf', 'Summarise the inspection.');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.answer).toMatch(/water heater|roof|electrical/i);
    await summarise(t, realtor.token, 'inspection.pdf', 'Anything about the roof?');
    const history = await t.call({ method: 'GET', url: `/api/file-manager/prompts?path=${encodeURIComponent('inspection.pdf')}`, token: realtor.token });
    expect(history.json().data.map((row: { prompt: string }) => row.prompt)).toEqual(['Anything about the roof?', 'Summarise the inspection.']);
  });

  it('summarises a file on a project’s task, under Projects/…/Task files, for the project’s people only', async () => {
    const project = await createProject(t, realtor.token, { property_address: '12 Birch Lane, Davis, CA 95616' });
    const milestone = (await milestonesOf(t, realtor.token, project.id))[0]!;
    const task = await createTask(t, realtor.token, { milestone_id: milestone.id, title: 'Inspection report' });
    const form = multipart([{ name: 'task_id', value: String(task.id) }, { name: 'files', filename: 'report.pdf', contentType: 'application/pdf', content: await textPdf(REPORT.split('. ')) }]);
    expect((await t.call({ method: 'POST', url: '/api/v1/task/file_upload', token: realtor.token, payload: form.payload, headers: form.headers })).statusCode).toBe(200);
    const path = `${PROJECTS_FOLDER}/12 Birch Lane (${project.id})/${TASK_FILES_FOLDER}/Inspection report (${task.id})/report.pdf`;

    const first = await summarise(t, realtor.token, path, 'Summarise the report.');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ cached: false, source: 'built-in' });
    expect(first.json().data.answer).toMatch(/water heater|roof|electrical/i);
    expect((await summarise(t, realtor.token, path, 'Summarise the report.')).json().data).toMatchObject({ id: first.json().data.id, cached: true });
    const history = await t.call({ method: 'GET', url: `/api/file-manager/prompts?path=${encodeURIComponent(path)}`, token: realtor.token });
    expect(history.json().data.map((row: { prompt: string }) => row.prompt)).toEqual(['Summarise the report.']);
    expect((await summarise(t, otherRealtor.token, path)).statusCode).toBe(404);
    expect((await summarise(t, realtor.token, path.replace('report.pdf', 'missing.pdf'))).statusCode).toBe(404);
  });

  it('refuses a file without text, another realtor’s file and a hostile path', async () => {
    expectError(await summarise(t, realtor.token, 'photo.png'), 422, m.summaryNoText);
    expect((await summarise(t, otherRealtor.token, 'inspection.txt')).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/file-manager/prompts?path=inspection.txt', token: otherRealtor.token })).statusCode).toBe(404);
    expect((await summarise(t, realtor.token, '../inspection.txt')).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/file-manager/summarize-file', payload: { prompt: 'x', path: 'inspection.txt' } })).statusCode).toBe(401);
  });
});

describe('summaries of Word documents (.docx)', () => {
  /** A paragraph repeated until the document's XML is past the cap: a few hundred kilobytes once deflated. */
  const oversized = () => documentXml(Array.from({ length: Math.ceil(DOCX_XML_MAX_BYTES / 150) + 10 }, () => 'The water heater is leaking and must be replaced.'));

  it('summarises the text of a .docx, its runs joined and its paragraphs apart', async () => {
    const response = await summarise(t, realtor.token, 'inspection.docx', 'Summarise the inspection.');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ source: 'built-in', cached: false });
    expect(response.json().data.answer).toMatch(/water heater|roof|electrical/i);
    const text = await docxText(wordDocument(documentXml(['Roof & gutters <ok>', 'Second line'])));
    expect(text).toBe('Roof & gutters <ok>\nSecond line');
  });

  it('reads no more than the cap of a document that inflates past it, whatever size the archive declares', async () => {
    const xml = oversized();
    expect(xml.length).toBeGreaterThan(DOCX_XML_MAX_BYTES);
    const honest = wordDocument(xml);
    const lying = wordDocument(xml, { declaredSize: 1000 });
    // A zip bomb in small: megabytes of XML from a file a thousand times smaller.
    expect(honest.length).toBeLessThan(DOCX_XML_MAX_BYTES / 100);
    expect(await docxText(honest)).toBe('');
    await expect(docxText(lying)).rejects.toThrow();
    await upload(t, realtor.token, 'bomb.docx', lying);
    expectError(await summarise(t, realtor.token, 'bomb.docx'), 422, m.summaryNoText);
    await expect(docxText(Buffer.from('not a zip at all'))).rejects.toThrow();
  });
});

describe('file summaries through a configured endpoint', () => {
  let ai: FakeAi;
  let withAi: TestApp;
  afterAll(async () => {
    await withAi?.close();
    await ai?.close();
  });

  it('sends the prompt and the text to the endpoint and keeps its answer', async () => {
    ai = await startFakeAi();
    ai.reply('Replace the water heater before closing.');
    withAi = await createTestApp({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: ai.apiKey, AI_MODEL: ai.model });
    const someone = await withAi.user({ roles: ['Realtor'] });
    await upload(withAi, someone.token, 'inspection.txt', Buffer.from(REPORT));
    const response = await summarise(withAi, someone.token, 'inspection.txt');
    expect(response.json().data).toMatchObject({ answer: 'Replace the water heater before closing.', source: 'ai' });
    const sent = ai.requests.at(-1)!.messages;
    expect(sent[0]!.content).toContain('What must be fixed?');
    expect(sent[1]!.content).toContain('water heater is leaking');
  });
});
