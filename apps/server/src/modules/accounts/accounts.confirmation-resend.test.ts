import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { codesOf, countRows, expectError, lastOutbox, linkIn, login, nextIp, outboxFor, registration, tokensOf, userById } from '../../../test/helpers/accounts';
import { outboxMessages } from '../../platform/mail/outbox.schema';
import { inviteUser } from './invitations';
import { users } from './accounts.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const SENT = 'If this account is still waiting to be verified, a new code is on its way to its email address.';
const INVALID = 'The verification code is invalid or has expired.';
const TOO_MANY_WRONG = 'Too many wrong codes. Please request a new code.';
const TOO_MANY = 'Too many attempts. Please try again later.';

/** Registers through the API and answers the new user's id, e-mail, password and e-mailed code. */
async function signUp(overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const response = await t.call({ method: 'POST', url: '/api/v1/register', payload, remoteAddress: nextIp() });
  expect(response.statusCode, response.body).toBe(200);
  const email = String(payload.email);
  return { id: response.json().data.id as number, email, password: String(payload.password), code: await mailedCode(email) };
}

/** The code of the newest verification e-mail to an address, read from its link. */
async function mailedCode(email: string): Promise<string> {
  const mail = await lastOutbox(t.database.db, email, 'email');
  expect(mail.subject).toBe('Verify your Openhouse account');
  return linkIn(mail.body_text, '/auth/confirm').searchParams.get('code')!;
}

function resend(payload: unknown, options: { remoteAddress?: string; token?: string } = {}) {
  return t.call({
    method: 'POST',
    url: '/api/v1/confirmation/resend',
    payload: payload as Record<string, unknown>,
    remoteAddress: options.remoteAddress ?? nextIp(),
    token: options.token,
  });
}

function confirm(payload: Record<string, unknown>, remoteAddress = nextIp()) {
  return t.call({ method: 'POST', url: '/api/v1/confirmation', payload, remoteAddress });
}

const otherThan = (code: string) => (code === '111111' ? '222222' : '111111');

describe('POST /api/v1/confirmation/resend for an account waiting for its code', () => {
  it('e-mails a fresh code as sign-up did; the old code stops working and the new one verifies', async () => {
    const account = await signUp();
    const response = await resend({ userId: account.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: SENT });

    const mails = await outboxFor(t.database.db, account.email, 'email');
    expect(mails).toHaveLength(2);
    const link = linkIn(mails[0]!.body_text, '/auth/confirm');
    expect(link.origin).toBe('http://openhouse.test');
    expect(link.searchParams.get('userId')).toBe(String(account.id));
    const fresh = link.searchParams.get('code')!;
    expect(mails[0]!.body_text).toContain(`Or enter this code: ${fresh}`);

    const codes = await codesOf(t.database.db, account.id, 'email');
    expect(codes).toHaveLength(2);
    expect(codes[0]!.consumed_at).toBeNull();
    expect(codes[1]!.consumed_at).not.toBeNull();

    if (fresh !== account.code) expectError(await confirm({ userId: account.id, verificationCode: account.code }), 422, INVALID);
    const confirmed = await confirm({ userId: account.id, verificationCode: fresh });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await userById(t.database.db, account.id))!.email_verified_at).not.toBeNull();
  });

  it('after five wrong codes, a new code starts again with no wrong tries counted', async () => {
    const account = await signUp();
    const wrong = otherThan(account.code);
    const address = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await confirm({ userId: account.id, verificationCode: wrong }, address)).statusCode).toBe(422);
    expectError(await confirm({ userId: account.id, verificationCode: account.code }, address), 429, TOO_MANY_WRONG);

    expect((await resend({ userId: account.id })).statusCode).toBe(200);
    const fresh = await mailedCode(account.email);
    const [live] = await codesOf(t.database.db, account.id, 'email');
    expect(live!.attempts).toBe(0);
    // A wrong try on the new code is counted afresh (422, not 429); the right code then verifies.
    expectError(await confirm({ userId: account.id, verificationCode: otherThan(fresh) }), 422, INVALID);
    expect((await confirm({ userId: account.id, verificationCode: fresh })).statusCode).toBe(200);
  });

  it('accepts the id as a string, as the verification link carries it', async () => {
    const account = await signUp();
    expect((await resend({ userId: String(account.id) })).statusCode).toBe(200);
    expect(await outboxFor(t.database.db, account.email, 'email')).toHaveLength(2);
  });

  it('once the account is verified, no e-mail code of it stays alive', async () => {
    const account = await signUp();
    expect((await resend({ userId: account.id })).statusCode).toBe(200);
    const fresh = await mailedCode(account.email);
    expect((await confirm({ userId: account.id, verificationCode: fresh })).statusCode).toBe(200);
    expect((await codesOf(t.database.db, account.id, 'email')).every((code) => code.consumed_at !== null)).toBe(true);
  });
});

