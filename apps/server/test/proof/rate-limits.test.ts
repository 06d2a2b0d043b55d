import { httpMessages } from '@openhouse/shared/http/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/modules/accounts/sessions';
import { expectError, nextIp } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/app';

/*
 * The routes that check a code or a reset link, or send one, are limited per client address
 * (accounts.routes.ts): once over the limit the address hears 429 with Retry-After, whatever it sends,
 * while another address is still answered. Sign-in's own limits are proved in accounts.login.test.ts.
 */

type Caller = 'anonymous' | 'signed in' | 'half signed in';
type LimitedRoute = { url: string; max: number; minutes: number; caller: Caller; payload: Record<string, unknown> };

const WRONG_CODE = '000000';
const NO_SUCH_ACCOUNT = 987_654;

const ROUTES: LimitedRoute[] = [
  { url: '/api/v1/confirmation', max: 10, minutes: 1, caller: 'anonymous', payload: { userId: NO_SUCH_ACCOUNT, verificationCode: WRONG_CODE } },
  // Besides one new code per account a minute (accounts.confirmation-resend.test.ts), each address is limited.
  { url: '/api/v1/confirmation/resend', max: 10, minutes: 15, caller: 'anonymous', payload: { userId: NO_SUCH_ACCOUNT } },
  { url: '/api/v1/verify-2fa-code', max: 10, minutes: 1, caller: 'half signed in', payload: { code: WRONG_CODE } },
  { url: '/api/v1/verify-phone-number', max: 10, minutes: 1, caller: 'signed in', payload: { code: WRONG_CODE } },
  { url: '/api/v1/update-phone-number', max: 10, minutes: 1, caller: 'signed in', payload: { phone: '(916) 555-0142', code: WRONG_CODE } },
  { url: '/api/v1/forgot-password', max: 5, minutes: 1, caller: 'anonymous', payload: { email: 'nobody@example.com' } },
  { url: '/api/v1/reset-password', max: 10, minutes: 1, caller: 'anonymous', payload: { token: 'x'.repeat(40), password: 'N3w-pass!', password_confirmation: 'N3w-pass!' } },
];

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { user, token } = await t.user({ roles: ['Buyer'] });
  tokens['signed in'] = token;
  const half = await issueToken(t.database.db, user, { kind: 'pre_verification', remember: false, client: { ip: '127.0.0.1', userAgent: 'test' } });
  tokens['half signed in'] = half.token;
});
afterAll(async () => t?.close());

/** The route's call; a resend names a new account each time, so only the address's limit can refuse it. */
function call(route: LimitedRoute, remoteAddress: string, index: number) {
  const payload = route.url.endsWith('/resend') ? { userId: NO_SUCH_ACCOUNT + index } : route.payload;
  return t.call({ method: 'POST', url: route.url, token: tokens[route.caller], payload, remoteAddress });
}

describe('rate limits of the code and reset routes', () => {
  it.each(ROUTES.map((route) => [`POST ${route.url.replace('/api/v1', '')}`, route] as const))(
    '%s answers 429 with Retry-After after its limit, for that address only',
    async (_name, route) => {
      const address = nextIp();
      const statuses: number[] = [];
      for (let index = 0; index < route.max; index += 1) statuses.push((await call(route, address, index)).statusCode);
      expect(statuses.filter((status) => status === 429 || status >= 500), `statuses within the limit: ${statuses.join(',')}`).toEqual([]);

      const refused = await call(route, address, route.max);
      expectError(refused, 429, httpMessages.tooManyAttempts);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(route.minutes * 60);

      expect((await call(route, nextIp(), route.max + 1)).statusCode).not.toBe(429);
    },
  );
});
