import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fakes/fake-google';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { countRows, expectError, lastOutbox, linkIn, login, nextIp, registration, uniqueWord, userByEmail } from '../../../test/helpers/accounts';
import { rolesOf } from './accounts.repository';
import { users } from './accounts.schema';

const CLIENT_ID = 'openhouse-test.apps.googleusercontent.com';
const FAILED = 'Login failed, please try again';

let google: FakeGoogle;
let t: TestApp;
let withoutGoogle: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_OAUTH_BASE_URL: google.baseUrl });
  withoutGoogle = await createTestApp({ GOOGLE_OAUTH_BASE_URL: google.baseUrl }, { database: t.database });
});
afterAll(async () => {
  await withoutGoogle.app.close();
  await t.close();
  await google.close();
});

let subject = 1000;
/** Makes the fake Google know a fresh access token for an e-mail; answers the token. */
function googleToken(email: string, info: { aud?: string; email_verified?: 'true' | 'false' } = {}): string {
  subject += 1;
  const token = `ya29.${uniqueWord('tok')}`;
  google.addToken(token, { aud: info.aud ?? CLIENT_ID, sub: String(subject), email, email_verified: info.email_verified ?? 'true' });
  return token;
}

function googleLogin(payload: Record<string, unknown>, app: TestApp = t) {
  return app.call({ method: 'POST', url: '/api/v1/google-login', payload, remoteAddress: nextIp() });
}

describe('GET /api/v1/config/public', () => {
  it('answers the Google client id when it is configured', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/config/public' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ google_client_id: CLIENT_ID });
  });

  it('answers null without GOOGLE_CLIENT_ID', async () => {
    expect((await withoutGoogle.call({ method: 'GET', url: '/api/v1/config/public' })).json()).toEqual({ google_client_id: null });
  });
});

