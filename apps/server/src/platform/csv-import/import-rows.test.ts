import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { csvImportMessages as m } from '@openhouse/shared/csv-import/messages';
import type { CsvField } from '@openhouse/shared/csv-import/mapping';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { importCsvRows, parseMappingField } from './import-rows';

const fields: CsvField[] = [
  { key: 'name', label: 'Name', required: true, aliases: [] },
  { key: 'email', label: 'Email', required: true, aliases: [] },
];
const schema = z.object({ name: z.string({ error: 'Name is required' }), email: z.email({ error: 'Email is not valid' }) });
type Row = z.output<typeof schema>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`create table csv_probe (email text primary key, name text not null)`);
  await t.database.db.execute(sql`create table csv_probe_note (email text not null, note text not null)`);
});
afterAll(() => t.close());

async function count(table: string): Promise<number> {
  const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** Writes the note first, so a refusal after it shows whether half a row could stay behind. */
async function createProbe(tx: Db, row: Row) {
  await tx.execute(sql`insert into csv_probe_note (email, note) values (${row.email}, 'first half')`);
  if (row.name === 'Refused') throw new AppError(422, 'Refused by the rules');
  await tx.execute(sql`insert into csv_probe (email, name) values (${row.email}, ${row.name})`);
  return row.email;
}

describe('importCsvRows', () => {
  it('creates the good rows and reports every bad one with its row number and reason, leaving no half row', async () => {
    await t.database.db.execute(sql`insert into csv_probe (email, name) values ('taken@x.io', 'Old')`);
    const table = [
      ['Name', 'Email'],
      ['Ann', 'ann@x.io'],
      ['', 'nobody@x.io'],
      ['Bob', 'not-an-email'],
      ['Ann again', 'ANN@x.io'.toLowerCase()],
      ['Refused', 'refused@x.io'],
      ['Clash', 'taken@x.io'],
      ['Cleo', 'cleo@x.io'],
    ];
    const emitted: string[] = [];
    const batches: string[][] = [];
    const report = await importCsvRows(t.app.platform, {
      table,
      mapping: { name: 0, email: 1 },
      fields,
      schema,
      keysOf: (row) => [row.email],
      createRow: createProbe,
      afterRow: async (email) => void emitted.push(email),
      afterBatch: async (emails) => void batches.push(emails),
    });
    expect(report).toEqual({
      created: 2,
      skipped: [
        { row: 3, reason: 'Name is required' },
        { row: 4, reason: 'Email is not valid' },
        { row: 5, reason: m.duplicateInFile },
        { row: 6, reason: 'Refused by the rules' },
        { row: 7, reason: m.rowFailed },
      ],
    });
    expect(emitted).toEqual(['ann@x.io', 'cleo@x.io']);
    expect(batches).toEqual([['ann@x.io', 'cleo@x.io']]);
    expect(await count('csv_probe')).toBe(3);
    // Only the two created rows kept their first half: the refused and clashing rows were undone whole.
    expect(await count('csv_probe_note')).toBe(2);
  });

  it('asks for conflicts once per batch and skips what they name', async () => {
    const asked: number[] = [];
    const table = [['Name', 'Email'], ...Array.from({ length: 600 }, (_, i) => [`P${i}`, `batch${i}@x.io`])];
    const report = await importCsvRows(t.app.platform, {
      table,
      mapping: { name: 0, email: 1 },
      fields,
      schema,
      findConflicts: async (rows) => {
        asked.push(rows.length);
        return new Map(rows.filter((row) => row.row === 2).map((row) => [row.row, 'Already on your list']));
      },
      createRow: createProbe,
    });
    expect(asked).toEqual([250, 250, 100]);
    expect(report.created).toBe(599);
    expect(report.skipped).toEqual([{ row: 2, reason: 'Already on your list' }]);
  });

  it('hands createRows each batch of rows left after the checks and reports its refusals among the others, in row order', async () => {
    const calls: number[][] = [];
    const table = [['Name', 'Email'], ['', 'blank@x.io'], ...Array.from({ length: 300 }, (_, i) => [i === 5 ? 'Refused' : `S${i}`, `set${i}@x.io`])];
    const batches: number[] = [];
    const report = await importCsvRows(t.app.platform, {
      table,
      mapping: { name: 0, email: 1 },
      fields,
      schema,
      findConflicts: async (rows) => new Map(rows.filter((row) => row.value.email === 'set1@x.io').map((row) => [row.row, 'Already on your list'])),
      createRows: async (tx, rows) => {
        calls.push(rows.map((row) => row.row));
        const outcomes = new Map<number, string | AppError>();
        for (const { row, value } of rows) {
          if (value.name === 'Refused') outcomes.set(row, new AppError(422, 'Refused by the rules'));
          else {
            await tx.execute(sql`insert into csv_probe (email, name) values (${value.email}, ${value.name})`);
            outcomes.set(row, value.email);
          }
        }
        return outcomes;
      },
      afterBatch: async (emails) => void batches.push(emails.length),
    });
    // Row 2 fails its check and row 4 a conflict: neither reaches createRows; rows 3 to 251 make the first batch.
    expect(calls.map((rows) => [rows.length, rows[0], rows.at(-1)])).toEqual([
      [248, 3, 251],
      [51, 252, 302],
    ]);
    expect(report).toEqual({
      created: 298,
      skipped: [
        { row: 2, reason: 'Name is required' },
        { row: 4, reason: 'Already on your list' },
        { row: 8, reason: 'Refused by the rules' },
      ],
    });
    expect(batches).toEqual([247, 51]);
  });

  it('refuses a mapping that leaves a required field out', async () => {
    const attempt = importCsvRows(t.app.platform, { table: [['Name'], ['Ann']], mapping: { name: 0, email: null }, fields, schema, createRow: createProbe });
    await expect(attempt).rejects.toMatchObject({ status: 422, message: m.mappingMissing('Email') });
  });
});

describe('parseMappingField', () => {
  it('reads a JSON mapping and checks it against the file', () => {
    expect(parseMappingField('{"name":1,"email":0,"extra":3}', fields, 2)).toEqual({ name: 1, email: 0 });
    expect(() => parseMappingField('not json', fields, 2)).toThrow(m.mappingInvalid);
    expect(() => parseMappingField('{"name":"a"}', fields, 2)).toThrow(m.mappingInvalid);
    expect(() => parseMappingField('{"name":0,"email":4}', fields, 2)).toThrow(m.mappingOutOfRange);
  });
});
