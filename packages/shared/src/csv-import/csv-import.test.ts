import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { neutraliseCsvCell, toCsv } from './export';
import { applyMapping, mappingProblem, suggestMapping, type CsvField } from './mapping';
import { csvImportMessages as m } from './messages';
import { decodeCsvBytes, parseCsv, readCsv } from './parse';
import { checkRows, previewOf, skipRepeatedKeys } from './rows';

const bytes = (text: string) => new TextEncoder().encode(text);
const fields: CsvField[] = [
  { key: 'name', label: 'Name', required: true, aliases: ['full name'] },
  { key: 'email', label: 'E-mail', required: false, aliases: ['email address'] },
];

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and CRLF records', () => {
    const result = parseCsv('name,note\r\n"Smith, Ann","said ""hi""\r\nthen left"\r\nBob,x\r\n');
    expect(result).toEqual({ ok: true, rows: [['name', 'note'], ['Smith, Ann', 'said "hi"\r\nthen left'], ['Bob', 'x']] });
  });
  it('accepts bare LF, a last line without a break, empty cells, and skips blank lines', () => {
    expect(parseCsv('a,b\n\n1,\n,2')).toEqual({ ok: true, rows: [['a', 'b'], ['1', ''], ['', '2']] });
  });
  it('refuses a quoted field that is never closed', () => {
    expect(parseCsv('a\n"open')).toEqual({ ok: false, message: m.unclosedQuote });
  });
});

describe('decodeCsvBytes', () => {
  it('drops a UTF-8 byte-order mark and keeps accented letters', () => {
    expect(decodeCsvBytes(bytes('\uFEFFZoë,1'))).toEqual({ ok: true, text: 'Zoë,1' });
  });
  it('refuses Windows-1252 bytes with the UTF-8 message', () => {
    expect(decodeCsvBytes(Uint8Array.from([0x5a, 0x6f, 0xeb]))).toEqual({ ok: false, message: m.notUtf8 });
  });
  it('refuses a binary file', () => {
    expect(readCsv(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toEqual({ ok: false, message: m.notText });
  });
  it('refuses a file without rows', () => {
    expect(readCsv(bytes('\r\n\r\n'))).toEqual({ ok: false, message: m.empty });
    expect(readCsv(bytes('name,user_name,email\r\n\r\n'))).toEqual({ ok: false, message: m.empty });
  });
});

describe('mapping', () => {
  it('suggests columns by key, label or alias, whatever the case and punctuation', () => {
    expect(suggestMapping(['Full Name', 'Phone', 'EMAIL'], fields)).toEqual({ name: 0, email: 2 });
    expect(suggestMapping(['Phone'], fields)).toEqual({ name: null, email: null });
  });
  it('names a required field left unmapped, and a column the file does not have', () => {
    expect(mappingProblem({ name: null }, fields, 2)).toBe(m.mappingMissing('Name'));
    expect(mappingProblem({ name: 0, email: 5 }, fields, 2)).toBe(m.mappingOutOfRange);
    expect(mappingProblem({ name: 0, email: null }, fields, 2)).toBeNull();
  });
  it('maps cells to trimmed values and leaves empty ones out', () => {
    expect(applyMapping([' Ann ', ''], { name: 0, email: 1 })).toEqual({ name: 'Ann' });
  });
});

describe('rows', () => {
  const schema = z.object({ name: z.string({ error: 'Name is required' }), email: z.string().optional() });
  it('numbers rows as a spreadsheet does and gives the schema message for a bad one', () => {
    const checked = checkRows([['Ann', 'a@x.io'], ['', 'b@x.io']], { name: 0, email: 1 }, schema);
    expect(checked).toEqual([
      { row: 2, ok: true, value: { name: 'Ann', email: 'a@x.io' } },
      { row: 3, ok: false, reason: 'Name is required' },
    ]);
  });
  it('skips a row repeating an earlier key', () => {
    const checked = checkRows([['Ann', 'a@x.io'], ['Bob', 'A@x.io']], { name: 0, email: 1 }, schema);
    const deduped = skipRepeatedKeys(checked, (value) => [value.email?.toLowerCase() ?? ''], m.duplicateInFile);
    expect(deduped[1]).toEqual({ row: 3, ok: false, reason: m.duplicateInFile });
  });
  it('previews the header, the first rows, the row count and a mapping', () => {
    const preview = previewOf([['Name', 'Email'], ...Array.from({ length: 8 }, (_, i) => [`n${i}`, ''])], fields);
    expect(preview.columns).toEqual(['Name', 'Email']);
    expect(preview.rows).toHaveLength(5);
    expect(preview.total_rows).toBe(8);
    expect(preview.mapping).toEqual({ name: 0, email: 1 });
  });
});

describe('export', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
    expect(neutraliseCsvCell('Ann')).toBe('Ann');
  });
  it('writes quoted, neutralised CSV that parses back', () => {
    const text = toCsv([['name', 'note'], ['=HYPERLINK("x")', 'a,b']]);
    expect(text).toBe('name,note\r\n"\'=HYPERLINK(""x"")","a,b"\r\n');
    expect(parseCsv(text)).toEqual({ ok: true, rows: [['name', 'note'], ['\'=HYPERLINK("x")', 'a,b']] });
  });
});
