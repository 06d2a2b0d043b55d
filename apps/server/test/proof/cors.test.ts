import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/*
 * Cross-origin access (app.ts): the JSON API answers the public origin and those of CORS_ORIGINS, on a
 * preflight and on the real request alike, refusals included (a client must read the error); a foreign
 * origin gets nothing; health checks and pages outside the API get no CORS headers at all.
 */

const LISTED = 'https://admin.openhouse.test';
const FOREIGN = ['https://evil.example', 'http://openhouse.test.evil.example', 'null'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: `http://localhost:5173, ${LISTED}` });
});
afterAll(async () => t?.close());

const preflight = (url: string, origin: string) =>
  t.call({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
  });

function corsHeaders(response: LightMyRequestResponse): string[] {
  return Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
}

describe('CORS on the JSON API', () => {
  it('answers a preflight from an origin of CORS_ORIGINS with the method and headers it asked for', async () => {
    const response = await preflight('/api/v1/login', LISTED);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(LISTED);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toBe('content-type,authorization');
    // Tokens travel in the Authorization header, never in cookies: credentials are not allowed.
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows an origin of CORS_ORIGINS on real requests, answers and refusals alike', async () => {
    const answers = [
      await t.call({ method: 'GET', url: '/api/v1/config/public', headers: { origin: LISTED } }),
      await t.call({ method: 'GET', url: '/api/v1/me', headers: { origin: LISTED } }),
      await t.call({ method: 'POST', url: '/api/v1/login', headers: { origin: LISTED }, payload: {} }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 422]);
    for (const response of answers) {
      expect(response.headers['access-control-allow-origin']).toBe(LISTED);
      expect(String(response.headers.vary)).toMatch(/origin/i);
    }
  });

  it('gives a foreign origin no allow-origin header, on a preflight or a real request', async () => {
    for (const origin of FOREIGN) {
      const asked = await preflight('/api/v1/login', origin);
      const real = await t.call({ method: 'GET', url: '/api/v1/config/public', headers: { origin } });
      expect(asked.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(real.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(real.statusCode).toBe(200);
    }
  });
});

describe('CORS outside the JSON API', () => {
  it('gives health checks, the dev mailbox and web app paths no CORS headers, even for a listed origin', async () => {
    for (const url of ['/api/health', '/dev/mailbox', '/', '/properties/1']) {
      const real = await t.call({ method: 'GET', url, headers: { origin: LISTED } });
      const asked = await preflight(url, LISTED);
      expect(corsHeaders(real), url).toEqual([]);
      expect(corsHeaders(asked), url).toEqual([]);
    }
  });
});
