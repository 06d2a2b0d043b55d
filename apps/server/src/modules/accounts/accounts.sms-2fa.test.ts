import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, type FakeTwilio } from '../../../test/fakes/fake-twilio';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  codeIn,
  codesOf,
  expectError,
  lastOutbox,
  lastSmsCode,
  login,
  msFromNow,
  nextIp,
  outboxFor,
  tokensOf,
  userById,
} from '../../../test/helpers/accounts';
import { authTokens } from '../../platform/auth/auth.schema';
import { digest } from '../../platform/auth/tokens';
import { users, verificationCodes } from './accounts.schema';

let t: TestApp;
let twilio: FakeTwilio;
let viaTwilio: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  twilio = await startFakeTwilio();
  viaTwilio = await createTestApp(
    { TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: twilio.authToken, TWILIO_FROM: '+15005550006', TWILIO_BASE_URL: twilio.baseUrl },
    { database: t.database },
  );
});
afterAll(async () => {
  await viaTwilio.app.close();
  await twilio.close();
  await t.close();
});

const PASSWORD = 'Openhouse1!';
const FAILED = 'Two-Factor Authentication verification failed.';
const TOO_MANY = 'Too many wrong codes. Please request a new code.';
const SMS_SECONDS = 600;
const PROOF = 'Enter your password or a current two-factor code.';
const NO_PASSWORD = 'This account has no password. Enter a current two-factor code instead.';

let phoneCounter = 1000;
/** A distinct phone per user, so each user's SMS can be told apart in the outbox. */
function nextPhone(): string {
  phoneCounter += 1;
  return `+1415555${String(phoneCounter).padStart(4, '0')}`;
}

/** A verified user with a verified phone who turned on SMS two-factor login through the API. */
async function smsUser(app: TestApp = t) {
  const phone = nextPhone();
  const { user, token } = await app.user({ phone });
  const enabled = await app.call({ method: 'POST', url: '/api/v1/enable-2fa', payload: { type: 'sms' }, token, remoteAddress: nextIp() });
  expect(enabled.statusCode, enabled.body).toBe(200);
  expect(enabled.json()).toEqual({ message: 'Two-factor authentication is enabled.', data: { two_factor_type: 'sms' } });
  return { user, phone, fullToken: token };
}

/** Logs in with the password and answers the pre-verification token and the texted code. */
async function startLogin(user: { email: string }, phone: string, extra: Record<string, unknown> = {}) {
  const response = await login(t, user.email, PASSWORD, extra);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { body, token: body.data.authorization.token as string, code: await lastSmsCode(t.database.db, phone) };
}

function verify(token: string, payload: Record<string, unknown>, remoteAddress = nextIp()) {
  return t.call({ method: 'POST', url: '/api/v1/verify-2fa-code', payload, token, remoteAddress });
}

function resend(token: string, remoteAddress = nextIp()) {
  return t.call({ method: 'POST', url: '/api/v1/resend-verification-code', payload: {}, token, remoteAddress });
}

function disable(token: string, payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/api/v1/disable-2fa', payload, token, remoteAddress: nextIp() });
}

function otherCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('POST /api/v1/enable-2fa {type: sms}', () => {
  it('needs a phone: a user without one → 422, nothing changed', async () => {
    const { user, token } = await t.user({});
    expectError(
      await t.call({ method: 'POST', url: '/api/v1/enable-2fa', payload: { type: 'sms' }, token, remoteAddress: nextIp() }),
      422,
      'Add and verify a mobile number before turning on SMS codes.',
    );
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBeNull();
  });

  it('needs a verified phone: an unverified one → 422, nothing changed', async () => {
    const { user, token } = await t.user({ phone: nextPhone() });
    await t.database.db.update(users).set({ phone_verified_at: null }).where(eq(users.id, user.id));
    expect((await t.call({ method: 'POST', url: '/api/v1/enable-2fa', payload: { type: 'sms' }, token, remoteAddress: nextIp() })).statusCode).toBe(422);
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBeNull();
  });

  it('refuses an unknown type → 422', async () => {
    const { user, token } = await t.user({ phone: nextPhone() });
    expect((await t.call({ method: 'POST', url: '/api/v1/enable-2fa', payload: { type: 'email' }, token })).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/v1/enable-2fa', payload: {}, token })).statusCode).toBe(422);
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBeNull();
  });

  it('with a verified phone, turns it on; GET /me shows it', async () => {
    const { user, fullToken } = await smsUser();
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBe('sms');
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token: fullToken })).json().data.two_factor_type).toBe('sms');
  });
});

