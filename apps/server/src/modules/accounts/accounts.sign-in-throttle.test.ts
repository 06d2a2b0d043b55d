import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { expectError, nextIp, outboxFor } from '../../../test/helpers/accounts';
import { notifications } from '../notifications/notifications.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = 'Openhouse1!';
const WRONG = 'Wrong-pass1';
const TOO_MANY = 'Too many attempts. Please try again later.';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Every attempt from an address of its own, as a spread-out attacker would: the per-address limits never answer. */
function attempt(app: TestApp, email: string, password: string) {
  return app.call({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: nextIp() });
}

/** Moves the clock the sign-in waits are read from (only Date; timers and the database keep real time). */
function later(seconds: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
}

describe('POST /api/v1/login: per-account throttle', () => {
  it('after 10 wrong passwords from 10 addresses, even the right one waits (429 with Retry-After); the owner is told once', async () => {
    const { user } = await t.user({});
    for (let i = 0; i < 10; i += 1) expectError(await attempt(t, user.email, WRONG), 401, 'Login failed. Please check your credentials.');

    const refused = await attempt(t, user.email, PASSWORD);
    expectError(refused, 429, TOO_MANY);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);

    await t.app.platform.events.idle();
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.user_id, user.id));
    expect(notices.map((n) => n.message)).toEqual([
      'Someone entered a wrong password for your account 10 times. Sign-in is slowed down for a while; if this was not you, change your password.',
    ]);
    expect(notices[0]!.path).toBe('/settings');
    // E-mail is on by default in the communication settings.
    expect((await outboxFor(t.database.db, user.email, 'email')).some((mail) => mail.body_text.includes('wrong password for your account'))).toBe(true);
  });

  it('the wait ends: the right password then signs in and the count starts again', async () => {
    const { user } = await t.user({});
    for (let i = 0; i < 10; i += 1) expect((await attempt(t, user.email, WRONG)).statusCode).toBe(401);
    expect((await attempt(t, user.email, PASSWORD)).statusCode).toBe(429);
    later(31);
    expect((await attempt(t, user.email, PASSWORD)).statusCode).toBe(200);
    expect((await attempt(t, user.email, WRONG)).statusCode).toBe(401);
    expect((await attempt(t, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('each further failure doubles the wait, never past 5 minutes, so nobody locks the owner out for long', async () => {
    const { user } = await t.user({});
    for (let i = 0; i < 10; i += 1) expect((await attempt(t, user.email, WRONG)).statusCode).toBe(401);
    let elapsed = 0;
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const refused = await attempt(t, user.email, WRONG);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      elapsed += wait + 1;
      later(elapsed);
      expect((await attempt(t, user.email, WRONG)).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 300, 300]);
  });

  it('an unknown e-mail is throttled the same, so a 429 tells nothing about which addresses are accounts', async () => {
    const email = `nobody-${nextIp()}@example.com`;
    for (let i = 0; i < 10; i += 1) expect((await attempt(t, email, WRONG)).statusCode).toBe(401);
    expectError(await attempt(t, email, WRONG), 429, TOO_MANY);
  });

  it('with Redis, every instance counts the failures of an account together', async () => {
    const a = await createTestApp({ REDIS_URL }, { database: t.database });
    const b = await createTestApp({ REDIS_URL }, { database: t.database });
    try {
      const { user } = await a.user({});
      for (let i = 0; i < 10; i += 1) expect((await attempt(i % 2 === 0 ? a : b, user.email, WRONG)).statusCode).toBe(401);
      expectError(await attempt(a, user.email, PASSWORD), 429, TOO_MANY);
      expectError(await attempt(b, user.email, PASSWORD), 429, TOO_MANY);
      later(31);
      expect((await attempt(b, user.email, PASSWORD)).statusCode).toBe(200);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});
