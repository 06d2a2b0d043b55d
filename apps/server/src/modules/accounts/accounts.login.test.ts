import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { countRows, expectError, login, msFromNow, nextIp, tokensOf } from '../../../test/helpers/accounts';
import { authTokens } from '../../platform/auth/auth.schema';
import { digest } from '../../platform/auth/tokens';
import { notifications } from '../notifications/notifications.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const FAILED = 'Login failed. Please check your credentials.';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'Openhouse1!';
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe('POST /api/v1/login: failures', () => {
  it('a wrong password → 401 with the spec message and no token', async () => {
    const { user } = await t.user({});
    const before = await countRows(t.database.db, authTokens);
    expectError(await login(t, user.email, 'Wrong-pass1'), 401, FAILED);
    expect(await countRows(t.database.db, authTokens)).toBe(before);
  });

  it('an unknown e-mail → the same 401 and message', async () => {
    const before = await countRows(t.database.db, authTokens);
    const response = await login(t, 'nobody-here@example.com', PASSWORD);
    expectError(response, 401, FAILED);
    expect(response.json()).toEqual({ message: FAILED, code: 'invalid_credentials' });
    expect(await countRows(t.database.db, authTokens)).toBe(before);
  });

  it('the password is case-sensitive', async () => {
    const { user } = await t.user({});
    expectError(await login(t, user.email, PASSWORD.toUpperCase()), 401, FAILED);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no e-mail', { password: PASSWORD }, 'email', 'Please enter an email'],
    ['a malformed e-mail', { email: 'jane', password: PASSWORD }, 'email', 'Not a valid email'],
    ['no password', { email: 'jane@example.com' }, 'password', 'Please enter password'],
    ['an empty password', { email: 'jane@example.com', password: '' }, 'password', 'Please enter password'],
  ])('%s → 422 with the exact message', async (_label, payload, field, message) => {
    const response = await t.call({ method: 'POST', url: '/api/v1/login', payload, remoteAddress: nextIp() });
    expectError(response, 422, message, { [field]: message });
  });

  it.each<[string, Record<string, unknown>]>([
    ['an array e-mail', { email: ['a@example.com'], password: PASSWORD }],
    ['an object password', { email: 'a@example.com', password: { $gt: '' } }],
    ['a huge password', { email: 'a@example.com', password: 'x'.repeat(100_000) }],
    ['a string remember_me', { email: 'a@example.com', password: PASSWORD, remember_me: 'forever' }],
  ])('%s → 422, never 500', async (_label, payload) => {
    const response = await t.call({ method: 'POST', url: '/api/v1/login', payload, remoteAddress: nextIp() });
    expect(response.statusCode, response.body).toBe(422);
  });

  it('malformed JSON → 400', async () => {
    const response = await t.call({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"email":', remoteAddress: nextIp() });
    expectError(response, 400, 'The request body is not valid JSON.');
  });
});

describe('POST /api/v1/login: success', () => {
  it('answers the shape of docs/API.md with a one-hour bearer token', async () => {
    const { user } = await t.user({ roles: ['Realtor'], phone: '+14155552671', name: 'Rita Realtor' });
    const response = await login(t, user.email, PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'You are Logged In successfully.',
      data: {
        user: {
          id: user.id,
          uuid: user.uuid,
          name: 'Rita Realtor',
          email: user.email,
          user_name: user.user_name,
          roles: [{ id: expect.any(Number), name: 'Realtor' }],
          show_guided_tour: 0,
          phone: '+14155552671',
          phone_verified: true,
          two_factor_type: null,
          picture: null,
          timezone: null,
          dre_number: null,
          brokerage: null,
          bio: null,
        },
        authorization: { token: expect.any(String), type: 'bearer', expires_at: expect.any(String), stage: 'verified' },
        twilio_token: null,
        sms_verification_code_expires_at: null,
      },
    });
    const { token, expires_at } = body.data.authorization;
    expect(token.length).toBeGreaterThanOrEqual(22); // at least 128 bits
    expect(new Date(expires_at).toISOString()).toBe(expires_at);
    expect(msFromNow(expires_at)).toBeGreaterThan(HOUR - 60_000);
    expect(msFromNow(expires_at)).toBeLessThanOrEqual(HOUR + 1000);
    expect(user.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const { user } = await t.user({});
    expect((await login(t, `  ${user.email.toUpperCase()} `, PASSWORD)).statusCode).toBe(200);
  });

  it('remember_me gives a 30-day token', async () => {
    const { user } = await t.user({});
    const response = await login(t, user.email, PASSWORD, { remember_me: true });
    expect(response.statusCode).toBe(200);
    const expiresAt: string = response.json().data.authorization.expires_at;
    expect(msFromNow(expiresAt)).toBeGreaterThan(30 * DAY - 60_000);
    expect(msFromNow(expiresAt)).toBeLessThanOrEqual(30 * DAY + 1000);
    const [row] = await tokensOf(t.database.db, user.id).then((rows) => rows.slice(-1));
    expect(row!.remember).toBe(1);
  });

  it('remember_me false keeps the one-hour token', async () => {
    const { user } = await t.user({});
    const response = await login(t, user.email, PASSWORD, { remember_me: false });
    expect(msFromNow(response.json().data.authorization.expires_at)).toBeLessThanOrEqual(HOUR + 1000);
  });

  it('stores the token only as its SHA-256 digest', async () => {
    const { user } = await t.user({});
    const response = await login(t, user.email, PASSWORD);
    const token: string = response.json().data.authorization.token;
    const rows = await t.database.db.select().from(authTokens);
    expect(JSON.stringify(rows)).not.toContain(token);
    const mine = rows.filter((row) => row.user_id === user.id && row.token_hash === digest(token));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.kind).toBe('access');
    expect(mine[0]!.revoked_at).toBeNull();
  });

  it('every login is its own token', async () => {
    const { user } = await t.user({});
    const a = (await login(t, user.email, PASSWORD)).json().data.authorization.token;
    const b = (await login(t, user.email, PASSWORD)).json().data.authorization.token;
    expect(a).not.toBe(b);
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token: a })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token: b })).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /me answers the session user for a live token', async () => {
    const { user, token } = await t.user({ roles: ['Buyer', 'Seller'] });
    const response = await t.call({ method: 'GET', url: '/api/v1/me', token });
    expect(response.statusCode).toBe(200);
    const me = response.json().data;
    expect(me.id).toBe(user.id);
    expect(me.roles.map((role: { name: string }) => role.name).sort()).toEqual(['Buyer', 'Seller']);
    expect(me).not.toHaveProperty('password_hash');
    expect(me).not.toHaveProperty('totp_secret');
  });

  it('logout revokes the token: GET /me then answers 401 "Unauthenticated."', async () => {
    const { user } = await t.user({});
    const token: string = (await login(t, user.email, PASSWORD)).json().data.authorization.token;
    const other: string = (await login(t, user.email, PASSWORD)).json().data.authorization.token;
    const out = await t.call({ method: 'POST', url: '/api/v1/logout', token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You are logged out.' });
    expectError(await t.call({ method: 'GET', url: '/api/v1/me', token }), 401, 'Unauthenticated.');
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.token_hash, digest(token)));
    expect(row!.revoked_at).not.toBeNull();
    // Logging out again is refused; the other session lives on.
    expectError(await t.call({ method: 'POST', url: '/api/v1/logout', token }), 401, 'Unauthenticated.');
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token: other })).statusCode).toBe(200);
  });

  it('an expired token → 401', async () => {
    const { user, token } = await t.user({});
    await t.database.db.update(authTokens).set({ expires_at: new Date(Date.now() + 1000) }).where(eq(authTokens.user_id, user.id));
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expectError(await t.call({ method: 'GET', url: '/api/v1/me', token }), 401, 'Unauthenticated.');
  });

  it.each<[string, Record<string, string>]>([
    ['no header', {}],
    ['an unknown token', { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['a malformed header', { authorization: 'Bearer not a token' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['a bare token', { authorization: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['an over-long token', { authorization: `Bearer ${'A'.repeat(5000)}` }],
  ])('%s → 401 "Unauthenticated."', async (_label, headers) => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/me', headers }), 401, 'Unauthenticated.');
  });

  it('the digest of a token is not itself a token', async () => {
    const { token } = await t.user({});
    expectError(await t.call({ method: 'GET', url: '/api/v1/me', token: digest(token) }), 401, 'Unauthenticated.');
  });
});

describe('a sign-in from a new browser', () => {
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

  function loginWith(email: string, userAgent: string, remoteAddress = nextIp()) {
    return t.call({ method: 'POST', url: '/api/v1/login', payload: { email, password: PASSWORD }, headers: { 'user-agent': userAgent }, remoteAddress });
  }

  it('tells the owner once; the same browser again is not news', async () => {
    const { user } = await t.user({}); // its first session came from the 'test' agent
    const address = nextIp();
    expect((await loginWith(user.email, CHROME, address)).statusCode).toBe(200);
    let rows = await t.database.db.select().from(notifications).where(eq(notifications.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe(`New sign-in to your account from Chrome on Windows (${address}). If this was not you, change your password.`);
    expect(rows[0]!.path).toBe('/settings');

    expect((await loginWith(user.email, CHROME)).statusCode).toBe(200);
    rows = await t.database.db.select().from(notifications).where(eq(notifications.user_id, user.id));
    expect(rows).toHaveLength(1);
  });

  it('the very first sign-in of an account is not a warning', async () => {
    const { user } = await t.user({});
    await t.database.db.delete(authTokens).where(eq(authTokens.user_id, user.id));
    expect((await loginWith(user.email, CHROME)).statusCode).toBe(200);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.user_id, user.id))).toHaveLength(0);
  });

  it('a failed login tells nobody anything', async () => {
    const { user } = await t.user({});
    const response = await t.call({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: 'Wrong-pass1' }, headers: { 'user-agent': CHROME }, remoteAddress: nextIp() });
    expect(response.statusCode).toBe(401);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.user_id, user.id))).toHaveLength(0);
  });
});