describe('POST /api/v1/google-login', () => {
  it('a valid token signs in a new Buyer with the verified e-mail Google vouches for, ignoring the client’s e-mail', async () => {
    const word = uniqueWord('goog');
    const email = `${word}@gmail.com`;
    const token = googleToken(email.toUpperCase());
    const response = await googleLogin({
      access_token: token,
      email: 'victim@example.com',
      name: 'Gina Google',
      login_type: 'google',
      picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('You are Logged In successfully.');
    expect(body.data.user).toMatchObject({ email, name: 'Gina Google', roles: [{ name: 'Buyer' }], picture: 'https://lh3.googleusercontent.com/a/photo.jpg' });
    expect(body.data.authorization).toMatchObject({ type: 'bearer', stage: 'verified' });

    const user = await userByEmail(t.database.db, email);
    expect(user!.email_verified_at).not.toBeNull();
    expect(user!.password_hash).toBeNull();
    expect(user!.user_name).toBe(word);
    expect((await rolesOf(t.database.db, user!.id)).map((role) => role.name)).toEqual(['Buyer']);
    expect(await userByEmail(t.database.db, 'victim@example.com')).toBeUndefined();
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token: body.data.authorization.token })).statusCode).toBe(200);

    // Signing in again finds the same account.
    const again = await googleLogin({ access_token: token });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.id).toBe(user!.id);
  });

  it('the same new Google account signing in twice at once gets one account, never a 500', async () => {
    const email = `${uniqueWord('dbl')}@gmail.com`;
    const token = googleToken(email);
    const answers = await Promise.all([googleLogin({ access_token: token }), googleLogin({ access_token: token })]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().data.user.id).toBe(answers[1]!.json().data.user.id);
  });

  it('a picture that is not https is not kept; a missing name falls back to the e-mail', async () => {
    const email = `${uniqueWord('pic')}@gmail.com`;
    const response = await googleLogin({ access_token: googleToken(email), picture: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.picture).toBeNull();
    expect(response.json().data.user.name).toBe(email.split('@')[0]);
  });

  it('a taken user name gets a free variant', async () => {
    const word = uniqueWord('twin');
    const { user } = await t.user({ email: `${word}@example.com` });
    expect(user.user_name).toBe(word);
    const response = await googleLogin({ access_token: googleToken(`${word}@gmail.com`) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.user_name).not.toBe(word);
    expect(response.json().data.user.user_name.startsWith(word)).toBe(true);
  });

  it('signs an existing password account in without creating another', async () => {
    const { user } = await t.user({ roles: ['Realtor'] });
    const before = await countRows(t.database.db, users);
    const response = await googleLogin({ access_token: googleToken(user.email) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(user.id);
    expect(response.json().data.user.roles.map((role: { name: string }) => role.name)).toEqual(['Realtor']);
    expect(await countRows(t.database.db, users)).toBe(before);
  });

  it('an account with two-factor login still needs its second step', async () => {
    const { user, token } = await t.user({ phone: '+14155559001' });
    expect((await t.call({ method: 'POST', url: '/api/v1/enable-2fa', payload: { type: 'sms' }, token, remoteAddress: nextIp() })).statusCode).toBe(200);
    const response = await googleLogin({ access_token: googleToken(user.email) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.authorization.stage).toBe('pre_verification');
    expect((await lastOutbox(t.database.db, '+14155559001', 'sms')).body_text).toMatch(/\d{6}/);
  });

  it('an unverified sign-up is taken over by the Google owner of the address: the sign-up’s password stops working', async () => {
    // Someone registered the address without owning it (and never verified it).
    const payload = registration();
    const email = String(payload.email);
    expect((await t.call({ method: 'POST', url: '/api/v1/register', payload, remoteAddress: nextIp() })).statusCode).toBe(200);
    const pending = linkIn((await lastOutbox(t.database.db, email, 'email')).body_text, '/auth/confirm');

    // The real owner signs in with Google: the address is now verified...
    const response = await googleLogin({ access_token: googleToken(email) });
    expect(response.statusCode, response.body).toBe(200);
    const user = await userByEmail(t.database.db, email);
    expect(user!.email_verified_at).not.toBeNull();
    // ...but the password chosen by whoever registered it must not open the account.
    expect((await login(t, email, String(payload.password))).statusCode).toBe(401);
    // Nor the verification code e-mailed for that sign-up.
    const confirm = await t.call({
      method: 'POST',
      url: '/api/v1/confirmation',
      payload: { userId: Number(pending.searchParams.get('userId')), verificationCode: pending.searchParams.get('code') },
      remoteAddress: nextIp(),
    });
    expect(confirm.statusCode).toBe(422);
  });

  it('a token issued for another audience → 401 "Login failed, please try again" and nothing written', async () => {
    const email = `${uniqueWord('aud')}@gmail.com`;
    const before = await countRows(t.database.db, users);
    expectError(await googleLogin({ access_token: googleToken(email, { aud: 'someone-else.apps.googleusercontent.com' }) }), 401, FAILED);
    expect(await countRows(t.database.db, users)).toBe(before);
    expect(await userByEmail(t.database.db, email)).toBeUndefined();
  });

  it('an unverified Google e-mail → 401', async () => {
    const email = `${uniqueWord('unv')}@gmail.com`;
    expectError(await googleLogin({ access_token: googleToken(email, { email_verified: 'false' }) }), 401, FAILED);
    expect(await userByEmail(t.database.db, email)).toBeUndefined();
  });

  it('a token Google does not know → 401', async () => {
    expectError(await googleLogin({ access_token: 'ya29.made-up-token', email: 'someone@example.com' }), 401, FAILED);
  });

  it('a missing or tiny access token → 422', async () => {
    expect((await googleLogin({ email: 'someone@example.com' })).statusCode).toBe(422);
    expect((await googleLogin({ access_token: 'x' })).statusCode).toBe(422);
    expect((await googleLogin({ access_token: ['ya29.aaaaaaaaaaaa'] })).statusCode).toBe(422);
  });

  it('without GOOGLE_CLIENT_ID → 404', async () => {
    const email = `${uniqueWord('off')}@gmail.com`;
    const response = await googleLogin({ access_token: googleToken(email) }, withoutGoogle);
    expect(response.statusCode).toBe(404);
    expect(await userByEmail(t.database.db, email)).toBeUndefined();
  });

  it('answers 429 after 10 calls a minute from one address', async () => {
    const address = nextIp();
    const call = () => t.call({ method: 'POST', url: '/api/v1/google-login', payload: { access_token: 'ya29.made-up-token' }, remoteAddress: address });
    for (let i = 0; i < 10; i += 1) expect((await call()).statusCode).toBe(401);
    expectError(await call(), 429, 'Too many attempts. Please try again later.');
  });
});
