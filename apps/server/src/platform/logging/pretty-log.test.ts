import { describe, expect, it } from 'vitest';
import { formatLogLine } from './pretty-log';

const time = new Date(2026, 4, 1, 9, 5, 7).getTime();
const line = (entry: Record<string, unknown>) => JSON.stringify({ level: 30, time, pid: 42, hostname: 'box', ...entry });

describe('formatLogLine', () => {
  it('shows time, level and message without the pid and host name', () => {
    expect(formatLogLine(line({ msg: 'demo accounts created' }), { colour: false })).toBe('09:05:07 INFO  demo accounts created');
  });

  it('writes a request as one short line: method, path, status and time', () => {
    const request = line({ reqId: 'abc', req: { method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1' }, res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' });
    expect(formatLogLine(request, { colour: false })).toBe('09:05:07 INFO  GET /api/health 200 3 ms');
  });

  it('adds other fields as key=value, cutting long values', () => {
    const text = formatLogLine(line({ msg: 'mail kept', to: 'a@b.c', outboxId: 3, text: 'x'.repeat(500) }), { colour: false });
    expect(text).toBe(`09:05:07 INFO  mail kept to=a@b.c outboxId=3 text=${'x'.repeat(79)}…`);
  });

  it('prints an error with its stack under the line', () => {
    const text = formatLogLine(line({ level: 50, msg: 'boom', err: { type: 'Error', message: 'no', stack: 'Error: no\n    at here' } }), { colour: false });
    expect(text).toBe('09:05:07 ERROR boom\n    Error: no\n        at here');
  });

  it('passes through what is not a log entry', () => {
    expect(formatLogLine('plain text\n', { colour: false })).toBe('plain text');
  });
});
