import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { codesOf, expectError, lastOutbox, linkIn, login, nextIp, registration, tokensOf, userByEmail, userById } from '../../../test/helpers/accounts';
import { digest } from '../../platform/auth/tokens';
import { verificationCodes } from './accounts.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const INVALID = 'The verification code is invalid or has expired.';

/** Registers through the API and answers the new user's id, e-mail, password and e-mailed code. */
async function signUp(overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const response = await t.call({ method: 'POST', url: '/api/v1/register', payload, remoteAddress: nextIp() });
  expect(response.statusCode, response.body).toBe(200);
  const email = String(payload.email);
  const link = linkIn((await lastOutbox(t.database.db, email, 'email')).body_text, '/auth/confirm');
  return { id: response.json().data.id as number, email, password: String(payload.password), code: link.searchParams.get('code')! };
}

function confirm(payload: Record<string, unknown>, remoteAddress = nextIp()) {
  return t.call({ method: 'POST', url: '/api/v1/confirmation', payload, remoteAddress });
}

describe('login before the e-mail is verified', () => {
  it('answers 403 "Please verify your email address first." and issues no token', async () => {
    const account = await signUp();
    expectError(await login(t, account.email, account.password), 403, 'Please verify your email address first.');
    expect(await tokensOf(t.database.db, account.id)).toHaveLength(0);
  });

  it('still answers 401 for a wrong password, so the 403 tells nothing to a guesser', async () => {
    const account = await signUp();
    expectError(await login(t, account.email, 'Wrong-pass1'), 401, 'Login failed. Please check your credentials.');
  });

  it('a seeded unverified user is refused the same way', async () => {
    const { user } = await t.user({ verified: false });
    expectError(await login(t, user.email, 'Openhouse1!'), 403, 'Please verify your email address first.');
  });
});

describe('POST /api/v1/confirmation: rules', () => {
  it.each<[string, unknown, string]>([
    ['missing', undefined, 'Confirmation code is required.'],
    ['empty', '', 'Confirmation code is required.'],
    ['blank', '   ', 'Confirmation code is required.'],
    ['null', null, 'Confirmation code is required.'],
    ['three digits', '123', 'Minimum length should be 4'],
    // A number carries no leading zeros: 12 is read as the code 000012, which is simply wrong.
    ['a short number', 12, INVALID],
    ['letters', '12ab56', 'Only numeric characters are allowed.'],
    ['a negative number', -123456, 'Only numeric characters are allowed.'],
  ])('a code that is %s → 422 with the exact message, the account stays unverified', async (_label, code, message) => {
    const account = await signUp();
    const payload: Record<string, unknown> = { userId: account.id };
    if (code !== undefined) payload.verificationCode = code;
    expectError(await confirm(payload), 422, message, { verificationCode: message });
    expect((await userById(t.database.db, account.id))!.email_verified_at).toBeNull();
    expect(await tokensOf(t.database.db, account.id)).toHaveLength(0);
  });

  it('a missing or bad userId → 422', async () => {
    expect((await confirm({ verificationCode: '123456' })).statusCode).toBe(422);
    expect((await confirm({ userId: 'abc', verificationCode: '123456' })).statusCode).toBe(422);
    expect((await confirm({ userId: -1, verificationCode: '123456' })).statusCode).toBe(422);
    // Beyond the id column's range: still a plain 422, never a database error.
    expectError(await confirm({ userId: 99_999_999_999, verificationCode: '123456' }), 422, INVALID, { userId: INVALID });
    expect((await confirm({ userId: '1e400', verificationCode: '123456' })).statusCode).toBe(422);
  });

  it('an unknown userId → 422 with the same message as a wrong code', async () => {
    expectError(await confirm({ userId: 999_999, verificationCode: '123456' }), 422, INVALID, { verificationCode: INVALID });
  });
});