describe('POST /api/v1/login: rate limit', () => {
  it('answers 429 after 10 attempts a minute for one address and e-mail', async () => {
    const { user } = await t.user({});
    const address = nextIp();
    const attempt = (email: string, password = 'Wrong-pass1') =>
      t.call({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: address });
    for (let i = 0; i < 10; i += 1) expect((await attempt(user.email)).statusCode).toBe(401);
    // Even the right password is refused now.
    expectError(await attempt(user.email, PASSWORD), 429, 'Too many attempts. Please try again later.');
    // Another account from the same address is counted on its own.
    const other = await t.user({});
    expect((await attempt(other.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('takes its limit from LOGIN_ATTEMPTS_PER_MINUTE', async () => {
    const strict = await createTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '3' }, { database: t.database });
    try {
      const { user } = await t.user({});
      const address = nextIp();
      const attempt = () => strict.call({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: PASSWORD }, remoteAddress: address });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(200);
      expectError(await attempt(), 429, 'Too many attempts. Please try again later.');
    } finally {
      await strict.app.close();
    }
  });

  it('answers 429 after 50 failed attempts in 15 minutes from one address, whatever the e-mails', async () => {
    const { user } = await t.user({});
    const address = nextIp();
    const attempt = (email: string, password = 'Wrong-pass1') =>
      t.call({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: address });
    for (let i = 0; i < 49; i += 1) expect((await attempt(`guess${i}-${address}@example.com`)).statusCode).toBe(401);
    // Signing in successfully is not a failure: it does not count.
    expect((await attempt(user.email, PASSWORD)).statusCode).toBe(200);
    expect((await attempt('guess-last@example.com')).statusCode).toBe(401);

    // The 51st try of any e-mail is refused, even with the right password, before the password is checked.
    const refused = await attempt(user.email, PASSWORD);
    expectError(refused, 429, 'Too many attempts. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expectError(await attempt('someone-new@example.com'), 429, 'Too many attempts. Please try again later.');

    // Another address is not held back.
    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside one block does not help', async () => {
    const wrong = (i: number) =>
      t.call({ method: 'POST', url: '/api/v1/login', payload: { email: `v6-${i}@example.com`, password: 'Wrong-pass1' }, remoteAddress: `2001:db8:77:1::${(i + 1).toString(16)}` });
    for (let i = 0; i < 50; i += 1) expect((await wrong(i)).statusCode).toBe(401);
    expectError(await wrong(50), 429, 'Too many attempts. Please try again later.');
    const elsewhere = await t.call({ method: 'POST', url: '/api/v1/login', payload: { email: 'v6-x@example.com', password: 'Wrong-pass1' }, remoteAddress: '2001:db8:77:2::1' });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('with Redis, every instance counts the failures of an address together', async () => {
    const a = await createTestApp({ REDIS_URL }, { database: t.database });
    const b = await createTestApp({ REDIS_URL }, { database: t.database });
    try {
      // Counters in Redis outlive this run: an address nobody used before.
      const address = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
      const attempt = (app: TestApp, i: number) =>
        app.call({ method: 'POST', url: '/api/v1/login', payload: { email: `shared-${i}@example.com`, password: 'Wrong-pass1' }, remoteAddress: address });
      for (let i = 0; i < 50; i += 1) expect((await attempt(i % 2 === 0 ? a : b, i)).statusCode).toBe(401);
      expectError(await attempt(a, 50), 429, 'Too many attempts. Please try again later.');
      expectError(await attempt(b, 51), 429, 'Too many attempts. Please try again later.');
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });

  it('a refused-but-right password (an unverified account) is not counted as a failure', async () => {
    const { user } = await t.user({ verified: false });
    const address = nextIp();
    const attempt = () => t.call({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: PASSWORD }, remoteAddress: address });
    const wrong = (i: number) => t.call({ method: 'POST', url: '/api/v1/login', payload: { email: `x${i}@example.com`, password: 'Wrong-pass1' }, remoteAddress: address });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(403);
    // Had the ten 403s counted, the 41st wrong password would already be refused.
    for (let i = 0; i < 50; i += 1) expect((await wrong(i)).statusCode).toBe(401);
    expectError(await wrong(50), 429, 'Too many attempts. Please try again later.');
  });
});
