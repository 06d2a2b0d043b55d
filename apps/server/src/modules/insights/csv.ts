/** Cells a spreadsheet would run as a formula (OWASP CSV injection): =, +, -, @, and a leading tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): formula-looking text is defused with a leading apostrophe, then quoted when needed. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document with CRLF line ends, as RFC 4180 and spreadsheets expect. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
