import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { lastSmsCode, multipart, nextIp, pngImage, uniqueWord } from '../../../test/helpers/accounts';
import type { TestApp } from '../../../test/helpers/app';
import { instanceWorlds, me, warm, worldOfBlock } from '../../../test/helpers/instances';
import { acceptSellerInvitation } from '../../../test/helpers/properties';
import { users } from './accounts.schema';

const PASSWORD = 'Openhouse1!';

/** What GET /me answers on `app`, once the token's session and session user are remembered there. */
async function remembered(app: TestApp, token: string): Promise<Record<string, unknown>> {
  await warm(app, token);
  const answer = await me(app, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

async function shown(app: TestApp, token: string): Promise<Record<string, unknown>> {
  const answer = await me(app, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

describe.each(await instanceWorlds('the GET /me cache tests'))('GET /me after a change $name', ({ build, skip }) => {
  const world = worldOfBlock(build, skip);

  const call = (token: string, options: Omit<Parameters<TestApp['call']>[0], 'token'>) => world.a.call({ remoteAddress: nextIp(), ...options, token });

  it.skipIf(skip)('is answered from memory: a change made behind the application in SQL is not seen yet', async () => {
    const { user, token } = await world.a.user({ name: 'Before Sql' });
    await remembered(world.b, token);
    await world.a.database.db.update(users).set({ name: 'Changed In Sql' }).where(eq(users.id, user.id));
    expect((await shown(world.b, token)).name).toBe('Before Sql');
  });

  it.skipIf(skip)('profile edit: name, user name, guided tour and time zone show at once', async () => {
    const { user, token } = await world.a.user({});
    expect(await remembered(world.b, token)).toMatchObject({ show_guided_tour: 0, timezone: null });
    const userName = uniqueWord('renamed');
    const payload = { name: 'Renamed Person', user_name: userName, show_guided_tour: true, timezone: 'America/New_York' };
    const changed = await call(token, { method: 'PUT', url: `/api/v1/users/${user.id}`, payload });
    expect(changed.statusCode, changed.body).toBe(200);
    const expected = { name: 'Renamed Person', user_name: userName.toLowerCase(), show_guided_tour: 1, timezone: 'America/New_York' };
    expect(await shown(world.b, token)).toMatchObject(expected);
    expect(await shown(world.a, token)).toMatchObject(expected);
  });

  it.skipIf(skip)('profile picture: the new picture shows at once', async () => {
    const { token } = await world.a.user({});
    expect((await remembered(world.b, token)).picture).toBeNull();
    const form = multipart([{ name: 'picture', filename: 'me.png', contentType: 'image/png', content: pngImage(2, 2) }]);
    const changed = await call(token, { method: 'POST', url: '/api/v1/profile_information', payload: form.payload, headers: form.headers });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await shown(world.b, token)).picture).toBe(changed.json().data.picture);
    expect((await shown(world.b, token)).picture).toMatch(/^\/api\/v1\/avatars\//);
  });

  it.skipIf(skip)('phone: a new number and its verification show at once', async () => {
    const { token } = await world.a.user({});
    expect(await remembered(world.b, token)).toMatchObject({ phone: null, phone_verified: false });
    const phone = '+14155557301';
    expect((await call(token, { method: 'POST', url: '/api/v1/send-verification-code', payload: { phone } })).statusCode).toBe(200);
    const code = await lastSmsCode(world.a.database.db, phone);
    const changed = await call(token, { method: 'POST', url: '/api/v1/update-phone-number', payload: { phone, code } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await shown(world.b, token)).toMatchObject({ phone, phone_verified: true });
  });

  it.skipIf(skip)('two-factor by SMS: turning it on and off shows at once', async () => {
    const { token } = await world.a.user({ phone: '+14155557302' });
    expect((await remembered(world.b, token)).two_factor_type).toBeNull();
    expect((await call(token, { method: 'POST', url: '/api/v1/enable-2fa', payload: { type: 'sms' } })).statusCode).toBe(200);
    expect((await shown(world.b, token)).two_factor_type).toBe('sms');
    expect((await call(token, { method: 'POST', url: '/api/v1/disable-2fa', payload: { password: PASSWORD } })).statusCode).toBe(200);
    expect((await shown(world.b, token)).two_factor_type).toBeNull();
  });

  it.skipIf(skip)('two-factor by authenticator app: proving the new secret shows at once', async () => {
    const { token } = await world.a.user({});
    expect((await remembered(world.b, token)).two_factor_type).toBeNull();
    const started = await call(token, { method: 'POST', url: '/api/v1/enable-2fa', payload: { type: 'google2fa' } });
    expect(started.statusCode, started.body).toBe(200);
    const secret = OTPAuth.Secret.fromBase32(started.json().data.secret as string);
    const code = new OTPAuth.TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    expect((await call(token, { method: 'POST', url: '/api/v1/enable-2fa', payload: { type: 'google2fa', code } })).statusCode).toBe(200);
    expect((await shown(world.b, token)).two_factor_type).toBe('google2fa');
  });

  it.skipIf(skip)('roles: an account that accepts a seller invitation shows the new role at once', async () => {
    const realtor = await world.a.user({ roles: ['Realtor'] });
    const { user, token } = await world.a.user({ roles: ['Buyer'] });
    expect((await remembered(world.b, token)).roles).toEqual([expect.objectContaining({ name: 'Buyer' })]);
    await acceptSellerInvitation(world.a, realtor.token, { user, token }, '2 Memory Lane');
    const roles = (await shown(world.b, token)).roles as { name: string }[];
    expect(roles.map((role) => role.name).sort()).toEqual(['Buyer', 'Seller']);
  });
});