describe('POST /api/v1/confirmation: codes', () => {
  it('a wrong code → 422 and nothing changes', async () => {
    const account = await signUp();
    const wrong = account.code === '111111' ? '222222' : '111111';
    expectError(await confirm({ userId: account.id, verificationCode: wrong }), 422, INVALID, { verificationCode: INVALID });
    expect((await userById(t.database.db, account.id))!.email_verified_at).toBeNull();
    expect(await tokensOf(t.database.db, account.id)).toHaveLength(0);
    const [code] = await codesOf(t.database.db, account.id, 'email');
    expect(code!.attempts).toBe(1);
    expect(code!.consumed_at).toBeNull();
  });

  it('the code of another user does not verify this one', async () => {
    const a = await signUp();
    const b = await signUp();
    if (a.code === b.code) return; // one in a million: the codes are the same digits
    expectError(await confirm({ userId: a.id, verificationCode: b.code }), 422, INVALID);
    expect((await userById(t.database.db, a.id))!.email_verified_at).toBeNull();
  });

  it('five wrong codes kill it: even the right code then answers 429', async () => {
    const account = await signUp();
    const wrong = account.code === '111111' ? '222222' : '111111';
    const address = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await confirm({ userId: account.id, verificationCode: wrong }, address)).statusCode).toBe(422);
    expectError(
      await confirm({ userId: account.id, verificationCode: account.code }, address),
      429,
      'Too many wrong codes. Please request a new code.',
      { verificationCode: 'Too many wrong codes. Please request a new code.' },
    );
    expect((await userById(t.database.db, account.id))!.email_verified_at).toBeNull();
    expect(await tokensOf(t.database.db, account.id)).toHaveLength(0);
  });

  it('an expired code → 422', async () => {
    const account = await signUp();
    await t.database.db.update(verificationCodes).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(verificationCodes.user_id, account.id));
    expectError(await confirm({ userId: account.id, verificationCode: account.code }), 422, INVALID);
    expect((await userById(t.database.db, account.id))!.email_verified_at).toBeNull();
  });

  it('the right code verifies the e-mail and answers like login; the token reaches GET /me', async () => {
    const account = await signUp();
    const response = await confirm({ userId: account.id, verificationCode: account.code });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Your email address is verified.',
      data: {
        user: expect.objectContaining({ id: account.id, email: account.email, roles: [{ id: expect.any(Number), name: 'Buyer' }], two_factor_type: null }),
        authorization: { token: expect.any(String), type: 'bearer', expires_at: expect.any(String), stage: 'verified' },
        twilio_token: null,
        sms_verification_code_expires_at: null,
      },
    });
    expect((await userById(t.database.db, account.id))!.email_verified_at).not.toBeNull();

    const me = await t.call({ method: 'GET', url: '/api/v1/me', token: body.data.authorization.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(account.email);

    // Now the password login works too.
    expect((await login(t, account.email, account.password)).statusCode).toBe(200);
  });

  it('the code is single use', async () => {
    const account = await signUp();
    expect((await confirm({ userId: account.id, verificationCode: account.code })).statusCode).toBe(200);
    expectError(await confirm({ userId: account.id, verificationCode: account.code }), 422, INVALID);
    expect(await tokensOf(t.database.db, account.id)).toHaveLength(1);
  });

  it('accepts the code as a JSON number (spec: verificationCode is a number)', async () => {
    const account = await signUp();
    // Pin the code to digits without a leading zero, as a number cannot carry one.
    await t.database.db
      .update(verificationCodes)
      .set({ code_hash: digest(`email:${account.id}:482913`) })
      .where(eq(verificationCodes.user_id, account.id));
    const response = await confirm({ userId: String(account.id), verificationCode: 482913 });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('accepts a mailed code that starts with 0 sent as a JSON number, which drops the zero', async () => {
    const account = await signUp();
    await t.database.db
      .update(verificationCodes)
      .set({ code_hash: digest(`email:${account.id}:012091`) })
      .where(eq(verificationCodes.user_id, account.id));
    const response = await confirm({ userId: account.id, verificationCode: 12091 });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('still takes such a code as the string it was mailed as', async () => {
    const account = await signUp();
    await t.database.db
      .update(verificationCodes)
      .set({ code_hash: digest(`email:${account.id}:000917`) })
      .where(eq(verificationCodes.user_id, account.id));
    expect((await confirm({ userId: account.id, verificationCode: '000917' })).statusCode).toBe(200);
  });

  it('the verified flag survives and login answers the verified user', async () => {
    const account = await signUp({ enabled: 1, dre_number: '07654321' });
    expect((await confirm({ userId: account.id, verificationCode: account.code })).statusCode).toBe(200);
    const response = await login(t, account.email.toUpperCase(), account.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.roles.map((role: { name: string }) => role.name)).toEqual(['Realtor']);
    const user = await userByEmail(t.database.db, account.email);
    expect(user!.email_verified_at).not.toBeNull();
  });
});

describe('POST /api/v1/confirmation: rate limit', () => {
  it('answers 429 after 10 calls a minute from one address', async () => {
    const address = nextIp();
    for (let i = 0; i < 10; i += 1) expect((await confirm({ userId: 999_999, verificationCode: '123456' }, address)).statusCode).toBe(422);
    expectError(await confirm({ userId: 999_999, verificationCode: '123456' }, address), 429, 'Too many attempts. Please try again later.');
  });
});
