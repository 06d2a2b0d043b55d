import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, lastOutbox, linkIn, nextIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { instanceWorlds, me, pause, warm, worldOfBlock } from '../../../test/helpers/instances';
import { acceptSellerInvitation } from '../../../test/helpers/properties';
import { issueToken } from '../../modules/accounts/sessions';
import { authTokens } from './auth.schema';
import { createSessionCache } from './session-cache';
import { digest } from './tokens';

const PASSWORD = 'Openhouse1!';

describe.each(await instanceWorlds('the session tests'))('ending sessions $name', ({ build, skip }) => {
  const world = worldOfBlock(build, skip);

  it.skipIf(skip)('logout: the token answers 401 on the very next request', async () => {
    const { token } = await world.a.user({});
    await warm(world.b, token);
    expect((await world.a.call({ method: 'POST', url: '/api/v1/logout', token })).statusCode).toBe(200);
    expectError(await me(world.b, token), 401, 'Unauthenticated.');
    expectError(await me(world.a, token), 401, 'Unauthenticated.');
  });

  it.skipIf(skip)('password change: the other sessions end at once, the one that changed it goes on', async () => {
    const { user, token } = await world.a.user({});
    const other = (await issueToken(world.a.database.db, user, { kind: 'access', remember: false, client: { ip: '127.0.0.1', userAgent: 'test' } })).token;
    await warm(world.b, other);
    await warm(world.b, token);
    const changed = await world.a.call({
      method: 'POST',
      url: '/api/v1/password/update',
      token,
      payload: { current_password: PASSWORD, password: 'N3w-secret!x', password_confirmation: 'N3w-secret!x' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await me(world.b, other), 401, 'Unauthenticated.');
    expect((await me(world.b, token)).statusCode).toBe(200);
  });

  it.skipIf(skip)('password reset: every session ends at once', async () => {
    const { user, token } = await world.a.user({});
    await warm(world.b, token);
    await world.a.call({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: user.email }, remoteAddress: nextIp() });
    await world.a.app.platform.events.idle(); // the reset mail is sent after the answer
    const link = linkIn((await lastOutbox(world.a.database.db, user.email)).body_text, '/reset-password');
    const reset = await world.a.call({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { token: link.searchParams.get('token'), password: 'N3w-secret!x', password_confirmation: 'N3w-secret!x' },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expectError(await me(world.b, token), 401, 'Unauthenticated.');
  });

  it.skipIf(skip)('account deletion: its tokens answer 401 at once', async () => {
    const { token } = await world.a.user({});
    await warm(world.b, token);
    expect((await world.a.call({ method: 'DELETE', url: '/api/v1/profile/delete', token })).statusCode).toBe(200);
    expectError(await me(world.b, token), 401, 'Unauthenticated.');
  });

  it.skipIf(skip)('role change: a user who accepts a seller invitation has the role on the very next request', async () => {
    const realtor = await world.a.user({ roles: ['Realtor'] });
    const { user, token } = await world.a.user({ roles: ['Buyer'] });
    await warm(world.b, token);
    await acceptSellerInvitation(world.a, realtor.token, { user, token }, '1 Cache Lane');
    expect((await world.b.app.platform.sessions.actorFor(token))?.roles.sort()).toEqual(['Buyer', 'Seller']);
  });

  it.skipIf(skip)('an expired token is not served from the cache', async () => {
    const { user, token } = await world.a.user({});
    await world.a.database.db.update(authTokens).set({ expires_at: new Date(Date.now() + 1200) }).where(eq(authTokens.user_id, user.id));
    await warm(world.b, token);
    await pause(1300);
    expectError(await me(world.b, token), 401, 'Unauthenticated.');
  });
});

describe('the session cache itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  /** Revokes behind the cache's back (as SQL by hand would): only what the cache holds still answers. */
  const revokeInDatabase = (token: string) => t.database.db.update(authTokens).set({ revoked_at: new Date() }).where(eq(authTokens.token_hash, digest(token)));

  it('stays bounded, letting the least recently used session go first', async () => {
    const cache = createSessionCache({ db: t.database.db, log: t.app.log, maxEntries: 3 });
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(async () => (await t.user({})).token));
    const [first, second, third, fourth, fifth] = tokens as [string, string, string, string, string];
    for (const token of [first, second, third]) expect(await cache.actorFor(token)).not.toBeNull();
    expect(await cache.actorFor(first)).not.toBeNull(); // now the most recently used
    expect(await cache.actorFor(fourth)).not.toBeNull(); // the second goes
    expect(await cache.actorFor(fifth)).not.toBeNull(); // the third goes
    expect(cache.size()).toBe(3);
    await Promise.all(tokens.map(revokeInDatabase));
    expect(await cache.actorFor(first)).not.toBeNull();
    expect(await cache.actorFor(second)).toBeNull();
    expect(await cache.actorFor(third)).toBeNull();
    await cache.close();
  });

  it('does not keep an answer read while a revocation was under way', async () => {
    const cache = createSessionCache({ db: t.database.db, log: t.app.log });
    const { token } = await t.user({});
    const lookup = cache.actorFor(token);
    await cache.forget({ tokens: [-1] });
    expect(await lookup).not.toBeNull();
    await revokeInDatabase(token);
    expect(await cache.actorFor(token)).toBeNull();
    await cache.close();
  });

  it('keys sessions by the token and gives every caller its own copy of the actor', async () => {
    const { token } = await t.user({ roles: ['Buyer'] });
    const first = await t.app.platform.sessions.actorFor(token);
    first!.roles.push('Admin');
    expect((await t.app.platform.sessions.actorFor(token))!.roles).toEqual(['Buyer']);
    expect(await t.app.platform.sessions.actorFor(digest(token))).toBeNull();
  });

  it('serves nothing from memory while its Redis channel is out of reach', async () => {
    const cache = createSessionCache({ db: t.database.db, log: t.app.log, redisUrl: 'redis://127.0.0.1:1' });
    const { token } = await t.user({});
    expect(await cache.actorFor(token)).not.toBeNull();
    expect(cache.size()).toBe(0);
    await revokeInDatabase(token);
    expect(await cache.actorFor(token)).toBeNull();
    await cache.close();
  });
});
