import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@openhouse/shared/http/error-codes';
import { z } from 'zod';
import { createTestApp, testConfig, type TestApp } from '../../../test/helpers/app';
import { buildApp, type App } from '../../app';
import { AppError } from './errors';

let t: TestApp;
/** A second instance on the same database, with routes that fail on purpose. */
let faulty: App;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.user({})).token;
  faulty = await buildApp({ config: testConfig(), database: t.database, logger: false });
  faulty.get('/api/v1/test/explode', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
  faulty.get('/api/v1/test/syntax', async () => {
    // A fault of ours that happens to be a SyntaxError (a bad stored JSON value), not a bad request body.
    return JSON.parse('{not json') as unknown;
  });
  faulty.get('/api/v1/test/app-error', async () => {
    throw new AppError(409, 'Property Transaction already exists.');
  });
  faulty.get('/api/v1/test/specific-error', async () => {
    throw new AppError(422, 'This account has no password.', { password: ['This account has no password.'] }, 'password_not_set');
  });
  const echoBody = z.object({ count: z.number().int() });
  faulty.post('/api/v1/test/echo', { schema: { body: echoBody } }, async (request) => ({ count: (request.body as z.infer<typeof echoBody>).count }));
  await faulty.ready();
});
afterAll(async () => {
  await faulty?.close();
  await t?.close();
});

describe('bad requests are 4xx, never 500', () => {
  it('answers 400 for malformed JSON', async () => {
    const response = await t.call({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.c",' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'bad_request' });
  });

  it('answers 400 for an empty JSON body', async () => {
    const response = await t.call({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'bad_request' });
  });

  it('refuses a prototype-poisoning body as invalid JSON', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.c","password":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'bad_request' });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const payload = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) });
    const response = await t.call({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.', code: 'payload_too_large' });
  });

  it('answers 415 for a content type the API does not read', async () => {
    const response = await t.call({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type.', code: 'unsupported_media_type' });
  });

  it('answers 4xx for a route id that is not a number', async () => {
    const response = await t.call({ method: 'PUT', url: '/api/v1/users/abc', token, payload: { name: 'Jane' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers 422 with field errors for a body of the wrong type', async () => {
    const response = await faulty.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { count: 'many' } });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(body.errors).toHaveProperty('count');
    expect(body.message).toBe(body.errors.count![0]);
    expect(body).toHaveProperty('code', 'validation_failed');
  });

  it('answers 404 Not found. for an unknown API path, signed in or not', async () => {
    for (const request of [{}, { token }]) {
      const response = await t.call({ method: 'GET', url: '/api/v1/no-such-thing', ...request });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    }
    const post = await t.call({ method: 'POST', url: '/api/nothing/here', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });
});

describe('faults of ours', () => {
  it('answer 500 with the fixed message and no internals', async () => {
    const response = await faulty.inject({ method: 'GET', url: '/api/v1/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong, please try again.', code: 'internal' });
    expect(response.body).not.toMatch(/hunter2|ECONNREFUSED|stack|at .*\.ts/);
  });

  it('answer 500 even when the fault is a SyntaxError', async () => {
    const response = await faulty.inject({ method: 'GET', url: '/api/v1/test/syntax' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong, please try again.', code: 'internal' });
  });

  it('pass an AppError through with its status and message', async () => {
    const response = await faulty.inject({ method: 'GET', url: '/api/v1/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Property Transaction already exists.', code: 'conflict' });
  });

  it("pass a specific code through in place of its status's default", async () => {
    const response = await faulty.inject({ method: 'GET', url: '/api/v1/test/specific-error' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'This account has no password.', code: 'password_not_set', errors: { password: ['This account has no password.'] } });
  });

  it("answer a documented route's refusal with a body its error schema accepts", async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/notification' });
    expect(response.statusCode).toBe(401);
    expect(errorResponseSchema.parse(response.json())).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });
});

describe('CORS', () => {
  it('allows the configured public origin', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/config/public', headers: { origin: 'http://openhouse.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://openhouse.test');
  });

  it('answers a preflight from the public origin', async () => {
    const response = await t.call({
      method: 'OPTIONS',
      url: '/api/v1/login',
      headers: { origin: 'http://openhouse.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe('http://openhouse.test');
  });

  it('gives a foreign origin no allow-origin header', async () => {
    const simple = await t.call({ method: 'GET', url: '/api/v1/config/public', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.call({
      method: 'OPTIONS',
      url: '/api/v1/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the extra origins of CORS_ORIGINS', async () => {
    const extra = await createTestApp({ CORS_ORIGINS: 'http://localhost:5173, https://admin.openhouse.test' }, { database: t.database });
    try {
      for (const origin of ['http://localhost:5173', 'https://admin.openhouse.test', 'http://openhouse.test']) {
        const response = await extra.call({ method: 'GET', url: '/api/v1/config/public', headers: { origin } });
        expect(response.headers['access-control-allow-origin']).toBe(origin);
      }
    } finally {
      await extra.app.close();
    }
  });
});
