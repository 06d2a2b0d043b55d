import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the session guard', () => {
  it('answers an anonymous call to a secured route with 401 before looking at its body', async () => {
    const response = await t.call({ method: 'PUT', url: '/api/v1/users/1', payload: { roles: ['Admin'], name: 1 } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on, so rotating it does not dodge the login limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await t.call({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
