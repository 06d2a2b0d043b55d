import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { expectError, login, multipart, nextIp, pngImage, userById } from '../../../test/helpers/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'Openhouse1!';

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The OpenAPI path. */
  path: string;
  /** Who may call it: full sessions, pre-verification tokens only, or both. */
  accepts: 'full' | 'pre' | 'both';
  /** A request that passes validation, so that only the token decides. */
  request: (userId: number) => { url: string; payload?: unknown; headers?: Record<string, string> };
};

/** Every accounts route that needs a session. */
const ROUTES: Route[] = [
  { method: 'GET', path: '/api/v1/me', accepts: 'full', request: () => ({ url: '/api/v1/me' }) },
  { method: 'POST', path: '/api/v1/logout', accepts: 'both', request: () => ({ url: '/api/v1/logout' }) },
  { method: 'POST', path: '/api/v1/verify-2fa-code', accepts: 'pre', request: () => ({ url: '/api/v1/verify-2fa-code', payload: { code: '123456' } }) },
  { method: 'POST', path: '/api/v1/resend-verification-code', accepts: 'pre', request: () => ({ url: '/api/v1/resend-verification-code', payload: {} }) },
  { method: 'POST', path: '/api/v1/enable-2fa', accepts: 'full', request: () => ({ url: '/api/v1/enable-2fa', payload: { type: 'google2fa' } }) },
  { method: 'POST', path: '/api/v1/disable-2fa', accepts: 'full', request: () => ({ url: '/api/v1/disable-2fa', payload: { password: PASSWORD } }) },
  {
    method: 'POST',
    path: '/api/v1/password/update',
    accepts: 'full',
    request: () => ({ url: '/api/v1/password/update', payload: { current_password: PASSWORD, password: 'N3w-pass!', password_confirmation: 'N3w-pass!' } }),
  },
  { method: 'PUT', path: '/api/v1/users/{id}', accepts: 'full', request: (id) => ({ url: `/api/v1/users/${id}`, payload: { name: 'Changed Name' } }) },
  {
    method: 'POST',
    path: '/api/v1/profile_information',
    accepts: 'full',
    request: () => {
      const form = multipart([
        { name: 'name', value: 'Changed Name' },
        { name: 'picture', filename: 'me.png', contentType: 'image/png', content: pngImage() },
      ]);
      return { url: '/api/v1/profile_information', payload: form.payload, headers: form.headers };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/two-factor/recovery-codes',
    accepts: 'full',
    request: () => ({ url: '/api/v1/two-factor/recovery-codes', payload: { password: PASSWORD } }),
  },
  { method: 'DELETE', path: '/api/v1/profile/delete', accepts: 'full', request: () => ({ url: '/api/v1/profile/delete' }) },
  { method: 'POST', path: '/api/v1/send-verification-code', accepts: 'full', request: () => ({ url: '/api/v1/send-verification-code', payload: { phone: '(415) 555-2671' } }) },
  { method: 'POST', path: '/api/v1/verify-phone-number', accepts: 'full', request: () => ({ url: '/api/v1/verify-phone-number', payload: { code: '123456' } }) },
  {
    method: 'POST',
    path: '/api/v1/update-phone-number',
    accepts: 'full',
    request: () => ({ url: '/api/v1/update-phone-number', payload: { phone: '(415) 555-2671', code: '123456' } }),
  },
];

const label = (route: Route) => `${route.method} ${route.path}`;

function call(route: Route, userId: number, token?: string, headers?: Record<string, string>) {
  const request = route.request(userId);
  return t.call({
    method: route.method,
    url: request.url,
    payload: request.payload as string | Buffer | Record<string, unknown> | undefined,
    headers: { ...request.headers, ...headers },
    token,
    remoteAddress: nextIp(),
  });
}

/** A user with SMS two-factor login and a pre-verification token from a password login. */
async function preVerified() {
  const { user, token } = await t.user({ phone: '+14155550199' });
  expect((await t.call({ method: 'POST', url: '/api/v1/enable-2fa', payload: { type: 'sms' }, token, remoteAddress: nextIp() })).statusCode).toBe(200);
  const response = await login(t, user.email, PASSWORD);
  expect(response.json().data.authorization.stage).toBe('pre_verification');
  return { user: (await userById(t.database.db, user.id))!, preToken: response.json().data.authorization.token as string };
}

describe('the accounts routes that need a session', () => {
  it('are exactly the ones the OpenAPI document marks as secured', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    };
    const secured: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.tags?.includes('accounts') && operation.security?.length) secured.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(secured.sort()).toEqual(ROUTES.map(label).sort());
  });
});

describe('anonymous callers', () => {
  it.each(ROUTES.map((route) => [label(route), route] as const))('%s → 401 "Unauthenticated."', async (_label, route) => {
    const { user } = await t.user({ name: 'Untouched Name' });
    expectError(await call(route, user.id), 401, 'Unauthenticated.');
    expectError(await call(route, user.id, undefined, { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }), 401, 'Unauthenticated.');
    expect(await userById(t.database.db, user.id)).toEqual(user);
  });
});

describe('a pre-verification token', () => {
  it.each(ROUTES.filter((route) => route.accepts === 'full').map((route) => [label(route), route] as const))(
    '%s → 401 "Unauthenticated." and nothing changes',
    async (_label, route) => {
      const { user, preToken } = await preVerified();
      expectError(await call(route, user.id, preToken), 401, 'Unauthenticated.');
      expect(await userById(t.database.db, user.id)).toEqual(user);
    },
  );

  it.each(ROUTES.filter((route) => route.accepts !== 'full').map((route) => [label(route), route] as const))('%s is let through', async (_label, route) => {
    const { user, preToken } = await preVerified();
    const response = await call(route, user.id, preToken);
    expect(response.statusCode, response.body).not.toBe(401);
  });
});

describe('a full session', () => {
  it.each(ROUTES.filter((route) => route.accepts === 'pre').map((route) => [label(route), route] as const))('%s → 401 "Unauthenticated."', async (_label, route) => {
    const { user, token } = await t.user({});
    expectError(await call(route, user.id, token), 401, 'Unauthenticated.');
  });

  it.each(ROUTES.filter((route) => route.accepts !== 'pre').map((route) => [label(route), route] as const))('%s is let through', async (_label, route) => {
    const { user, token } = await t.user({});
    const response = await call(route, user.id, token);
    expect(response.statusCode, response.body).not.toBe(401);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('the public accounts routes', () => {
  it.each([
    ['GET', '/api/v1/config/public'],
    ['GET', '/api/v1/user_name?user_name=abcd'],
  ] as const)('%s %s needs no token', async (method, url) => {
    expect((await t.call({ method, url, remoteAddress: nextIp() })).statusCode).toBe(200);
  });
});
