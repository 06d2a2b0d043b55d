import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

const SECRET = 'api-key-secret-for-tests';
const TWILIO = {
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
  TWILIO_API_KEY_SID: 'SK00000000000000000000000000000002',
  TWILIO_API_KEY_SECRET: SECRET,
  TWILIO_CONVERSATIONS_SERVICE_SID: 'IS00000000000000000000000000000003',
  TWILIO_TOKEN_TTL_SECONDS: '1800',
};

/** Checks an HS256 JWT's signature against `secret` the way Twilio does, and answers its decoded parts. */
function verifyJwt(token: string, secret: string) {
  const [header, payload, signature] = token.split('.');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature!, 'base64url');
  expect(given.length === expected.length && timingSafeEqual(given, expected), 'signature made with the API key secret').toBe(true);
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: decode(header!), payload: decode(payload!) };
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(TWILIO);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /twilio/token with a Twilio API key configured', () => {
  it('answers a Twilio Access Token signed with the key secret, for the caller, with the Conversations grant', async () => {
    const { user, token } = await t.user({});
    const before = Math.floor(Date.now() / 1000);
    const answer = await t.call({ method: 'GET', url: '/api/v1/twilio/token', token });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json() as { data: { provider: string; token: string; identity: string; socket_path: string | null } };
    expect(data).toMatchObject({ provider: 'twilio', identity: String(user.id), socket_path: null });
    expect(data.token).not.toContain(token);

    const { header, payload } = verifyJwt(data.token, SECRET);
    expect(header).toEqual({ typ: 'JWT', alg: 'HS256', cty: 'twilio-fpa;v=1' });
    expect(payload).toMatchObject({
      iss: TWILIO.TWILIO_API_KEY_SID,
      sub: TWILIO.TWILIO_ACCOUNT_SID,
      grants: { identity: String(user.id), chat: { service_sid: TWILIO.TWILIO_CONVERSATIONS_SERVICE_SID } },
    });
    expect(payload.jti).toMatch(new RegExp(`^${TWILIO.TWILIO_API_KEY_SID}-\\d+$`));
    const issuedAt = payload.iat as number;
    expect(issuedAt).toBeGreaterThanOrEqual(before);
    expect(payload.exp).toBe(issuedAt + 1800);
  });

  it('is not signed with anything else, and asks for a session', async () => {
    const { token } = await t.user({});
    const { data } = (await t.call({ method: 'GET', url: '/api/v1/twilio/token', token })).json() as { data: { token: string } };
    const [header, payload] = data.token.split('.');
    const forged = createHmac('sha256', 'another-secret').update(`${header}.${payload}`).digest('base64url');
    expect(data.token.endsWith(`.${forged}`)).toBe(false);
    expect((await t.call({ method: 'GET', url: '/api/v1/twilio/token' })).statusCode).toBe(401);
  });
});
