import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { userSettings } from './settings.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DEFAULTS = [
  { key: 'enable_email', value: '1' },
  { key: 'enable_sms', value: '0' },
];

async function settingsOf(token: string) {
  const response = await t.call({ method: 'GET', url: '/api/v1/user_settings', token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { key: string; value: string }[] }).data;
}

async function storedRows(userId: number) {
  return t.database.db.select({ key: userSettings.key, value: userSettings.value }).from(userSettings).where(eq(userSettings.user_id, userId));
}

describe('GET /user_settings', () => {
  it('answers the defaults for a new user: e-mail on, SMS off', async () => {
    const { token } = await t.user({});
    expect(await settingsOf(token)).toEqual(DEFAULTS);
  });

  it('answers 401 without a token', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/user_settings' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });
});

describe('POST /user_settings/multiple', () => {
  it('saves the given settings and answers them all', async () => {
    const { user, token } = await t.user({});
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/user_settings/multiple',
      token,
      payload: { settings: [{ key: 'enable_sms', value: '1' }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Communication settings updated successfully.',
      data: [
        { key: 'enable_email', value: '1' },
        { key: 'enable_sms', value: '1' },
      ],
    });
    expect(await settingsOf(token)).toEqual([
      { key: 'enable_email', value: '1' },
      { key: 'enable_sms', value: '1' },
    ]);
    expect(await storedRows(user.id)).toEqual([{ key: 'enable_sms', value: '1' }]);
  });

  it('updates a saved setting in place and saves both at once', async () => {
    const { user, token } = await t.user({});
    const post = (settings: { key: string; value: string }[]) =>
      t.call({ method: 'POST', url: '/api/v1/user_settings/multiple', token, payload: { settings } });
    expect((await post([{ key: 'enable_sms', value: '1' }])).statusCode).toBe(200);
    expect(
      (
        await post([
          { key: 'enable_email', value: '0' },
          { key: 'enable_sms', value: '0' },
        ])
      ).statusCode,
    ).toBe(200);
    expect(await settingsOf(token)).toEqual([
      { key: 'enable_email', value: '0' },
      { key: 'enable_sms', value: '0' },
    ]);
    const rows = await storedRows(user.id);
    expect(rows).toHaveLength(2);
  });

  it('refuses an unknown key or a value other than 0 or 1 with 422, saving nothing of the request', async () => {
    const { user, token } = await t.user({});
    const bad = [
      { settings: [{ key: 'enable_fax', value: '1' }] },
      { settings: [{ key: 'enable_sms', value: '2' }] },
      { settings: [{ key: 'enable_sms', value: 1 }] },
      // A valid pair beside an invalid one must not be half-saved.
      { settings: [{ key: 'enable_sms', value: '1' }, { key: 'enable_email', value: 'yes' }] },
      { settings: [] },
      { settings: 'enable_sms=1' },
      {},
    ];
    for (const payload of bad) {
      const response = await t.call({ method: 'POST', url: '/api/v1/user_settings/multiple', token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const body = response.json() as { message: string; errors: Record<string, string[]> };
      expect(typeof body.message).toBe('string');
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    }
    expect(await storedRows(user.id)).toEqual([]);
    expect(await settingsOf(token)).toEqual(DEFAULTS);
  });

  it('takes the last value of a repeated key instead of failing', async () => {
    const { token } = await t.user({});
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/user_settings/multiple',
      token,
      payload: { settings: [{ key: 'enable_sms', value: '1' }, { key: 'enable_sms', value: '0' }] },
    });
    expect(response.statusCode).toBe(200);
    expect(await settingsOf(token)).toEqual(DEFAULTS);
  });

  it('answers 401 without a token', async () => {
    const response = await t.call({ method: 'POST', url: '/api/v1/user_settings/multiple', payload: { settings: [{ key: 'enable_sms', value: '1' }] } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });

  it("never changes another user's settings", async () => {
    const alice = await t.user({});
    const bob = await t.user({});
    await t.call({ method: 'POST', url: '/api/v1/user_settings/multiple', token: bob.token, payload: { settings: [{ key: 'enable_email', value: '1' }] } });

    const response = await t.call({
      method: 'POST',
      url: '/api/v1/user_settings/multiple',
      token: alice.token,
      // A user_id in the body is not a way to reach someone else's settings.
      payload: { user_id: bob.user.id, settings: [{ key: 'enable_email', value: '0' }, { key: 'enable_sms', value: '1' }] },
    });
    expect(response.statusCode).toBe(200);

    expect(await settingsOf(alice.token)).toEqual([
      { key: 'enable_email', value: '0' },
      { key: 'enable_sms', value: '1' },
    ]);
    expect(await settingsOf(bob.token)).toEqual(DEFAULTS);
    expect(await storedRows(bob.user.id)).toEqual([{ key: 'enable_email', value: '1' }]);
  });
});