describe('login with SMS two-factor', () => {
  it('answers a pre-verification token and texts a 6-digit code valid 600 seconds', async () => {
    const { user, phone } = await smsUser();
    const before = (await outboxFor(t.database.db, phone, 'sms')).length;
    const { body, token, code } = await startLogin(user, phone);
    expect(body.message).toBe('Enter the verification code to finish signing in.');
    expect(body.data.user.two_factor_type).toBe('sms');
    expect(body.data.authorization).toEqual({ token: expect.any(String), type: 'bearer', expires_at: expect.any(String), stage: 'pre_verification' });
    expect(msFromNow(body.data.authorization.expires_at)).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
    expect(msFromNow(body.data.sms_verification_code_expires_at)).toBeGreaterThan((SMS_SECONDS - 30) * 1000);
    expect(msFromNow(body.data.sms_verification_code_expires_at)).toBeLessThanOrEqual(SMS_SECONDS * 1000 + 1000);
    expect(code).toMatch(/^\d{6}$/);
    const messages = await outboxFor(t.database.db, phone, 'sms');
    expect(messages).toHaveLength(before + 1);
    expect(messages[0]!.body_text).toContain(code);
    // The code is kept only as a digest.
    const [row] = await codesOf(t.database.db, user.id, 'sms_login');
    expect(row!.code_hash).not.toContain(code);
    const [stored] = (await tokensOf(t.database.db, user.id)).slice(-1);
    expect(stored!.kind).toBe('pre_verification');
    expect(stored!.token_hash).toBe(digest(token));
  });

  it('a wrong password sends no SMS', async () => {
    const { user, phone } = await smsUser();
    expect((await login(t, user.email, 'Wrong-pass1')).statusCode).toBe(401);
    expect(await outboxFor(t.database.db, phone, 'sms')).toHaveLength(0);
  });

  it('the pre-verification token is refused everywhere but the two-factor calls', async () => {
    const { user, phone } = await smsUser();
    const { token } = await startLogin(user, phone);
    expectError(await t.call({ method: 'GET', url: '/api/v1/me', token }), 401, 'Unauthenticated.');
    expectError(await t.call({ method: 'PUT', url: `/api/v1/users/${user.id}`, payload: { name: 'Hacked Name' }, token }), 401, 'Unauthenticated.');
    expectError(await t.call({ method: 'POST', url: '/api/v1/disable-2fa', payload: { password: PASSWORD }, token }), 401, 'Unauthenticated.');
    expectError(await t.call({ method: 'POST', url: '/api/v1/enable-2fa', payload: { type: 'google2fa' }, token }), 401, 'Unauthenticated.');
    expectError(
      await t.call({ method: 'POST', url: '/api/v1/password/update', payload: { current_password: PASSWORD, password: 'N3w-pass!', password_confirmation: 'N3w-pass!' }, token }),
      401,
      'Unauthenticated.',
    );
    expectError(await t.call({ method: 'DELETE', url: '/api/v1/profile/delete', token }), 401, 'Unauthenticated.');
    const after = await userById(t.database.db, user.id);
    expect(after!.name).toBe(user.name);
    expect(after!.two_factor_type).toBe('sms');
  });

  it('a wrong code → 422 "Two-Factor Authentication verification failed." and the token stays pre-verification', async () => {
    const { user, phone } = await smsUser();
    const { token, code } = await startLogin(user, phone);
    expectError(await verify(token, { code: otherCode(code) }), 422, FAILED, { code: FAILED });
    expectError(await t.call({ method: 'GET', url: '/api/v1/me', token }), 401, 'Unauthenticated.');
    expect((await codesOf(t.database.db, user.id, 'sms_login'))[0]!.attempts).toBe(1);
  });

  it.each<[string, unknown]>([
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['letters', 'abcdef'],
    ['missing', undefined],
  ])('a code of %s → 422 "The code must be exactly 6 digits."', async (_label, code) => {
    const { user, phone } = await smsUser();
    const { token } = await startLogin(user, phone);
    const payload: Record<string, unknown> = code === undefined ? {} : { code };
    expectError(await verify(token, payload), 422, 'The code must be exactly 6 digits.', { code: 'The code must be exactly 6 digits.' });
    expect((await codesOf(t.database.db, user.id, 'sms_login'))[0]!.attempts).toBe(0);
  });

  it('the right code answers like login with a full token; the pre-verification token dies', async () => {
    const { user, phone } = await smsUser();
    const { token, code } = await startLogin(user, phone);
    const response = await verify(token, { code, email: user.email, type: 'sms' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'OTP verified successfully',
      data: {
        user: expect.objectContaining({ id: user.id, two_factor_type: 'sms' }),
        authorization: { token: expect.any(String), type: 'bearer', expires_at: expect.any(String), stage: 'verified' },
        twilio_token: null,
        sms_verification_code_expires_at: null,
      },
    });
    const full: string = body.data.authorization.token;
    expect(full).not.toBe(token);
    expect(msFromNow(body.data.authorization.expires_at)).toBeGreaterThan(3600 * 1000 - 60_000);
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token: full })).statusCode).toBe(200);
    expectError(await verify(token, { code }), 401, 'Unauthenticated.');
  });

  it('a code given as a number works too', async () => {
    const { user, phone } = await smsUser();
    const { token } = await startLogin(user, phone);
    await t.database.db
      .update(verificationCodes)
      .set({ code_hash: digest(`sms_login:${user.id}:654321`) })
      .where(eq(verificationCodes.user_id, user.id));
    expect((await verify(token, { code: 654321 })).statusCode).toBe(200);
  });

  it('a code sent to another e-mail than the signed-in user’s → 422', async () => {
    const { user, phone } = await smsUser();
    const { token, code } = await startLogin(user, phone);
    expectError(await verify(token, { code, email: 'someone-else@example.com' }), 422, FAILED);
    // The code was not used up by that.
    expect((await verify(token, { code })).statusCode).toBe(200);
  });

  it('remember_me at login carries over to the full token', async () => {
    const { user, phone } = await smsUser();
    const { token, code } = await startLogin(user, phone, { remember_me: true });
    const response = await verify(token, { code });
    expect(msFromNow(response.json().data.authorization.expires_at)).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('the code is single use', async () => {
    const { user, phone } = await smsUser();
    // Two logins (two browsers): the second login's code replaces the first.
    const first = await startLogin(user, phone);
    const second = await startLogin(user, phone);
    expectError(await verify(first.token, { code: first.code === second.code ? otherCode(second.code) : first.code }), 422, FAILED);
    expect((await verify(first.token, { code: second.code })).statusCode).toBe(200);
    expectError(await verify(second.token, { code: second.code }), 422, FAILED);
  });

  it('an expired code fails', async () => {
    const { user, phone } = await smsUser();
    const { token, code } = await startLogin(user, phone);
    await t.database.db.update(verificationCodes).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(verificationCodes.user_id, user.id));
    expectError(await verify(token, { code }), 422, FAILED);
  });

  it('five wrong codes kill it; a resend is then allowed and its code works', async () => {
    const { user, phone } = await smsUser();
    const { token, code } = await startLogin(user, phone);
    const address = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await verify(token, { code: otherCode(code) }, address)).statusCode).toBe(422);
    expectError(await verify(token, { code }, address), 429, TOO_MANY, { code: TOO_MANY });

    const resent = await resend(token);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: 'OTP resent successfully', sms_verification_code_expires_at: expect.any(String) });
    const expiresIn = msFromNow(resent.json().sms_verification_code_expires_at);
    expect(expiresIn).toBeGreaterThan((SMS_SECONDS - 30) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(SMS_SECONDS * 1000 + 1000);
    const fresh = await lastSmsCode(t.database.db, phone);
    expect((await verify(token, { code: fresh })).statusCode).toBe(200);
  });

  it('resend before the code expires → 429 and no SMS; after it expires → a new code', async () => {
    const { user, phone } = await smsUser();
    const { token, code } = await startLogin(user, phone);
    const count = (await outboxFor(t.database.db, phone, 'sms')).length;
    expectError(await resend(token), 429, 'Please wait until the current code expires before requesting a new one.');
    expect(await outboxFor(t.database.db, phone, 'sms')).toHaveLength(count);

    await t.database.db.update(verificationCodes).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(verificationCodes.user_id, user.id));
    const resent = await resend(token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe('OTP resent successfully');
    const messages = await outboxFor(t.database.db, phone, 'sms');
    expect(messages).toHaveLength(count + 1);
    const fresh = codeIn(messages[0]!.body_text);
    if (fresh !== code) expectError(await verify(token, { code }), 422, FAILED);
    expect((await verify(token, { code: fresh })).statusCode).toBe(200);
  });

  it('a full token cannot call /verify-2fa-code or /resend-verification-code (401)', async () => {
    const { fullToken } = await smsUser();
    expectError(await verify(fullToken, { code: '123456' }), 401, 'Unauthenticated.');
    expectError(await resend(fullToken), 401, 'Unauthenticated.');
    expectError(await verify('', { code: '123456' }), 401, 'Unauthenticated.');
  });

  it('an expired pre-verification token → 401', async () => {
    const { user, phone } = await smsUser();
    const { token, code } = await startLogin(user, phone);
    await t.database.db.update(authTokens).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(authTokens.user_id, user.id));
    expectError(await verify(token, { code }), 401, 'Unauthenticated.');
  });

  it('a pre-verification token may log out', async () => {
    const { user, phone } = await smsUser();
    const { token, code } = await startLogin(user, phone);
    expect((await t.call({ method: 'POST', url: '/api/v1/logout', token })).statusCode).toBe(200);
    expectError(await verify(token, { code }), 401, 'Unauthenticated.');
  });
});

