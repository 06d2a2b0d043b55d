import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { expectError, login, nextIp, outboxFor, userById } from '../../../test/helpers/accounts';
import { users } from './accounts.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'Openhouse1!';
const FAILED = 'Two-Factor Authentication verification failed.';
const STEP_MS = 30_000;

/*
 * The server and the tests share one clock: Date is frozen in the middle of a 30-second step, so
 * a code generated here is checked against the same step there, whatever the machine's speed.
 * `at(n)` moves the frozen clock to the middle of step S0 + n.
 */
let s0 = 0;
function at(stepOffset: number): void {
  vi.setSystemTime((s0 + stepOffset) * STEP_MS + STEP_MS / 2);
}
beforeEach(() => {
  s0 = Math.floor(Date.now() / STEP_MS);
  vi.useFakeTimers({ toFake: ['Date'] });
  at(0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The code an authenticator app shows for a secret at step S0 + stepOffset. */
function codeAt(secret: string, stepOffset: number): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: (s0 + stepOffset) * STEP_MS + STEP_MS / 2,
  });
}

function enable(token: string, payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/api/v1/enable-2fa', payload, token, remoteAddress: nextIp() });
}

/** A user who scanned the QR code and proved it with the code of step S0. */
async function totpUser() {
  const { user, token } = await t.user({});
  const started = await enable(token, { type: 'google2fa' });
  expect(started.statusCode, started.body).toBe(200);
  const secret: string = started.json().data.secret;
  const finished = await enable(token, { type: 'google2fa', code: codeAt(secret, 0) });
  expect(finished.statusCode, finished.body).toBe(200);
  return { user, token, secret };
}

/** Logs in with the password; answers the pre-verification token. */
async function preToken(email: string): Promise<string> {
  const response = await login(t, email, PASSWORD);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.data.authorization.stage).toBe('pre_verification');
  expect(body.data.sms_verification_code_expires_at).toBeNull();
  return body.data.authorization.token;
}

function disable(token: string, payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/api/v1/disable-2fa', payload, token, remoteAddress: nextIp() });
}

function verify(token: string, code: string) {
  return t.call({ method: 'POST', url: '/api/v1/verify-2fa-code', payload: { code, type: 'google2fa' }, token, remoteAddress: nextIp() });
}

