/**
 * Short, readable log lines for a terminal: `12:04:31 INFO  demo accounts created`, one line per request
 * (`GET /api/health 200 3 ms`), extra fields as key=value cut at 80 characters. Production keeps pino's JSON
 * (LOG_FORMAT, README), which log collectors read.
 */

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const COLOURS: Record<number, string> = { 10: '\x1b[90m', 20: '\x1b[90m', 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };
/** Fields every line has, or that the line's text already shows. */
const SHOWN_OTHERWISE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);
const MAX_VALUE = 80;

type Entry = Record<string, unknown> & { level?: number; time?: number; msg?: string };
type RequestFields = { req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number };

const clip = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text);

function valueText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const clipped = clip(text ?? String(value));
  return typeof value === 'string' && /[\s"=]/.test(clipped) ? JSON.stringify(clipped) : clipped;
}

function messageOf(entry: Entry & RequestFields): string {
  if (entry.req && entry.res) {
    const took = entry.responseTime === undefined ? '' : ` ${Math.round(entry.responseTime)} ms`;
    return `${entry.req.method} ${entry.req.url} ${entry.res.statusCode}${took}`;
  }
  return entry.msg ?? '';
}

/** One pino JSON line as a short line of text; anything that is not pino's JSON is passed through. */
export function formatLogLine(line: string, options: { colour: boolean }): string {
  let entry: Entry & RequestFields;
  try {
    entry = JSON.parse(line) as Entry & RequestFields;
  } catch {
    return line.trimEnd();
  }
  const level = entry.level ?? 30;
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  let label = (LEVELS[level] ?? String(level)).padEnd(5);
  if (options.colour && COLOURS[level]) label = `${COLOURS[level]}${label}\x1b[0m`;
  const fields = Object.entries(entry)
    .filter(([key, value]) => !SHOWN_OTHERWISE.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const text = [time, label, messageOf(entry), ...fields].filter(Boolean).join(' ');
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err?.stack ?? err?.message;
  return stack ? `${text}\n${stack.replace(/^/gm, '    ')}` : text;
}

/** A destination for pino that writes formatted lines to `out`. */
export function prettyStream(out: NodeJS.WritableStream & { isTTY?: boolean }): { write(line: string): void } {
  const colour = out.isTTY === true;
  return { write: (line) => void out.write(`${formatLogLine(line, { colour })}\n`) };
}
