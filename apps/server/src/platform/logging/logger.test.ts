import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isPrettyLog, OneLinePerRequest } from './logger';

describe('request logging', () => {
  it('writes one entry per request, naming its method, path and status', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } }, logController: new OneLinePerRequest() });
    app.get('/ping', async () => 'pong');
    await app.inject({ method: 'GET', url: '/ping' });
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.reqId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/ping' }, res: { statusCode: 200 } });
  });
});

describe('isPrettyLog', () => {
  it('is text in development and JSON in production unless LOG_FORMAT says otherwise', () => {
    expect(isPrettyLog({ NODE_ENV: 'development', LOG_FORMAT: undefined })).toBe(true);
    expect(isPrettyLog({ NODE_ENV: 'production', LOG_FORMAT: undefined })).toBe(false);
    expect(isPrettyLog({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe(false);
    expect(isPrettyLog({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe(true);
  });
});
