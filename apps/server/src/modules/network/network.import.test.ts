import { csvImportMessages as c } from '@openhouse/shared/csv-import/messages';
import { parseCsv } from '@openhouse/shared/csv-import/parse';
import { networkMessages as m } from '@openhouse/shared/network/messages';
import type { Prospect } from '@openhouse/shared/network/network-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import type { Someone } from '../../../test/helpers/projects';

let t: TestApp;
let realtor: Someone;
let otherRealtor: Someone;
let buyer: Someone;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'] });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  buyer = await t.user({ roles: ['Buyer'] });
});
afterAll(async () => t?.close());

const MAPPING = JSON.stringify({ name: 0, user_name: 1, email: 2, phone: 3 });

function importCsv(token: string | undefined, csv: string | Buffer, fields: Record<string, string>) {
  const form = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: 'prospects.csv', contentType: 'text/csv', content: typeof csv === 'string' ? Buffer.from(csv) : csv },
  ]);
  return t.call({ method: 'POST', url: '/api/v1/prospects-import', token, payload: form.payload, headers: form.headers });
}
const totalOf = async (token: string) => (await t.call({ method: 'GET', url: '/api/v1/prospects?per_page=1', token })).json().total as number;

describe('prospect import', () => {
  it('previews the columns, the first rows and a suggested mapping without writing anything', async () => {
    const response = await importCsv(realtor.token, '\uFEFFFull Name,Username,E-mail,Mobile\r\n"Smith, Ann",ann,ann@example.com,\r\n', { mode: 'preview' });
    expect(response.json().data).toMatchObject({ columns: ['Full Name', 'Username', 'E-mail', 'Mobile'], total_rows: 1, mapping: { name: 0, user_name: 1, email: 2, phone: 3 } });
    expect(await totalOf(realtor.token)).toBe(0);
  });

  it('imports the good rows and reports each malformed one with its row and reason', async () => {
    await t.call({ method: 'POST', url: '/api/v1/network', token: realtor.token, payload: { name: 'Known', user_name: 'known', email: 'known@example.com' } });
    const csv = [
      'name,user_name,email,phone',
      'Good One,goodone,good1@example.com,(415) 555-0101',
      ',noname,noname@example.com,',
      'No User,,nouser@example.com,',
      'Bad Mail,badmail,not-an-email,',
      'Bad Phone,badphone,,+44 20 7946 0958',
      'Repeat,repeat,GOOD1@example.com,',
      'Known Again,known2,known@example.com,',
      'Short,short',
      'No Mail,nomail,,',
    ].join('\r\n');
    const response = await importCsv(realtor.token, csv, { mapping: MAPPING });
    expect(response.statusCode, response.body).toBe(200);
    const { created, skipped } = response.json().data as { created: number; skipped: { row: number; reason: string }[] };
    expect(created).toBe(4);
    // Row 4 has no user name: it gets one proposed from its e-mail rather than being refused.
    expect(skipped.map((s) => s.row)).toEqual([3, 5, 6, 7, 8]);
    expect(skipped.slice(0, 2).map((s) => s.reason)).toEqual([m.prospectNameRequired, m.emailInvalid]);
    expect(skipped.slice(3).map((s) => s.reason)).toEqual([c.duplicateInFile, m.alreadyInNetwork]);
    const proposed = (await t.call({ method: 'GET', url: '/api/v1/prospects?search=nouser&per_page=100', token: realtor.token })).json().data as Prospect[];
    expect(proposed.map((p) => p.user_name)).toEqual(['nouser']);
    const list = (await t.call({ method: 'GET', url: '/api/v1/prospects?search=good&per_page=100', token: realtor.token })).json().data as Prospect[];
    expect(list).toEqual([expect.objectContaining({ name: 'Good One', email: 'good1@example.com', phone: '+14155550101', source: 'import' })]);
    expect(await totalOf(otherRealtor.token)).toBe(0);
  });

  it('imports a file with no user-name column, proposing names unique among the prospects and in the file', async () => {
    const importer = await t.user({ roles: ['Realtor'] });
    await t.call({ method: 'POST', url: '/api/v1/network', token: importer.token, payload: { name: 'Jordan', user_name: 'jordanlee' } });
    const csv = ['Full Name,E-mail', 'Jordan Lee,', 'Jordan Lee,', 'Bo,bo@example.com'].join('\r\n');
    const preview = (await importCsv(importer.token, csv, { mode: 'preview' })).json().data;
    expect(preview.mapping).toEqual({ name: 0, user_name: null, email: 1, phone: null });
    expect((await importCsv(importer.token, csv, { mapping: JSON.stringify(preview.mapping) })).json().data).toEqual({ created: 3, skipped: [] });
    const list = (await t.call({ method: 'GET', url: '/api/v1/prospects?per_page=100', token: importer.token })).json().data as Prospect[];
    expect(list.map((p) => p.user_name).sort()).toEqual(['bo01', 'jordanlee', 'jordanlee1', 'jordanlee2']);
  });

  it('refuses a file that is not UTF-8, a binary and a bad mapping, writing nothing', async () => {
    const before = await totalOf(realtor.token);
    const latin1 = Buffer.from('name,user_name\r\nJos\xe9,jose\r\n', 'latin1');
    expectError(await importCsv(realtor.token, latin1, { mapping: JSON.stringify({ name: 0, user_name: 1 }) }), 422, c.notUtf8);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await importCsv(realtor.token, png, { mode: 'preview' })).statusCode).toBe(422);
    expectError(await importCsv(realtor.token, 'name,user_name\r\nA,a\r\n', { mapping: '{"user_name":1}' }), 422, c.mappingMissing('Name'));
    expect(await totalOf(realtor.token)).toBe(before);
  });

  it('takes 10,000 rows in one file and refuses one more', async () => {
    const someone = await t.user({ roles: ['Realtor'] });
    const rows = Array.from({ length: 10_000 }, (_, i) => `Person ${i},user${i},p${i}@example.com,`);
    const response = await importCsv(someone.token, ['name,user_name,email,phone', ...rows].join('\n'), { mapping: MAPPING });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ created: 10_000, skipped: [] });
    expect(await totalOf(someone.token)).toBe(10_000);
    expect((await importCsv(someone.token, ['name,user_name,email,phone', ...rows, 'One more,more,,'].join('\n'), { mode: 'preview' })).statusCode).toBe(413);
  }, 480_000);

  it('neutralises cells starting with = + - @ on export', async () => {
    const someone = await t.user({ roles: ['Realtor'] });
    const csv = ['name,user_name,email,phone', '=HYPERLINK("http://evil"),+cmd,,', '@SUM(A1),-2+3,,'].join('\r\n');
    expect((await importCsv(someone.token, csv, { mapping: MAPPING })).json().data.created).toBe(2);
    const exported = await t.call({ method: 'GET', url: '/api/v1/prospects-export', token: someone.token });
    expect(exported.headers['content-type']).toContain('text/csv');
    const parsed = parseCsv(exported.body);
    expect(parsed.ok && parsed.rows.slice(1)).toEqual([
      [`'=HYPERLINK("http://evil")`, "'+cmd", '', ''],
      ["'@SUM(A1)", "'-2+3", '', ''],
    ]);
  });

  it('answers 401 to the anonymous and 403 to a buyer', async () => {
    expect((await importCsv(undefined, 'name,user_name\r\nA,a\r\n', { mode: 'preview' })).statusCode).toBe(401);
    expect((await importCsv(buyer.token, 'name,user_name\r\nA,a\r\n', { mode: 'preview' })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/v1/prospects-export', token: buyer.token })).statusCode).toBe(403);
  });

  it('serves a sample CSV that imports as it is', async () => {
    const sample = await t.call({ method: 'GET', url: '/api/v1/prospects-import/sample' });
    expect(sample.headers['content-disposition']).toContain('prospects-sample.csv');
    const preview = (await importCsv(realtor.token, sample.body, { mode: 'preview' })).json().data;
    expect(preview.mapping).toEqual({ name: 0, user_name: 1, email: 2, phone: 3 });
    const someone = await t.user({ roles: ['Realtor'] });
    expect((await importCsv(someone.token, sample.body, { mapping: JSON.stringify(preview.mapping) })).json().data).toEqual({ created: 2, skipped: [] });
  });
});
