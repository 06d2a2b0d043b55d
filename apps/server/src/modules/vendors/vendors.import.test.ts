import { csvImportMessages as c } from '@openhouse/shared/csv-import/messages';
import { accountMessages } from '@openhouse/shared/accounts/messages';
import { parseCsv } from '@openhouse/shared/csv-import/parse';
import { inArray } from 'drizzle-orm';
import { vendorMessages as m } from '@openhouse/shared/vendors/messages';
import type { Vendor } from '@openhouse/shared/vendors/vendor-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, linkIn, nextIp, pngImage } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import type { Someone } from '../../../test/helpers/projects';
import { addVendor, importCsv, mailsTo } from '../../../test/helpers/vendors';
import { users } from '../accounts/accounts.schema';

let t: TestApp;
let realtor: Someone;
let otherRealtor: Someone;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  otherRealtor = await t.user({ roles: ['Realtor'] });
});
afterAll(async () => t?.close());

const MAPPING = JSON.stringify({ name: 0, user_name: 1, email: 2, phone: 3, vendor_type: 4 });
const listOf = async (token: string) => (await t.call({ method: 'GET', url: '/api/v1/vendors?per_page=100', token })).json() as { total: number; data: Vendor[] };

describe('vendor import', () => {
  it('previews the columns, the first rows and a suggested mapping without writing anything', async () => {
    const csv = '\uFEFFVendor Name,Username,E-mail,Mobile,Trade\r\n"Smith, Ann",ann,ann@example.com,,Plumber\r\n';
    const response = await importCsv(t, realtor.token, csv, { mode: 'preview' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      columns: ['Vendor Name', 'Username', 'E-mail', 'Mobile', 'Trade'],
      rows: [['Smith, Ann', 'ann', 'ann@example.com', '', 'Plumber']],
      total_rows: 1,
      mapping: { name: 0, user_name: 1, email: 2, phone: 3, vendor_type: 4 },
    });
    expect((await listOf(realtor.token)).total).toBe(0);
  });

  it('imports the good rows and reports each malformed one with its row and reason; no bad row is half-created', async () => {
    const listed = await addVendor(t, realtor.token, { email: 'listed@example.com' });
    const csv = [
      'name,user_name,email,phone,vendor_type',
      'Good One,goodone,good1@example.com,(415) 555-0101,plumbers',
      ',noname,noname@example.com,,',
      'No User,,nouser@example.com,,',
      'Bad Mail,badmail,not-an-email,,',
      'Bad Phone,badphone,badphone@example.com,+44 20 7946 0958,',
      'Repeat,repeat,GOOD1@example.com,,',
      'Listed,listed,listed@example.com,,',
      'Odd Type,oddtype,oddtype@example.com,,Wizard',
      'Short,short',
      'Good Two,goodtwo,good2@example.com,,Inspector',
    ].join('\r\n');
    const response = await importCsv(t, realtor.token, csv, { mapping: MAPPING });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      created: 3,
      skipped: [
        { row: 3, reason: m.nameRequired },
        { row: 5, reason: m.emailInvalid },
        { row: 6, reason: accountMessages.phoneInvalid },
        { row: 7, reason: c.duplicateInFile },
        { row: 8, reason: m.alreadyOnList },
        { row: 9, reason: m.vendorTypeInvalid },
        { row: 10, reason: m.emailRequired },
      ],
    });
    const list = await listOf(realtor.token);
    expect(list.data.map((v) => v.email).sort()).toEqual(['good1@example.com', 'good2@example.com', 'nouser@example.com', listed.email].sort());
    expect(list.data.find((v) => v.email === 'good1@example.com')).toMatchObject({ vendor_type: 'Plumber', phone: '+14155550101' });
    expect(list.data.find((v) => v.email === 'good2@example.com')).toMatchObject({ vendor_type: 'Home inspector' });
    // A row without a user name gets one proposed from its e-mail, not a refusal.
    expect(list.data.find((v) => v.email === 'nouser@example.com')).toMatchObject({ user_name: 'nouser' });
  });

  it('imports a file with no user-name column, proposing names unique on the list and in the file', async () => {
    const importer = await t.user({ roles: ['Realtor'] });
    await addVendor(t, importer.token, { email: 'first@example.com', user_name: 'casey' });
    const csv = ['Name,Email,Type', 'Casey One,casey@one.example.com,Home Inspector', 'Casey Two,Casey@two.example.com,', 'Al,al@example.com,'].join('\n');
    const preview = (await importCsv(t, importer.token, csv, { mode: 'preview' })).json().data;
    expect(preview.mapping).toEqual({ name: 0, user_name: null, email: 1, phone: null, vendor_type: 2 });
    const response = await importCsv(t, importer.token, csv, { mapping: JSON.stringify(preview.mapping) });
    expect(response.json().data).toEqual({ created: 3, skipped: [] });
    const names = new Map((await listOf(importer.token)).data.map((v) => [v.email, v.user_name]));
    expect([names.get('casey@one.example.com'), names.get('casey@two.example.com'), names.get('al@example.com')]).toEqual(['casey1', 'casey2', 'al01']);
  });

  it('mails each new vendor one working invitation after the import, links a known account without one, and names new accounts apart', async () => {
    const importer = await t.user({ roles: ['Realtor'], name: 'Ivan Importer' });
    const known = await t.user({ roles: ['Buyer'], email: 'known-importee@example.com' });
    const csv = ['name,user_name,email,phone,vendor_type', 'Sam One,samone,sam@one.example.com,,', 'Sam Two,samtwo,sam@two.example.com,,', 'Known,known,known-importee@example.com,,'].join('\n');
    expect((await importCsv(t, importer.token, csv, { mapping: MAPPING })).json().data).toEqual({ created: 3, skipped: [] });
    await t.app.platform.events.idle();
    await t.app.platform.mailer.idle();
    const list = await listOf(importer.token);
    expect(list.data.find((v) => v.email === 'known-importee@example.com')?.user_id).toBe(known.user.id);
    expect(await mailsTo(t, 'known-importee@example.com')).toHaveLength(0);
    for (const email of ['sam@one.example.com', 'sam@two.example.com']) {
      const mails = await mailsTo(t, email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Ivan Importer invited you to Openhouse']);
      const token = linkIn(mails[0]!.body_text, '/auth/reset-password').searchParams.get('token');
      const reset = await t.call({ method: 'POST', url: '/api/v1/reset-password', payload: { token, password: 'Fresh-Pa55', password_confirmation: 'Fresh-Pa55' }, remoteAddress: nextIp() });
      expect(reset.statusCode, reset.body).toBe(200);
    }
    // Both addresses ask for the user name "sam": the first row gets it, the second one of its own.
    const accounts = await t.database.db.select({ email: users.email, user_name: users.user_name }).from(users).where(inArray(users.email, ['sam@one.example.com', 'sam@two.example.com']));
    const names = new Map(accounts.map((account) => [account.email, account.user_name]));
    expect(names.get('sam@one.example.com')).toBe('sam0');
    expect(names.get('sam@two.example.com')).toMatch(/^sam0\d{4}$/);
  });

  it('refuses a file that is not UTF-8, not text, cut short or missing, with a clear 4xx', async () => {
    const latin1 = Buffer.from('name,user_name,email\nZo\xeb,zoe,zoe@example.com\n', 'latin1');
    expectError(await importCsv(t, realtor.token, latin1, { mapping: MAPPING }), 422, c.notUtf8);
    expectError(await importCsv(t, realtor.token, pngImage(), { mode: 'preview' }), 422, c.notText);
    expectError(await importCsv(t, realtor.token, 'name\n"open', { mode: 'preview' }), 422, c.unclosedQuote);
    expectError(await importCsv(t, realtor.token, '', { mode: 'preview' }), 422, c.fileRequired);
    // A header and no rows once answered 200 'created 0' (docs/API.md promises 422).
    expectError(await importCsv(t, realtor.token, 'name,user_name,email\n', { mapping: MAPPING }), 422, c.empty);
    expectError(await importCsv(t, realtor.token, 'name,user_name,email', { mode: 'preview' }), 422, c.empty);
    expectError(await importCsv(t, realtor.token, 'name,user_name,email\nA,a,a@example.com', { mapping: '{"name":0}' }), 422, c.mappingMissing('Email'));
    expectError(await importCsv(t, realtor.token, 'name,user_name,email\nA,a,a@example.com', { mapping: 'nope' }), 422, c.mappingInvalid);
    const json = await t.call({ method: 'POST', url: '/api/v1/vendor-import', token: realtor.token, payload: { file: 'x' } });
    expectError(json, 415, c.notMultipart);
  });

  it('refuses the anonymous visitor and a buyer, importing nothing', async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    const csv = 'name,user_name,email\nSneaky,sneaky,sneaky@example.com\n';
    expect((await importCsv(t, undefined, csv, { mapping: MAPPING })).statusCode).toBe(401);
    expect((await importCsv(t, buyer.token, csv, { mapping: MAPPING })).statusCode).toBe(403);
    expect((await listOf(otherRealtor.token)).total).toBe(0);
  });

  it('keeps formulas as plain text and neutralises them in the export', async () => {
    const exporter = await t.user({ roles: ['Realtor'] });
    const csv = 'name,user_name,email,phone,vendor_type\n"=HYPERLINK(""http://evil.example"",""x"")",+sum,formula@example.com,,\n@cmd,-minus,at@example.com,,\n';
    expect((await importCsv(t, exporter.token, csv, { mapping: MAPPING })).json().data).toEqual({ created: 2, skipped: [] });
    const exported = await t.call({ method: 'GET', url: '/api/v1/vendor-export', token: exporter.token });
    expect(exported.headers['content-type']).toContain('text/csv');
    const parsed = parseCsv(exported.body);
    expect(parsed.ok && parsed.rows.slice(1)).toEqual([
      ["'=HYPERLINK(\"http://evil.example\",\"x\")", "'+sum", 'formula@example.com', '', ''],
      ["'@cmd", "'-minus", 'at@example.com', '', ''],
    ]);
  });

  it('serves a sample CSV that previews with every field mapped', async () => {
    const sample = await t.call({ method: 'GET', url: '/api/v1/vendor-import/sample' });
    expect(sample.headers['content-disposition']).toContain('vendors-sample.csv');
    const preview = (await importCsv(t, realtor.token, sample.body, { mode: 'preview' })).json().data;
    expect(preview.mapping).toEqual({ name: 0, user_name: 1, email: 2, phone: 3, vendor_type: 4 });
  });
});
