import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('2024-05-01')).toBe('2024-05-01');
    expect(csvCell(42)).toBe('42');
  });

  it('quotes cells with commas, quotes or line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=HYPERLINK("http://evil.example","x")', '+1+2', '-2+3', '@SUM(A1:A2)', '\tcmd', '\rcmd'])(
    'defuses the formula-looking cell %j with a leading apostrophe',
    (value) => {
      const cell = csvCell(value);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect(unquoted).toBe(`'${value}`);
    },
  );

  it('quotes a defused formula that also holds a comma', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF, ending with a line break', () => {
    expect(toCsv([['date', 'n'], ['2024-01-01', 3]])).toBe('date,n\r\n2024-01-01,3\r\n');
  });
});
