import { NOTICE_KIND_NAMES } from '@openhouse/shared/notifications/kinds';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { userSettings } from './settings.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Setting = { kind: string; label: string; locked: boolean; in_app: boolean; email: boolean; sms: boolean };
type Body = { data: Setting[]; master: { email: boolean; sms: boolean } };

const read = async (token: string) => {
  const response = await t.call({ method: 'GET', url: '/api/v1/notification-settings', token });
  expect(response.statusCode).toBe(200);
  return response.json() as Body;
};
const save = (token: string | undefined, payload: object) => t.call({ method: 'POST', url: '/api/v1/notification-settings', token, payload });
const kindOf = (body: Body, kind: string) => body.data.find((setting) => setting.kind === kind)!;
const storedNoticeRows = (userId: number) =>
  t.database.db
    .select({ key: userSettings.key, value: userSettings.value })
    .from(userSettings)
    .where(and(eq(userSettings.user_id, userId), like(userSettings.key, 'notify.%')));

describe('GET /notification-settings', () => {
  it('lists every kind with its label, and the master switches of the communication settings', async () => {
    const { token } = await t.user({ roles: ['Realtor'] });
    const body = await read(token);
    expect(body.data.map((setting) => setting.kind)).toEqual(NOTICE_KIND_NAMES);
    expect(kindOf(body, 'outbid')).toMatchObject({ label: 'New bid or outbid', locked: false });
    expect(body.master).toEqual({ email: true, sms: false });
  });

  it('starts each role with its own defaults', async () => {
    const buyer = await read((await t.user({ roles: ['Buyer'] })).token);
    const realtor = await read((await t.user({ roles: ['Realtor'] })).token);
    const vendor = await read((await t.user({ roles: ['Vendor'] })).token);
    expect(kindOf(buyer, 'outbid')).toMatchObject({ in_app: true, email: true, sms: true });
    expect(kindOf(realtor, 'outbid')).toMatchObject({ in_app: true, email: true, sms: false });
    expect(kindOf(realtor, 'new_prospect')).toMatchObject({ in_app: true, email: true, sms: false });
    expect(kindOf(buyer, 'new_prospect')).toMatchObject({ in_app: true, email: false, sms: false });
    expect(kindOf(vendor, 'task_assigned')).toMatchObject({ in_app: true, email: true, sms: true });
  });

  it('shows security notices as locked and on', async () => {
    const body = await read((await t.user({})).token);
    expect(kindOf(body, 'security')).toMatchObject({ locked: true, in_app: true, email: true });
  });

  it('answers 401 without a token', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/notification-settings' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('POST /notification-settings', () => {
  it('saves the channels of the kinds given and leaves the others at their defaults', async () => {
    const { user, token } = await t.user({ roles: ['Buyer'] });
    const response = await save(token, { settings: [{ kind: 'outbid', in_app: true, email: false, sms: false }] });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Body & { message: string };
    expect(body.message).toBe('Notification settings updated successfully.');
    expect(kindOf(body, 'outbid')).toMatchObject({ in_app: true, email: false, sms: false });
    expect(kindOf(await read(token), 'outbid')).toMatchObject({ in_app: true, email: false, sms: false });
    expect(kindOf(await read(token), 'transaction_step')).toMatchObject({ in_app: true, email: true, sms: true });
    expect(await storedNoticeRows(user.id)).toHaveLength(3);
  });

  it('refuses to turn security notices off, and saves nothing of that request', async () => {
    const { user, token } = await t.user({});
    const response = await save(token, {
      settings: [
        { kind: 'outbid', in_app: false, email: false, sms: false },
        { kind: 'security', in_app: false, email: false, sms: false },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'Security notices cannot be turned off.' });
    expect(await storedNoticeRows(user.id)).toEqual([]);
  });

  it('refuses unknown kinds and malformed channels with 422', async () => {
    const { user, token } = await t.user({});
    const bad = [
      { settings: [{ kind: 'fax', in_app: true, email: true, sms: true }] },
      { settings: [{ kind: 'outbid', in_app: 'yes', email: true, sms: true }] },
      { settings: [{ kind: 'outbid', email: true, sms: true }] },
      { settings: [] },
      {},
    ];
    for (const payload of bad) {
      const response = await save(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await save(token, bad[0]!)).json()).toMatchObject({ message: 'Choose a kind of notification from the list.' });
    expect(await storedNoticeRows(user.id)).toEqual([]);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const response = await save(undefined, { settings: [{ kind: 'outbid', in_app: false, email: false, sms: false }] });
    expect(response.statusCode).toBe(401);
  });

  it("never changes another user's settings, whatever the body says", async () => {
    const alice = await t.user({});
    const bob = await t.user({});
    const response = await save(alice.token, { user_id: bob.user.id, settings: [{ kind: 'new_message', in_app: false, email: false, sms: false }] });
    expect(response.statusCode).toBe(200);
    expect(kindOf(await read(alice.token), 'new_message')).toMatchObject({ in_app: false, email: false, sms: false });
    expect(kindOf(await read(bob.token), 'new_message')).toMatchObject({ in_app: true, email: true });
    expect(await storedNoticeRows(bob.user.id)).toEqual([]);
  });

  it('keeps the communication settings apart: GET /user_settings still lists only its two keys', async () => {
    const { token } = await t.user({});
    await save(token, { settings: [{ kind: 'meeting', in_app: true, email: false, sms: false }] });
    const response = await t.call({ method: 'GET', url: '/api/v1/user_settings', token });
    expect((response.json() as { data: { key: string }[] }).data.map((pair) => pair.key)).toEqual(['enable_email', 'enable_sms']);
  });
});
