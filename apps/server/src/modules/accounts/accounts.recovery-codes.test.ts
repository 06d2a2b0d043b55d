import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { login, nextIp } from '../../../test/helpers/accounts';
import { recoveryCodes } from './accounts.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'Openhouse1!';
const FAILED = 'Two-Factor Authentication verification failed.';

const codeNow = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
const post = (url: string, token: string, payload: Record<string, unknown>, remoteAddress = nextIp()) =>
  t.call({ method: 'POST', url: `/api/v1${url}`, payload, token, remoteAddress });

/** A user who turned on the authenticator app; answers the recovery codes it showed once. */
async function authenticatorUser() {
  const person = await t.user({});
  const started = await post('/enable-2fa', person.token, { type: 'google2fa' });
  const secret: string = started.json().data.secret;
  const finished = await post('/enable-2fa', person.token, { type: 'google2fa', code: codeNow(secret) });
  expect(finished.statusCode, finished.body).toBe(200);
  return { ...person, secret, codes: finished.json().data.recovery_codes as string[] };
}

async function preToken(email: string): Promise<string> {
  const response = await login(t, email, PASSWORD);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.authorization.token;
}

const withRecoveryCode = async (email: string, recoveryCode: string, remoteAddress?: string) =>
  post('/verify-2fa-code', await preToken(email), { recovery_code: recoveryCode, type: 'google2fa' }, remoteAddress);

describe('recovery codes', () => {
  it('are given once at authenticator set-up, ten of them, and only their digests are stored', async () => {
    const { user, codes } = await authenticatorUser();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const rows = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, user.id));
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(codes.some((code) => row.code_hash.includes(code.replace('-', '')))).toBe(false);
  });

  it('sign in once in place of the authenticator code, and are then spent', async () => {
    const { user, codes } = await authenticatorUser();
    const first = await withRecoveryCode(user.email, codes[0]!.toUpperCase());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.authorization.stage).not.toBe('pre_verification');

    const again = await withRecoveryCode(user.email, codes[0]!);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(FAILED);

    const another = await withRecoveryCode(user.email, codes[1]!.replace('-', ' '));
    expect(another.statusCode, another.body).toBe(200);
  });

  it('are refused when made up, and the route stops answering after ten tries from one address', async () => {
    const { user } = await authenticatorUser();
    const address = nextIp();
    const token = await preToken(user.email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post('/verify-2fa-code', token, { recovery_code: 'aaaaa-aaaaa', type: 'google2fa' }, address)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('are replaced as a whole when regenerated with the password, and the old ones stop working', async () => {
    const { user, token, codes } = await authenticatorUser();
    const wrongProof = await post('/two-factor/recovery-codes', token, { password: 'Wrong1!pass' });
    expect(wrongProof.statusCode).toBe(422);
    const regenerated = await post('/two-factor/recovery-codes', token, { password: PASSWORD });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const fresh = regenerated.json().data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect((await withRecoveryCode(user.email, codes[2]!)).statusCode).toBe(422);
    expect((await withRecoveryCode(user.email, fresh[0]!)).statusCode).toBe(200);
  });

  it('are not for SMS or no two-factor users, and regenerating needs a session', async () => {
    const plain = await t.user({});
    const refused = await post('/two-factor/recovery-codes', plain.token, { password: PASSWORD });
    expect(refused.statusCode).toBe(422);
    const anonymous = await t.call({ method: 'POST', url: '/api/v1/two-factor/recovery-codes', payload: { password: PASSWORD }, remoteAddress: nextIp() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('go away when two-factor is turned off', async () => {
    const { user, token } = await authenticatorUser();
    const off = await post('/disable-2fa', token, { password: PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, user.id))).toHaveLength(0);
  });
});
