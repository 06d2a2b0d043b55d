import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('answers ok with security headers once the database answers', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers HEAD for monitors; API routes answer only the methods they name (no HEAD twins)', async () => {
    const head = await t.call({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await t.call({ method: 'GET', url: '/api/v1/properties' })).statusCode).toBe(200);
    expect((await t.call({ method: 'HEAD', url: '/api/v1/properties' })).statusCode).toBe(404);
  });

  it('answers 503 when the database does not', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.call({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    await broken.app.close();
  });
});
