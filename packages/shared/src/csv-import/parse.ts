import { csvImportMessages as m } from './messages';

/** The outcome of reading a CSV: its rows of cells, or why the file as a whole cannot be read. */
export type CsvParseResult = { ok: true; rows: string[][] } | { ok: false; message: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The file's bytes as text, or why not. Only UTF-8 is accepted (a leading byte-order mark is dropped):
 * guessing Windows-1252 would silently turn names like "Zoë" into mojibake. A NUL byte means a binary
 * file (a spreadsheet, an image) sent under a .csv name.
 */
export function decodeCsvBytes(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes.includes(0)) return { ok: false, message: m.notText };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, message: m.notUtf8 };
  }
  return { ok: true, text: text.startsWith('\uFEFF') ? text.slice(1) : text };
}

/**
 * RFC 4180: fields split by commas, records by CRLF (or a bare LF/CR, as spreadsheets on other systems
 * write them); a quoted field may hold commas, line breaks and doubled quotes. Blank lines are skipped.
 */
export function parseCsv(text: string): CsvParseResult {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let cellStarted = false;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
    cellStarted = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
      continue;
    }
    if (char === '"' && !cellStarted) {
      quoted = true;
      cellStarted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
      cellStarted = false;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else {
      cell += char;
      cellStarted = true;
    }
  }
  if (quoted) return { ok: false, message: m.unclosedQuote };
  if (cell !== '' || row.length > 0) endRow();
  return { ok: true, rows };
}

/** Bytes to rows, both checks in one: what an upload handler calls. */
export function readCsv(bytes: Uint8Array): CsvParseResult {
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) return decoded;
  const parsed = parseCsv(decoded.text);
  // The first row is the header: a file with it alone has nothing to import (docs/API.md: 422, not 'created 0').
  if (parsed.ok && parsed.rows.length < 2) return { ok: false, message: m.empty };
  return parsed;
}
