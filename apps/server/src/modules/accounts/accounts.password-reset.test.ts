import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { codesOf, countRows, expectError, lastOutbox, linkIn, login, nextIp, outboxFor, uniqueWord, userById } from '../../../test/helpers/accounts';
import { outboxMessages } from '../../platform/mail/outbox.schema';
import { digest } from '../../platform/auth/tokens';
import { verificationCodes } from './accounts.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'Openhouse1!';
const NEW_PASSWORD = 'Fresh-Pa55';
const REQUESTED = 'If an account exists for that email, we have sent a link to reset the password.';
const INVALID = 'This password reset link is invalid or has expired.';

/** Asks for a reset link and waits for the mail, which is made after the answer. */
async function forgot(email: unknown, remoteAddress = nextIp()) {
  const response = await t.call({ method: 'POST', url: '/api/v1/forgot-password', payload: { email }, remoteAddress });
  await t.app.platform.events.idle();
  return response;
}

function reset(payload: Record<string, unknown>, remoteAddress = nextIp()) {
  return t.call({ method: 'POST', url: '/api/v1/reset-password', payload, remoteAddress });
}

/** Asks for a reset link for the e-mail and answers the token from the mail. */
async function resetToken(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  const link = linkIn((await lastOutbox(t.database.db, email.toLowerCase(), 'email')).body_text, '/auth/reset-password');
  expect(link.origin).toBe('http://openhouse.test');
  return link.searchParams.get('token')!;
}

describe('POST /api/v1/forgot-password', () => {
  it('answers the same for an existing and an unknown e-mail; only the existing one gets mail', async () => {
    const { user } = await t.user({});
    const mailsBefore = await countRows(t.database.db, outboxMessages);

    const known = await forgot(user.email);
    const unknownEmail = `${uniqueWord('ghost')}@example.com`;
    const unknown = await forgot(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: REQUESTED });
    expect(unknown.json()).toEqual(known.json());

    expect(await countRows(t.database.db, outboxMessages)).toBe(mailsBefore + 1);
    expect(await outboxFor(t.database.db, unknownEmail)).toHaveLength(0);
    const mail = await lastOutbox(t.database.db, user.email, 'email');
    expect(mail.subject).toBe('Reset your Openhouse password');
    const token = linkIn(mail.body_text, '/auth/reset-password').searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(22);
    // Only the digest is stored, valid for an hour.
    const [code] = await codesOf(t.database.db, user.id, 'password_reset');
    expect(code!.code_hash).toBe(digest(token));
    expect(code!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(3600 * 1000 + 1000);
    expect(code!.expires_at.getTime() - Date.now()).toBeGreaterThan(3500 * 1000);
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const { user } = await t.user({});
    expect((await forgot(user.email.toUpperCase())).statusCode).toBe(200);
    expect(await outboxFor(t.database.db, user.email, 'email')).toHaveLength(1);
  });

  it('validates the e-mail', async () => {
    expectError(await forgot(undefined), 422, 'Please enter an email', { email: 'Please enter an email' });
    expectError(await forgot('not-an-email'), 422, 'Not a valid email');
    expect((await forgot(['a@example.com'])).statusCode).toBe(422);
  });

  it('answers 429 after 5 calls a minute from one address', async () => {
    const address = nextIp();
    const email = `${uniqueWord('limit')}@example.com`;
    for (let i = 0; i < 5; i += 1) expect((await forgot(email, address)).statusCode).toBe(200);
    expectError(await forgot(email, address), 429, 'Too many attempts. Please try again later.');
  });
});

describe('POST /api/v1/forgot-password before the answer', () => {
  // Nothing delivers here, so what is stored when the answer comes is all the request itself did.
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await createTestApp({ EVENTS_INLINE: 'false', JOBS: 'false' });
  });
  afterAll(async () => quiet.close());

  async function workOf(email: string) {
    const [codes, mails, jobs] = await Promise.all([
      countRows(quiet.database.db, verificationCodes),
      countRows(quiet.database.db, outboxMessages),
      quiet.database.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'events' AND data->>'subscriber' = 'accounts.password_reset_requested:reset-mail'`),
    ]);
    const response = await quiet.call({ method: 'POST', url: '/api/v1/forgot-password', payload: { email }, remoteAddress: nextIp() });
    expect(response.statusCode).toBe(200);
    const [codesAfter, mailsAfter, jobsAfter] = await Promise.all([
      countRows(quiet.database.db, verificationCodes),
      countRows(quiet.database.db, outboxMessages),
      quiet.database.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'events' AND data->>'subscriber' = 'accounts.password_reset_requested:reset-mail'`),
    ]);
    const count = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]!.n;
    return { codes: codesAfter - codes, mails: mailsAfter - mails, jobs: count(jobsAfter) - count(jobs) };
  }

  it('a known and an unknown e-mail cost the same writes: one queued job each, no link and no mail yet', async () => {
    const { user } = await quiet.user({});
    const known = await workOf(user.email);
    const unknown = await workOf(`${uniqueWord('ghost')}@example.com`);
    expect(known).toEqual({ codes: 0, mails: 0, jobs: 1 });
    expect(unknown).toEqual(known);
  });
});

