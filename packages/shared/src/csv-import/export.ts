/**
 * A cell made safe for a spreadsheet: text starting with = + - @ (or a tab or carriage return, which some
 * spreadsheets skip before reading a formula) is prefixed with a single quote, so it is shown, never run.
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break. */
function quoteCsvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows to CSV text (CRLF line ends), every cell neutralised first. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map((cell) => quoteCsvField(neutraliseCsvCell(cell))).join(',')).join('\r\n') + '\r\n';
}
