import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fakes/fake-google';
import { createGoogleVerifier } from './google';

const clientId = 'openhouse-client.apps.googleusercontent.com';

describe('createGoogleVerifier', () => {
  let google: FakeGoogle;

  beforeAll(async () => {
    google = await startFakeGoogle();
    google.addToken('good token/+=', { aud: clientId, sub: '1100001', email: 'Jane.Doe@Example.COM', email_verified: 'true' });
    google.addToken('other-app', { aud: 'someone-else.apps.googleusercontent.com', sub: '1100002', email: 'a@example.com', email_verified: 'true' });
    google.addToken('unverified', { aud: clientId, sub: '1100003', email: 'b@example.com', email_verified: 'false' });
    google.addToken('expired', { aud: clientId, sub: '1100004', email: 'c@example.com', email_verified: 'true', expires_in: '0' });
    google.addToken('no-email', { aud: clientId, sub: '1100005' });
  });
  afterAll(async () => {
    await google.close();
  });

  it('answers the subject and the lower-cased e-mail for a valid token issued to our client', async () => {
    const verifier = createGoogleVerifier({ clientId, baseUrl: `${google.baseUrl}/` });
    expect(verifier.enabled).toBe(true);
    expect(await verifier.verify('good token/+=')).toEqual({ sub: '1100001', email: 'jane.doe@example.com' });
  });

  it.each([
    ['a token issued to another audience', 'other-app'],
    ['an unverified e-mail', 'unverified'],
    ['an expired token', 'expired'],
    ['a token without e-mail', 'no-email'],
    ['an unknown token', 'made-up'],
  ])('answers null for %s', async (_label, token) => {
    const verifier = createGoogleVerifier({ clientId, baseUrl: google.baseUrl });
    expect(await verifier.verify(token)).toBeNull();
  });

  it('is disabled and vouches for nobody without a client id', async () => {
    const verifier = createGoogleVerifier({ baseUrl: google.baseUrl });
    expect(verifier.enabled).toBe(false);
    expect(await verifier.verify('good token/+=')).toBeNull();
  });
});