describe('POST /api/v1/confirmation/resend answers the same for everyone else, and changes nothing', () => {
  it('an unknown account: the same answer, no e-mail', async () => {
    const mailsBefore = await countRows(t.database.db, outboxMessages);
    const response = await resend({ userId: 987_654 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    expect(await countRows(t.database.db, outboxMessages)).toBe(mailsBefore);
  });

  it('a verified account: the same answer, no e-mail, no code, the account untouched', async () => {
    const account = await signUp();
    expect((await confirm({ userId: account.id, verificationCode: account.code })).statusCode).toBe(200);
    const before = await userById(t.database.db, account.id);
    const codesBefore = await codesOf(t.database.db, account.id, 'email');
    const mailsBefore = await outboxFor(t.database.db, account.email, 'email');

    const response = await resend({ userId: account.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    expect(await outboxFor(t.database.db, account.email, 'email')).toHaveLength(mailsBefore.length);
    expect(await codesOf(t.database.db, account.id, 'email')).toEqual(codesBefore);
    expect(await userById(t.database.db, account.id)).toEqual(before);
    // The spent sign-up code does not come back to life either.
    expectError(await confirm({ userId: account.id, verificationCode: account.code }), 422, INVALID);
  });

  it('a seeded (verified) user: the same answer and no e-mail', async () => {
    const { user } = await t.user({});
    expect((await resend({ userId: user.id })).json()).toEqual({ message: SENT });
    expect(await outboxFor(t.database.db, user.email, 'email')).toHaveLength(0);
    expect(await codesOf(t.database.db, user.id, 'email')).toHaveLength(0);
  });

  it('an invited account that has not chosen a password: the same answer, no e-mail (its invitation link verifies it)', async () => {
    const invitee = await t.database.db.transaction((tx) => inviteUser(tx, { name: 'Ivy Invited', email: `ivy-${nextIp()}@example.com`, role: 'Seller' }));
    expect((await resend({ userId: invitee.user.id })).json()).toEqual({ message: SENT });
    expect(await outboxFor(t.database.db, invitee.user.email, 'email')).toHaveLength(0);
    expect(await codesOf(t.database.db, invitee.user.id, 'email')).toHaveLength(0);
    expect(await userById(t.database.db, invitee.user.id)).toEqual(invitee.user);
  });

  it('somebody else signed in asking for my account: the same answer; the code goes only to my mailbox and signs nobody in', async () => {
    const account = await signUp();
    const other = await t.user({});
    const response = await resend({ userId: account.id }, { token: other.token });
    expect(response.json()).toEqual({ message: SENT });
    expect(response.body).not.toMatch(/\d{6}/);
    expect(await outboxFor(t.database.db, other.user.email, 'email')).toHaveLength(0);
    expect(await outboxFor(t.database.db, account.email, 'email')).toHaveLength(2);
    expect(await tokensOf(t.database.db, account.id)).toHaveLength(0);
    expect((await userById(t.database.db, account.id))!.email_verified_at).toBeNull();
  });

  it('a password reset proves the mailbox: the account is verified and its sign-up code is void', async () => {
    const account = await signUp();
    expect((await t.call({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: account.email }, remoteAddress: nextIp() })).statusCode).toBe(200);
    await t.app.platform.events.idle(); // the reset mail is sent after the answer
    const token = linkIn((await lastOutbox(t.database.db, account.email, 'email')).body_text, '/auth/reset-password').searchParams.get('token')!;
    const reset = await t.call({ method: 'POST', url: '/api/v1/reset-password', payload: { token, password: 'Fresh-Pa55', password_confirmation: 'Fresh-Pa55' }, remoteAddress: nextIp() });
    expect(reset.statusCode, reset.body).toBe(200);
    expectError(await confirm({ userId: account.id, verificationCode: account.code }), 422, INVALID);
    expect((await login(t, account.email, 'Fresh-Pa55')).statusCode).toBe(200);
  });
});

describe('POST /api/v1/confirmation/resend: input', () => {
  it.each<[string, unknown]>([
    ['no userId', {}],
    ['a userId that is not a number', { userId: 'abc' }],
    ['a negative userId', { userId: -4 }],
    ['a fractional userId', { userId: 1.5 }],
    ['a userId beyond the id range', { userId: 99_999_999_999 }],
    ['an array', [1]],
  ])('%s → 422 naming userId, nothing sent', async (_label, payload) => {
    const mailsBefore = await countRows(t.database.db, outboxMessages);
    const response = await resend(payload);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await countRows(t.database.db, outboxMessages)).toBe(mailsBefore);
  });

  it('says plainly when userId is missing', async () => {
    expectError(await resend({}), 422, 'userId is required.', { userId: 'userId is required.' });
  });

  it('malformed JSON → 400', async () => {
    const response = await t.call({ method: 'POST', url: '/api/v1/confirmation/resend', headers: { 'content-type': 'application/json' }, payload: '{"userId":', remoteAddress: nextIp() });
    expectError(response, 400, 'The request body is not valid JSON.');
  });
});

describe('POST /api/v1/confirmation/resend: rate limits', () => {
  it('once a minute per account, from any address; other accounts are counted on their own', async () => {
    const account = await signUp();
    const other = await signUp();
    expect((await resend({ userId: account.id })).statusCode).toBe(200);
    const refused = await resend({ userId: account.id });
    expectError(refused, 429, TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await outboxFor(t.database.db, account.email, 'email')).toHaveLength(2);
    expect((await resend({ userId: other.id })).statusCode).toBe(200);
  });

  it('the limit does not tell whether the account exists: an unknown id is limited the same way', async () => {
    expect((await resend({ userId: 876_543 })).statusCode).toBe(200);
    expectError(await resend({ userId: 876_543 }), 429, TOO_MANY);
  });

  it('a minute later the account may ask again', async () => {
    const account = await signUp();
    expect((await resend({ userId: account.id })).statusCode).toBe(200);
    expectError(await resend({ userId: account.id }), 429, TOO_MANY);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await resend({ userId: account.id })).statusCode).toBe(200);
    vi.useRealTimers();
    expect(await outboxFor(t.database.db, account.email, 'email')).toHaveLength(3);
  });

  it('10 calls per 15 minutes from one address', async () => {
    const address = nextIp();
    for (let i = 0; i < 10; i += 1) expect((await resend({ userId: 700_000 + i }, { remoteAddress: address })).statusCode).toBe(200);
    expectError(await resend({ userId: 700_100 }, { remoteAddress: address }), 429, TOO_MANY);
    expect((await resend({ userId: 700_100 })).statusCode).toBe(200);
  });
});

describe('a resend racing a verification', () => {
  it('whichever comes first, the verified account ends with no live e-mail code', async () => {
    const account = await signUp();
    const [resent, confirmed] = await Promise.all([resend({ userId: account.id }), confirm({ userId: account.id, verificationCode: account.code })]);
    expect(resent.statusCode).toBe(200);
    const user = (await t.database.db.select().from(users).where(eq(users.id, account.id)))[0]!;
    if (confirmed.statusCode === 200) {
      expect(user.email_verified_at).not.toBeNull();
      expect((await codesOf(t.database.db, account.id, 'email')).every((code) => code.consumed_at !== null)).toBe(true);
    } else {
      // The resend replaced the code first: the account still waits, with exactly one live code.
      expect(user.email_verified_at).toBeNull();
      expect((await codesOf(t.database.db, account.id, 'email')).filter((code) => code.consumed_at === null)).toHaveLength(1);
    }
  });
});