describe('POST /api/v1/enable-2fa {type: google2fa}', () => {
  it('answers a QR code, the secret and the otpauth URL, and changes nothing yet', async () => {
    const { user, token } = await t.user({});
    const response = await enable(token, { type: 'google2fa' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Scan the QR code with your authenticator app, then enter the code it shows.');
    expect(body.data.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
    const png = Buffer.from(body.data.qr_code.split(',')[1], 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.data.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(body.data.secret);
    expect(url.searchParams.get('issuer')).toBe('Openhouse');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    const parsed = OTPAuth.URI.parse(body.data.otpauth_url) as OTPAuth.TOTP;
    expect(parsed.period).toBe(30);
    expect(parsed.digits).toBe(6);

    const row = await userById(t.database.db, user.id);
    expect(row!.two_factor_type).toBeNull();
    expect(row!.totp_secret).toBeNull();
    expect(row!.totp_pending_secret).toBe(body.data.secret);
  });

  it('a wrong code does not enable it', async () => {
    const { user, token } = await t.user({});
    const secret: string = (await enable(token, { type: 'google2fa' })).json().data.secret;
    const right = codeAt(secret, 0);
    const wrong = right === '000000' ? '000001' : '000000';
    expectError(await enable(token, { type: 'google2fa', code: wrong }), 422, FAILED, { code: FAILED });
    expectError(await enable(token, { type: 'google2fa', code: codeAt(secret, 5) }), 422, FAILED);
    expect((await enable(token, { type: 'google2fa', code: '12ab' })).statusCode).toBe(422);
    const row = await userById(t.database.db, user.id);
    expect(row!.two_factor_type).toBeNull();
    expect(row!.totp_secret).toBeNull();
  });

  it('a code without a started enrolment → 422', async () => {
    const { user, token } = await t.user({});
    expectError(await enable(token, { type: 'google2fa', code: '123456' }), 422, FAILED);
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBeNull();
  });

  it('the right code from the authenticator app enables it', async () => {
    const { user, token } = await t.user({});
    const secret: string = (await enable(token, { type: 'google2fa' })).json().data.secret;
    const response = await enable(token, { type: 'google2fa', code: codeAt(secret, 0) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Two-factor authentication is enabled.', data: { two_factor_type: 'google2fa', recovery_codes: expect.any(Array) } });
    const row = await userById(t.database.db, user.id);
    expect(row!.two_factor_type).toBe('google2fa');
    expect(row!.totp_secret).toBe(secret);
    expect(row!.totp_pending_secret).toBeNull();
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token })).json().data.two_factor_type).toBe('google2fa');
  });

  it('only the newest QR code counts', async () => {
    const { token } = await t.user({});
    const first: string = (await enable(token, { type: 'google2fa' })).json().data.secret;
    const second: string = (await enable(token, { type: 'google2fa' })).json().data.secret;
    expect(second).not.toBe(first);
    if (codeAt(first, 0) !== codeAt(second, 0)) expectError(await enable(token, { type: 'google2fa', code: codeAt(first, 0) }), 422, FAILED);
    expect((await enable(token, { type: 'google2fa', code: codeAt(second, 0) })).statusCode).toBe(200);
  });
});

describe('login with an authenticator app', () => {
  it('answers a pre-verification token, sends no SMS, and needs the TOTP code', async () => {
    const { user, secret } = await totpUser();
    at(1);
    const token = await preToken(user.email);
    expect(await outboxFor(t.database.db, user.email)).toHaveLength(0);
    expectError(await t.call({ method: 'GET', url: '/api/v1/me', token }), 401, 'Unauthenticated.');
    const response = await verify(token, codeAt(secret, 1));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('OTP verified successfully');
    expect(response.json().data.authorization.stage).toBe('verified');
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token: response.json().data.authorization.token })).statusCode).toBe(200);
  });

  it('a wrong code → 422', async () => {
    const { user, secret } = await totpUser();
    at(1);
    const token = await preToken(user.email);
    const right = codeAt(secret, 1);
    expectError(await verify(token, right === '000000' ? '000001' : '000000'), 422, FAILED, { code: FAILED });
  });

  it('the code used to enrol cannot be replayed at login', async () => {
    const { user, secret } = await totpUser();
    const token = await preToken(user.email);
    expectError(await verify(token, codeAt(secret, 0)), 422, FAILED);
  });

  it('a code cannot be used twice (replay → 422)', async () => {
    const { user, secret } = await totpUser();
    at(1);
    const code = codeAt(secret, 1);
    expect((await verify(await preToken(user.email), code)).statusCode).toBe(200);
    expectError(await verify(await preToken(user.email), code), 422, FAILED);
    // Two logins racing with the same code: exactly one wins.
    at(2);
    const [a, b] = [await preToken(user.email), await preToken(user.email)];
    const answers = await Promise.all([verify(a, codeAt(secret, 2)), verify(b, codeAt(secret, 2))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('a code one step old is accepted (drift); two steps old is refused', async () => {
    const { user, secret } = await totpUser();
    at(10);
    const token = await preToken(user.email);
    expectError(await verify(token, codeAt(secret, 8)), 422, FAILED);
    expect((await verify(token, codeAt(secret, 9))).statusCode).toBe(200);
  });

  it('a code one step ahead is accepted (drift); two steps ahead is refused', async () => {
    const { user, secret } = await totpUser();
    at(10);
    const token = await preToken(user.email);
    expectError(await verify(token, codeAt(secret, 12)), 422, FAILED);
    expect((await verify(token, codeAt(secret, 11))).statusCode).toBe(200);
    // After the step ahead was used, the current step's code is an old one: refused.
    expectError(await verify(await preToken(user.email), codeAt(secret, 10)), 422, FAILED);
  });

  it('a full token cannot call /verify-2fa-code', async () => {
    const { token, secret } = await totpUser();
    at(1);
    expectError(await verify(token, codeAt(secret, 1)), 401, 'Unauthenticated.');
  });

  it('resend is refused for an authenticator user (no SMS to send)', async () => {
    const { user } = await totpUser();
    at(1);
    const token = await preToken(user.email);
    const response = await t.call({ method: 'POST', url: '/api/v1/resend-verification-code', payload: {}, token, remoteAddress: nextIp() });
    expectError(response, 422, 'Failed to resend OTP.');
  });
});

describe('POST /api/v1/disable-2fa for an authenticator user', () => {
  it('requires the password', async () => {
    const { user, token } = await totpUser();
    expectError(
      await t.call({ method: 'POST', url: '/api/v1/disable-2fa', payload: { password: 'Wrong-pass1' }, token }),
      422,
      'The current password is incorrect.',
    );
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBe('google2fa');

    const response = await t.call({ method: 'POST', url: '/api/v1/disable-2fa', payload: { password: PASSWORD }, token });
    expect(response.statusCode).toBe(200);
    const row = await userById(t.database.db, user.id);
    expect(row!.two_factor_type).toBeNull();
    expect(row!.totp_secret).toBeNull();
    expect((await login(t, user.email, PASSWORD)).json().data.authorization.stage).toBe('verified');
  });

  it('or a current code from the app, which cannot be replayed', async () => {
    const { user, token, secret } = await totpUser();
    at(1);
    expectError(await disable(token, { code: codeAt(secret, 5) }), 422, FAILED, { code: FAILED });
    // The code that finished the enrolment (step 0) was used once already.
    expectError(await disable(token, { code: codeAt(secret, 0) }), 422, FAILED);
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBe('google2fa');
    const response = await disable(token, { code: codeAt(secret, 1) });
    expect(response.statusCode, response.body).toBe(200);
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBeNull();
  });

  it('an account without a password (Google sign-in) proves itself with the app code; a password is refused', async () => {
    const { user, token, secret } = await totpUser();
    await t.database.db.update(users).set({ password_hash: null }).where(eq(users.id, user.id));
    expectError(await disable(token, { password: PASSWORD }), 422, 'This account has no password. Enter a current two-factor code instead.');
    expectError(await disable(token, {}), 422, 'Enter your password or a current two-factor code.');
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBe('google2fa');
    at(1);
    expect((await disable(token, { code: codeAt(secret, 1) })).statusCode).toBe(200);
    expect((await userById(t.database.db, user.id))!.totp_secret).toBeNull();
  });
});