describe('POST /api/v1/disable-2fa', () => {
  it('needs the password: a wrong one → 422, still on', async () => {
    const { user, fullToken } = await smsUser();
    expectError(
      await t.call({ method: 'POST', url: '/api/v1/disable-2fa', payload: { password: 'Wrong-pass1' }, token: fullToken }),
      422,
      'The current password is incorrect.',
      { password: 'The current password is incorrect.' },
    );
    expectError(await t.call({ method: 'POST', url: '/api/v1/disable-2fa', payload: {}, token: fullToken }), 422, PROOF, { password: PROOF });
    expectError(await t.call({ method: 'POST', url: '/api/v1/disable-2fa', payload: { password: '' }, token: fullToken }), 422, PROOF);
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBe('sms');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a code that is not six digits', { code: '12ab' }, 'The code must be exactly 6 digits.'],
    ['a code that is an object', { code: { $gt: '' } }, 'The code must be exactly 6 digits.'],
    ['an over-long password', { password: 'x'.repeat(129) }, 'You must enter maximum 12 characters.'],
  ])('%s → 422 with a clear message, still on', async (_label, payload, message) => {
    const { user, fullToken } = await smsUser();
    expectError(await t.call({ method: 'POST', url: '/api/v1/disable-2fa', payload, token: fullToken, remoteAddress: nextIp() }), 422, message);
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBe('sms');
  });

  it('or a code texted to the number on file (POST /send-verification-code): it turns it off once', async () => {
    const { user, phone, fullToken } = await smsUser();
    const sent = await t.call({ method: 'POST', url: '/api/v1/send-verification-code', payload: {}, token: fullToken, remoteAddress: nextIp() });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastSmsCode(t.database.db, phone);
    expectError(await disable(fullToken, { code: otherCode(code) }), 422, FAILED, { code: FAILED });
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBe('sms');
    const response = await disable(fullToken, { code });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Two-factor authentication is disabled.' });
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBeNull();
    expect((await codesOf(t.database.db, user.id, 'phone'))[0]!.consumed_at).not.toBeNull();
  });

  it('a code texted to another number does not prove the phone that receives the login codes', async () => {
    const { user, fullToken } = await smsUser();
    const elsewhere = nextPhone();
    const sent = await t.call({ method: 'POST', url: '/api/v1/send-verification-code', payload: { phone: elsewhere }, token: fullToken, remoteAddress: nextIp() });
    expect(sent.statusCode, sent.body).toBe(200);
    expectError(await disable(fullToken, { code: await lastSmsCode(t.database.db, elsewhere) }), 422, FAILED);
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBe('sms');
  });

  it('no code sent → a code is refused', async () => {
    const { user, fullToken } = await smsUser();
    expectError(await disable(fullToken, { code: '123456' }), 422, FAILED);
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBe('sms');
  });

  it('an account without a password (Google sign-in) must give the code: a password is refused', async () => {
    const { user, phone, fullToken } = await smsUser();
    await t.database.db.update(users).set({ password_hash: null }).where(eq(users.id, user.id));
    const refused = await disable(fullToken, { password: PASSWORD });
    expectError(refused, 422, NO_PASSWORD, { password: NO_PASSWORD });
    // The settings page offers the code field on this code, not on the wording.
    expect(refused.json()).toHaveProperty('code', 'password_not_set');
    expectError(await disable(fullToken, {}), 422, PROOF);
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBe('sms');
    expect((await t.call({ method: 'POST', url: '/api/v1/send-verification-code', payload: {}, token: fullToken, remoteAddress: nextIp() })).statusCode).toBe(200);
    expect((await disable(fullToken, { code: await lastSmsCode(t.database.db, phone) })).statusCode).toBe(200);
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBeNull();
  });

  it("another user's session cannot turn mine off: it acts on its own account only", async () => {
    const mine = await smsUser();
    const theirs = await t.user({});
    const response = await disable(theirs.token, { password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect((await userById(t.database.db, mine.user.id))!.two_factor_type).toBe('sms');
  });

  it('with the password turns it off; login then answers a full token', async () => {
    const { user, phone, fullToken } = await smsUser();
    const response = await t.call({ method: 'POST', url: '/api/v1/disable-2fa', payload: { password: PASSWORD }, token: fullToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Two-factor authentication is disabled.' });
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBeNull();
    const signedIn = await login(t, user.email, PASSWORD);
    expect(signedIn.json().data.authorization.stage).toBe('verified');
    expect(await outboxFor(t.database.db, phone, 'sms')).toHaveLength(0);
  });
});

describe('rate limits of the two-factor calls', () => {
  it('/verify-2fa-code answers 429 after 10 calls a minute from one address', async () => {
    const { user, phone } = await smsUser();
    const { token } = await startLogin(user, phone);
    const address = nextIp();
    for (let i = 0; i < 10; i += 1) expect((await verify(token, { code: 'abc' }, address)).statusCode).toBe(422);
    expectError(await verify(token, { code: 'abc' }, address), 429, 'Too many attempts. Please try again later.');
  });

  it('/resend-verification-code answers 429 after 5 calls a minute from one address', async () => {
    const { user, phone } = await smsUser();
    const { token } = await startLogin(user, phone);
    const address = nextIp();
    for (let i = 0; i < 5; i += 1) {
      const response = await resend(token, address);
      expect(response.json().message).toBe('Please wait until the current code expires before requesting a new one.');
    }
    expectError(await resend(token, address), 429, 'Too many attempts. Please try again later.');
  });
});

describe('rate limits of the two-factor settings', () => {
  it('/enable-2fa answers 429 after 10 calls a minute from one address', async () => {
    const { token } = await t.user({});
    const address = nextIp();
    const call = () => t.call({ method: 'POST', url: '/api/v1/enable-2fa', payload: { type: 'sms' }, token, remoteAddress: address });
    for (let i = 0; i < 10; i += 1) expect((await call()).statusCode).toBe(422);
    expectError(await call(), 429, 'Too many attempts. Please try again later.');
  });

  it('/disable-2fa answers 429 after 10 calls a minute from one address (no password guessing)', async () => {
    const { user, fullToken } = await smsUser();
    const address = nextIp();
    const call = (password: string) => t.call({ method: 'POST', url: '/api/v1/disable-2fa', payload: { password }, token: fullToken, remoteAddress: address });
    for (let i = 0; i < 10; i += 1) expect((await call(`Guess-${i}x`)).statusCode).toBe(422);
    expectError(await call(PASSWORD), 429, 'Too many attempts. Please try again later.');
    expect((await userById(t.database.db, user.id))!.two_factor_type).toBe('sms');
  });
});

describe('with Twilio configured', () => {
  it('the login code goes through Twilio and the outbox records it as sent', async () => {
    const { user, phone } = await smsUser(viaTwilio);
    const response = await viaTwilio.call({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: PASSWORD }, remoteAddress: nextIp() });
    expect(response.statusCode).toBe(200);
    const sent = twilio.messages.filter((message) => message.to === phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.from).toBe('+15005550006');
    const row = await lastOutbox(viaTwilio.database.db, phone, 'sms');
    expect(row.status).toBe('sent');
    expect(codeIn(sent[0]!.body)).toBe(codeIn(row.body_text));
    const full = await viaTwilio.call({
      method: 'POST',
      url: '/api/v1/verify-2fa-code',
      payload: { code: codeIn(sent[0]!.body) },
      token: response.json().data.authorization.token,
      remoteAddress: nextIp(),
    });
    expect(full.statusCode).toBe(200);
  });

  it('when Twilio fails, login still answers and the outbox records the failure', async () => {
    const { user, phone } = await smsUser(viaTwilio);
    twilio.failWith(500);
    try {
      const response = await viaTwilio.call({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: PASSWORD }, remoteAddress: nextIp() });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.authorization.stage).toBe('pre_verification');
      expect((await lastOutbox(viaTwilio.database.db, phone, 'sms')).status).toBe('failed');
    } finally {
      twilio.failWith(null);
    }
  });
});
