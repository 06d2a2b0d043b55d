import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { codesOf, countRows, expectError, lastOutbox, linkIn, nextIp, outboxFor, registration, uniqueWord, userByEmail } from '../../../test/helpers/accounts';
import { rolesOf } from './accounts.repository';
import { users } from './accounts.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const REGISTERED = 'You are successfully registered with us. Please check your email for the verification link.';

function register(payload: unknown, remoteAddress = nextIp()) {
  return t.call({ method: 'POST', url: '/api/v1/register', payload: payload as Record<string, unknown>, remoteAddress });
}

/** Sends an invalid payload and proves the answer is 422 with that message and that no user row was written. */
async function expectRejected(payload: Record<string, unknown>, field: string, message: string): Promise<void> {
  const before = await countRows(t.database.db, users);
  const response = await register(payload);
  expectError(response, 422, message, { [field]: message });
  expect(await countRows(t.database.db, users)).toBe(before);
  if (typeof payload.email === 'string' && payload.email.includes('@')) {
    expect(await outboxFor(t.database.db, payload.email.toLowerCase())).toHaveLength(0);
  }
}

describe('POST /api/v1/register: a buyer', () => {
  it('creates a Buyer with lower-cased e-mail and user name and e-mails a verification link', async () => {
    const word = uniqueWord('Mixed');
    const payload = registration({ email: `  ${word.toUpperCase()}@Example.COM `, user_name: word.toUpperCase(), dre_number: 'SHOULD-NOT-BE-KEPT' });
    const response = await register(payload);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({ message: REGISTERED, data: { id: expect.any(Number) } });

    const user = await userByEmail(t.database.db, `${word.toLowerCase()}@example.com`);
    expect(user).toBeDefined();
    expect(user!.id).toBe(body.data.id);
    expect(user!.email).toBe(`${word.toLowerCase()}@example.com`);
    expect(user!.user_name).toBe(word.toLowerCase());
    expect(user!.name).toBe('Jane Buyer');
    expect(user!.phone).toBe('+14155552671');
    expect(user!.enabled).toBe(0);
    expect(user!.dre_number).toBeNull();
    expect(user!.email_verified_at).toBeNull();
    expect(user!.two_factor_type).toBeNull();
    // The password is kept only as an argon2 hash.
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    expect(user!.password_hash).not.toContain(String(payload.password));
    expect((await rolesOf(t.database.db, user!.id)).map((role) => role.name)).toEqual(['Buyer']);

    const mail = await lastOutbox(t.database.db, user!.email, 'email');
    const link = linkIn(mail.body_text, '/auth/confirm');
    expect(link.origin).toBe('http://openhouse.test');
    expect(link.searchParams.get('userId')).toBe(String(user!.id));
    expect(link.searchParams.get('code')).toMatch(/^\d{6}$/);
    expect(mail.body_html).toContain(`code=${link.searchParams.get('code')}`);
    // The code is stored only as a digest, valid for 24 hours.
    const [code] = await codesOf(t.database.db, user!.id, 'email');
    expect(code!.code_hash).not.toContain(link.searchParams.get('code')!);
    expect(code!.expires_at.getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
  });

  it('creates a Realtor (enabled 1) with a DRE number when enabled is 1', async () => {
    const payload = registration({ enabled: 1, dre_number: '  01234567 ' });
    const response = await register(payload);
    expect(response.statusCode, response.body).toBe(200);
    const user = await userByEmail(t.database.db, String(payload.email));
    expect(user!.enabled).toBe(1);
    expect(user!.dre_number).toBe('01234567');
    expect((await rolesOf(t.database.db, user!.id)).map((role) => role.name)).toEqual(['Realtor']);
  });

  it("accepts enabled as the string '1' from a form", async () => {
    const payload = registration({ enabled: '1', dre_number: '01234567' });
    expect((await register(payload)).statusCode).toBe(200);
    expect((await userByEmail(t.database.db, String(payload.email)))!.enabled).toBe(1);
  });

  it('registers a buyer without a DRE number and without a terms field', async () => {
    const payload = registration();
    delete payload.terms;
    delete payload.mobile;
    const response = await register(payload);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('POST /api/v1/register: the rules of spec section 5', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['email missing', { email: undefined }, 'email', 'Please enter an email'],
    ['email blank', { email: '   ' }, 'email', 'Please enter an email'],
    ['email without @', { email: 'not-an-email' }, 'email', 'Not a valid email'],
    ['email without a domain', { email: 'jane@localhost' }, 'email', 'Not a valid email'],
    ['email with angle brackets', { email: '<jane>@example.com' }, 'email', 'Not a valid email'],
    ['email too long', { email: `${'a'.repeat(250)}@example.com` }, 'email', 'You must enter maximum 254 characters.'],
    ['password missing', { password: undefined }, 'password', 'Please enter password'],
    ['password empty', { password: '', password_confirmation: '' }, 'password', 'Please enter password'],
    ['password too short', { password: 'Ab1!x', password_confirmation: 'Ab1!x' }, 'password', 'You must enter minimum 6 characters.'],
    ['password too long', { password: 'Ab1!xyzWq9876', password_confirmation: 'Ab1!xyzWq9876' }, 'password', 'You must enter maximum 12 characters.'],
    ['password common', { password: 'password', password_confirmation: 'password' }, 'password', 'This password is too common.'],
    ['password common (digits)', { password: '123456', password_confirmation: '123456' }, 'password', 'This password is too common.'],
    ['confirmation differs', { password_confirmation: 'Qz7!kLm2px' }, 'password_confirmation', 'The password and confirmation password do not match.'],
    ['confirmation missing', { password_confirmation: undefined }, 'password_confirmation', 'Please enter password'],
    ['name missing', { name: undefined }, 'name', 'Name is required.'],
    ['name blank', { name: '    ' }, 'name', 'Name is required.'],
    ['name too short', { name: 'Jan' }, 'name', 'Minimum length should be 4'],
    ['name too short once trimmed', { name: '  Jan  ' }, 'name', 'Minimum length should be 4'],
    ['user_name missing', { user_name: undefined }, 'user_name', 'user_name is required.'],
    ['user_name blank', { user_name: '' }, 'user_name', 'user_name is required.'],
    ['user_name too short', { user_name: 'abc' }, 'user_name', 'Minimum length should be 4'],
    ['user_name with spaces', { user_name: 'jane doe' }, 'user_name', 'User name may only contain letters, numbers, dots, dashes and underscores.'],
    ['realtor without DRE', { enabled: 1 }, 'dre_number', 'DRE Number is required.'],
    ['realtor with blank DRE', { enabled: 1, dre_number: '   ' }, 'dre_number', 'DRE Number is required.'],
    ['realtor with null DRE', { enabled: '1', dre_number: null }, 'dre_number', 'DRE Number is required.'],
    ['realtor with a DRE that is not 8 digits', { enabled: 1, dre_number: 'DRE-1' }, 'dre_number', 'DRE Number must be the 8 digits of a California real estate license.'],
    ['realtor with a 7-digit DRE', { enabled: 1, dre_number: '1234567' }, 'dre_number', 'DRE Number must be the 8 digits of a California real estate license.'],
    ['phone missing', { phone: undefined }, 'phone', 'Mobile No is required'],
    ['phone empty', { phone: '' }, 'phone', 'Mobile No is required'],
    ['phone too short', { phone: '415-555-26' }, 'phone', 'Phone number must have at least 10 digits'],
    ['phone invalid', { phone: '(000) 000-0000' }, 'phone', 'Please enter a valid phone number'],
    ['phone not US', { phone: '+44 20 7946 0958' }, 'phone', 'Please enter a valid phone number'],
    ['phone letters', { phone: 'call me maybe 12' }, 'phone', 'Phone number must have at least 10 digits'],
    ['terms refused', { terms: false }, 'terms', 'Please accept the Terms and Conditions.'],
  ])('%s → 422 with the exact message and no user written', async (_label, change, field, message) => {
    const payload = registration();
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) delete payload[key];
      else payload[key] = value;
    }
    await expectRejected(payload, field, message);
  });

  it('a buyer (enabled 0) needs no DRE number', async () => {
    const payload = registration({ enabled: 0 });
    delete payload.dre_number;
    expect((await register(payload)).statusCode).toBe(200);
  });

  it('reports every failing field, and the message is the first field’s message', async () => {
    const before = await countRows(t.database.db, users);
    const response = await register({ name: 'Jo', user_name: '', email: 'nope', password: '123', password_confirmation: '123', phone: '' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Minimum length should be 4');
    expect(body.errors.name).toEqual(['Minimum length should be 4']);
    expect(body.errors.user_name[0]).toBe('user_name is required.');
    expect(body.errors.email).toEqual(['Not a valid email']);
    expect(body.errors.password[0]).toBe('You must enter minimum 6 characters.');
    expect(body.errors.phone).toEqual(['Mobile No is required']);
    expect(await countRows(t.database.db, users)).toBe(before);
  });

  it('an empty body → 422 naming the required fields', async () => {
    const before = await countRows(t.database.db, users);
    const response = await register({});
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors.name).toContain('Name is required.');
    expect(body.errors.user_name).toContain('user_name is required.');
    expect(body.errors.email).toContain('Please enter an email');
    expect(body.errors.password).toContain('Please enter password');
    expect(body.errors.phone).toContain('Mobile No is required');
    expect(await countRows(t.database.db, users)).toBe(before);
  });

  it('a duplicate e-mail (in any case) → 422 "The email has already been taken."', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(200);
    const before = await countRows(t.database.db, users);
    const again = registration({ email: String(first.email).toUpperCase() });
    expectError(await register(again), 422, 'The email has already been taken.', { email: 'The email has already been taken.' });
    expect(await countRows(t.database.db, users)).toBe(before);
    // Only the first registration's mail went out.
    expect(await outboxFor(t.database.db, String(first.email))).toHaveLength(1);
  });

  it('a duplicate user name (in any case) → 422 and nothing written', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(200);
    const before = await countRows(t.database.db, users);
    const again = registration({ user_name: String(first.user_name).toUpperCase() });
    expectError(await register(again), 422, 'The user name has already been taken.', { user_name: 'The user name has already been taken.' });
    expect(await countRows(t.database.db, users)).toBe(before);
  });

  it('two sign-ups racing for the same e-mail: one wins, the other gets 422', async () => {
    const word = uniqueWord('race');
    const a = registration({ email: `${word}@example.com` });
    const b = registration({ email: `${word}@example.com` });
    const answers = await Promise.all([register(a), register(b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const loser = answers.find((r) => r.statusCode === 422)!;
    expect(loser.json().message).toBe('The email has already been taken.');
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.email} = ${`${word}@example.com`}`);
    expect(row!.n).toBe(1);
  });
});

describe('POST /api/v1/register: hostile input', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a number for the name', { name: 12345 }],
    ['a number for the e-mail', { email: 42 }],
    ['an array for the e-mail', { email: ['a@example.com', 'b@example.com'] }],
    ['an object for the password', { password: { $ne: '' }, password_confirmation: { $ne: '' } }],
    ['a boolean for the phone', { phone: true }],
    ['a string for terms', { terms: 'yes' }],
    ['an unknown enabled value', { enabled: 2 }],
    ['null for the user name', { user_name: null }],
  ])('%s → 422, never 500, and no user written', async (_label, change) => {
    const before = await countRows(t.database.db, users);
    const response = await register(registration(change));
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    expect(await countRows(t.database.db, users)).toBe(before);
  });

  it('a JSON array as the body → 422', async () => {
    const response = await register([registration()]);
    expect(response.statusCode).toBe(422);
  });

  it('malformed JSON → 400 "The request body is not valid JSON."', async () => {
    const before = await countRows(t.database.db, users);
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Jane Buyer", "email": ',
      remoteAddress: nextIp(),
    });
    expectError(response, 400, 'The request body is not valid JSON.');
    expect(await countRows(t.database.db, users)).toBe(before);
  });

  it('an empty JSON body → 400, not 500', async () => {
    const response = await t.call({ method: 'POST', url: '/api/v1/register', headers: { 'content-type': 'application/json' }, payload: '', remoteAddress: nextIp() });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('a 100 KB name → 422 and nothing written', async () => {
    const before = await countRows(t.database.db, users);
    const response = await register(registration({ name: 'N'.repeat(100 * 1024) }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toBeDefined();
    expect(await countRows(t.database.db, users)).toBe(before);
  });

  it('100 KB strings in every field → 422, never 500', async () => {
    const big = 'x'.repeat(100 * 1024);
    const response = await register({ name: big, user_name: big, email: `${big}@example.com`, password: big, password_confirmation: big, phone: big, dre_number: big, enabled: 1 });
    expect(response.statusCode).toBe(422);
  });

  it('a body over 1 MB → 413 and nothing written', async () => {
    const before = await countRows(t.database.db, users);
    const response = await register(registration({ name: 'N'.repeat(1024 * 1024 + 10) }));
    expectError(response, 413, 'The request body is too large.');
    expect(await countRows(t.database.db, users)).toBe(before);
  });

  it('a body that is not JSON (text/plain) → 4xx, nothing written', async () => {
    const before = await countRows(t.database.db, users);
    const response = await t.call({ method: 'POST', url: '/api/v1/register', headers: { 'content-type': 'text/plain' }, payload: 'name=Jane', remoteAddress: nextIp() });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await countRows(t.database.db, users)).toBe(before);
  });

  it('SQL in the name is stored as plain text and never executed', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const payload = registration({ name });
    const response = await register(payload);
    expect(response.statusCode, response.body).toBe(200);
    const user = await userByEmail(t.database.db, String(payload.email));
    expect(user!.name).toBe(name);
    expect(await countRows(t.database.db, users)).toBeGreaterThan(0);
  });

  it('SQL in the e-mail or user name is refused by the rules, not executed', async () => {
    await expectRejected(registration({ email: "x' OR '1'='1@example.com" }), 'email', 'Not a valid email');
    await expectRejected(registration({ user_name: "admin'--" }), 'user_name', 'User name may only contain letters, numbers, dots, dashes and underscores.');
  });

  it('HTML in the name is stored as text, returned as a JSON string and escaped in the verification mail', async () => {
    const name = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const payload = registration({ name });
    const response = await register(payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const user = await userByEmail(t.database.db, String(payload.email));
    expect(user!.name).toBe(name);
    const mail = await lastOutbox(t.database.db, user!.email, 'email');
    expect(mail.body_html).not.toContain('<script>');
    expect(mail.body_html).not.toContain('<img');
    expect(mail.body_html).toContain('&lt;script&gt;');

    // Once verified and signed in, the name comes back as the same plain string.
    const link = linkIn(mail.body_text, '/auth/confirm');
    const confirmed = await t.call({
      method: 'POST',
      url: '/api/v1/confirmation',
      payload: { userId: Number(link.searchParams.get('userId')), verificationCode: link.searchParams.get('code') },
      remoteAddress: nextIp(),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.user.name).toBe(name);
    expect(confirmed.body).toContain(JSON.stringify(name).slice(1, -1));
  });
});

describe('POST /api/v1/register: rate limit', () => {
  it('answers 429 after 10 calls a minute from one address', async () => {
    const address = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await register({}, address)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    const limited = await register(registration(), address);
    expectError(limited, 429, 'Too many attempts. Please try again later.');
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    expect((await register({}, nextIp())).statusCode).toBe(422);
  });
});