describe('POST /api/v1/reset-password', () => {
  it('the link sets a new password once; the old password stops working; every session ends', async () => {
    const { user, token: session } = await t.user({});
    const other = (await login(t, user.email, PASSWORD)).json().data.authorization.token as string;
    const token = await resetToken(user.email);

    const response = await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been reset. You can sign in now.' });

    expectError(await login(t, user.email, PASSWORD), 401, 'Login failed. Please check your credentials.');
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await t.call({ method: 'GET', url: '/api/v1/me', token: session }), 401, 'Unauthenticated.');
    expectError(await t.call({ method: 'GET', url: '/api/v1/me', token: other }), 401, 'Unauthenticated.');

    // Second use of the same link.
    expectError(await reset({ token, password: 'Other-Pa55', password_confirmation: 'Other-Pa55' }), 422, INVALID, { token: INVALID });
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('an expired link fails and changes nothing', async () => {
    const { user, token: session } = await t.user({});
    const token = await resetToken(user.email);
    await t.database.db.update(verificationCodes).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(verificationCodes.user_id, user.id));
    const hashBefore = (await userById(t.database.db, user.id))!.password_hash;
    expectError(await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }), 422, INVALID);
    expect((await userById(t.database.db, user.id))!.password_hash).toBe(hashBefore);
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token: session })).statusCode).toBe(200);
  });

  it('a newer link replaces the older one', async () => {
    const { user } = await t.user({});
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect(first).not.toBe(second);
    expectError(await reset({ token: first, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }), 422, INVALID);
    expect((await reset({ token: second, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('an unknown or malformed token → 422', async () => {
    expectError(await reset({ token: 'A'.repeat(43), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }), 422, INVALID);
    expect((await reset({ token: 'short', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(422);
    expect((await reset({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(422);
    expect((await reset({ token: ['A'.repeat(43)], password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(422);
  });

  it.each<[string, string, string, string, string]>([
    ['too short', 'Ab1!x', 'Ab1!x', 'password', 'You must enter minimum 6 characters.'],
    ['too long', 'Ab1!xyzWq9876', 'Ab1!xyzWq9876', 'password', 'You must enter maximum 12 characters.'],
    ['too common', 'qwerty123', 'qwerty123', 'password', 'This password is too common.'],
    ['empty', '', '', 'password', 'Please enter password'],
    ['not confirmed', NEW_PASSWORD, 'Fresh-Pa56', 'password_confirmation', 'The password and confirmation password do not match.'],
  ])('a new password that is %s → 422; the link still works afterwards', async (_label, password, confirmation, field, message) => {
    const { user } = await t.user({});
    const token = await resetToken(user.email);
    const hashBefore = (await userById(t.database.db, user.id))!.password_hash;
    expectError(await reset({ token, password, password_confirmation: confirmation }), 422, message, { [field]: message });
    expect((await userById(t.database.db, user.id))!.password_hash).toBe(hashBefore);
    expect((await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('resetting proves the mailbox: an unverified account becomes verified', async () => {
    const { user } = await t.user({ verified: false });
    const token = await resetToken(user.email);
    expect((await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await userById(t.database.db, user.id))!.email_verified_at).not.toBeNull();
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('two requests racing with the same link: exactly one wins', async () => {
    const { user } = await t.user({});
    const token = await resetToken(user.email);
    const answers = await Promise.all([
      reset({ token, password: 'Racer-One1', password_confirmation: 'Racer-One1' }),
      reset({ token, password: 'Racer-Two2', password_confirmation: 'Racer-Two2' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const winner = answers[0]!.statusCode === 200 ? 'Racer-One1' : 'Racer-Two2';
    expect((await login(t, user.email, winner)).statusCode).toBe(200);
  });

  it('answers 429 after 10 calls a minute from one address', async () => {
    const address = nextIp();
    const payload = { token: 'B'.repeat(43), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let i = 0; i < 10; i += 1) expect((await reset(payload, address)).statusCode).toBe(422);
    expectError(await reset(payload, address), 429, 'Too many attempts. Please try again later.');
  });
});
