import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { outboxMessages } from '../../platform/mail/outbox.schema';
import { users } from '../accounts/accounts.schema';
import { notifications } from './notifications.schema';
import { notify } from '../../../test/helpers/notices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Item = { id: number; message: string; path: string | null; read: 0 | 1; created_at: string };
type PageBody = { data: Item[]; current_page: number; last_page: number; per_page: number; from: number | null; to: number | null; total: number };

/** Stores `count` notifications for the user, oldest first: 'Note 1' … 'Note N'. */
async function seedNotes(userId: number, count: number): Promise<Item[]> {
  const created: Item[] = [];
  for (let n = 1; n <= count; n += 1) created.push(await notify(t.app.platform, userId, `Note ${n}`, `/notes/${n}`));
  return created;
}

async function readAtOf(id: number) {
  const [row] = await t.database.db.select({ read_at: notifications.read_at }).from(notifications).where(eq(notifications.id, id));
  return row?.read_at ?? null;
}

async function outboxTo(recipient: string, channel: 'email' | 'sms') {
  await t.app.platform.mailer.idle();
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, channel)));
}

describe('notify and GET /notification', () => {
  it('stores a notification and answers it in the page envelope', async () => {
    const { user, token } = await t.user({});
    const created = await notify(t.app.platform, user.id, 'Your offer was accepted.', '/transactions/7');
    expect(created).toMatchObject({ message: 'Your offer was accepted.', path: '/transactions/7', read: 0 });

    const response = await t.call({ method: 'GET', url: '/api/v1/notification?page=1', token });
    expect(response.statusCode).toBe(200);
    const body = response.json() as PageBody;
    expect(body).toEqual({
      data: [{ id: created.id, message: 'Your offer was accepted.', path: '/transactions/7', read: 0, created_at: created.created_at }],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      from: 1,
      to: 1,
      total: 1,
    });
    expect(new Date(body.data[0]!.created_at).toISOString()).toBe(body.data[0]!.created_at);
  });

  it('answers an empty first page for a user with none', async () => {
    const { token } = await t.user({});
    const response = await t.call({ method: 'GET', url: '/api/v1/notification', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total: 0 });
  });

  describe('paging', () => {
    let token: string;
    beforeAll(async () => {
      const seeded = await t.user({});
      token = seeded.token;
      await seedNotes(seeded.user.id, 12);
    });

    it('lists newest first, ten to a page', async () => {
      const body = (await t.call({ method: 'GET', url: '/api/v1/notification?page=1', token })).json() as PageBody;
      expect(body.data.map((item) => item.message)).toEqual(['Note 12', 'Note 11', 'Note 10', 'Note 9', 'Note 8', 'Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3']);
      expect(body).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, from: 1, to: 10, total: 12 });
    });

    it('numbers the last, partial page from 11 to 12', async () => {
      const body = (await t.call({ method: 'GET', url: '/api/v1/notification?page=2&per_page=10', token })).json() as PageBody;
      expect(body.data.map((item) => item.message)).toEqual(['Note 2', 'Note 1']);
      expect(body).toMatchObject({ current_page: 2, last_page: 2, per_page: 10, from: 11, to: 12, total: 12 });
    });

    it('answers a page past the end with no data and null bounds', async () => {
      const response = await t.call({ method: 'GET', url: '/api/v1/notification?page=3', token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [], current_page: 3, last_page: 2, per_page: 10, from: null, to: null, total: 12 });
    });

    it('honours per_page up to 100', async () => {
      const body = (await t.call({ method: 'GET', url: '/api/v1/notification?per_page=100', token })).json() as PageBody;
      expect(body).toMatchObject({ per_page: 100, last_page: 1, from: 1, to: 12, total: 12 });
      expect(body.data).toHaveLength(12);
    });

    it('refuses per_page 101, page 0 and a page that is not a number with 422', async () => {
      for (const query of ['per_page=101', 'page=0', 'page=abc', 'per_page=0']) {
        const response = await t.call({ method: 'GET', url: `/api/v1/notification?${query}`, token });
        expect(response.statusCode, query).toBe(422);
        expect(response.json()).toHaveProperty('message');
      }
    });

    it('with limit answers the newest few and the unread count', async () => {
      const response = await t.call({ method: 'GET', url: '/api/v1/notification?limit=5', token });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { data: Item[]; unread_count: number };
      expect(Object.keys(body).sort()).toEqual(['data', 'unread_count']);
      expect(body.data.map((item) => item.message)).toEqual(['Note 12', 'Note 11', 'Note 10', 'Note 9', 'Note 8']);
      expect(body.unread_count).toBe(12);
    });
  });

  it('keeps each user to their own notifications', async () => {
    const alice = await t.user({});
    const bob = await t.user({});
    await notify(t.app.platform, alice.user.id, 'For Alice only');
    const body = (await t.call({ method: 'GET', url: '/api/v1/notification', token: bob.token })).json() as PageBody;
    expect(body.data.map((item) => item.message)).not.toContain('For Alice only');
  });

  it('answers 401 Unauthenticated. without a token', async () => {
    const list = await t.call({ method: 'GET', url: '/api/v1/notification' });
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    const mark = await t.call({ method: 'PUT', url: '/api/v1/notifications', payload: { user_id: 1 } });
    expect(mark.statusCode).toBe(401);
    expect(mark.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });
});

describe('PUT /notifications', () => {
  it('marks one of mine read', async () => {
    const { user, token } = await t.user({});
    const [first, second] = await seedNotes(user.id, 2);
    const response = await t.call({ method: 'PUT', url: '/api/v1/notifications', token, payload: { notification_id: first!.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Notifications updated.', unread_count: 1 });

    const body = (await t.call({ method: 'GET', url: '/api/v1/notification', token })).json() as PageBody;
    expect(body.data.find((item) => item.id === first!.id)!.read).toBe(1);
    expect(body.data.find((item) => item.id === second!.id)!.read).toBe(0);

    // Marking it again changes nothing and still succeeds.
    const readAt = await readAtOf(first!.id);
    const again = await t.call({ method: 'PUT', url: '/api/v1/notifications', token, payload: { notification_id: first!.id } });
    expect(again.statusCode).toBe(200);
    expect(await readAtOf(first!.id)).toEqual(readAt);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await t.user({});
    const intruder = await t.user({});
    const note = await notify(t.app.platform, owner.user.id, 'Private');
    const response = await t.call({ method: 'PUT', url: '/api/v1/notifications', token: intruder.token, payload: { notification_id: note.id } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    expect(await readAtOf(note.id)).toBeNull();

    // The same answer as for an id that does not exist at all.
    const missing = await t.call({ method: 'PUT', url: '/api/v1/notifications', token: intruder.token, payload: { notification_id: 99_999_999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });

  it('marks all of mine read with my user_id, and no one else’s', async () => {
    const me = await t.user({});
    const other = await t.user({});
    await seedNotes(me.user.id, 3);
    const others = await notify(t.app.platform, other.user.id, 'Not mine');

    const response = await t.call({ method: 'PUT', url: '/api/v1/notifications', token: me.token, payload: { user_id: me.user.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Notifications updated.', unread_count: 0 });
    const body = (await t.call({ method: 'GET', url: '/api/v1/notification?limit=10', token: me.token })).json() as { data: Item[]; unread_count: number };
    expect(body.data.map((item) => item.read)).toEqual([1, 1, 1]);
    expect(body.unread_count).toBe(0);
    expect(await readAtOf(others.id)).toBeNull();
  });

  it("answers 403 for someone else's user_id and changes nothing", async () => {
    const me = await t.user({});
    const victim = await t.user({});
    const note = await notify(t.app.platform, victim.user.id, 'Still unread');
    const response = await t.call({ method: 'PUT', url: '/api/v1/notifications', token: me.token, payload: { user_id: victim.user.id } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This action is unauthorized.', code: 'forbidden' });
    expect(await readAtOf(note.id)).toBeNull();
  });

  it('answers 422 when neither notification_id, notification_ids nor user_id is given', async () => {
    const { token } = await t.user({});
    const response = await t.call({ method: 'PUT', url: '/api/v1/notifications', token, payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Either notification_id, notification_ids or user_id is required.');
    expect((await t.call({ method: 'PUT', url: '/api/v1/notifications', token, payload: { notification_ids: [] } })).statusCode).toBe(422);
  });

  it('marks the ones a page showed with notification_ids, and no others', async () => {
    const { user, token } = await t.user({});
    const [first, second, third] = await seedNotes(user.id, 3);
    const response = await t.call({ method: 'PUT', url: '/api/v1/notifications', token, payload: { notification_ids: [first!.id, second!.id] } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Notifications updated.', unread_count: 1 });
    expect(await readAtOf(first!.id)).not.toBeNull();
    expect(await readAtOf(third!.id)).toBeNull();
    const readAt = await readAtOf(first!.id);
    expect((await t.call({ method: 'PUT', url: '/api/v1/notifications', token, payload: { notification_ids: [first!.id] } })).statusCode).toBe(200);
    expect(await readAtOf(first!.id)).toEqual(readAt);
  });

  it("answers 404 when notification_ids names someone else's, and marks none of the list", async () => {
    const me = await t.user({});
    const owner = await t.user({});
    const [mine] = await seedNotes(me.user.id, 1);
    const theirs = await notify(t.app.platform, owner.user.id, 'Private');
    const response = await t.call({ method: 'PUT', url: '/api/v1/notifications', token: me.token, payload: { notification_ids: [mine!.id, theirs.id] } });
    expect(response.statusCode).toBe(404);
    expect(await readAtOf(mine!.id)).toBeNull();
    expect(await readAtOf(theirs.id)).toBeNull();
    expect((await t.call({ method: 'PUT', url: '/api/v1/notifications', payload: { notification_ids: [mine!.id] } })).statusCode).toBe(401);
    expect(await readAtOf(mine!.id)).toBeNull();
  });
});

describe('notify', () => {
  it('stores an unsafe path as null', async () => {
    const { user } = await t.user({});
    for (const path of ['javascript:alert(1)', 'JavaScript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example/phish']) {
      const created = await notify(t.app.platform, user.id, 'Unsafe link', path);
      expect(created.path, path).toBeNull();
      const [row] = await t.database.db.select({ path: notifications.path }).from(notifications).where(eq(notifications.id, created.id));
      expect(row!.path, path).toBeNull();
    }
    expect((await notify(t.app.platform, user.id, 'Safe', 'https://openhouse.example/x')).path).toBe('https://openhouse.example/x');
  });

  it('e-mails the notification with its link while enable_email is 1 (the default)', async () => {
    const { user } = await t.user({});
    await notify(t.app.platform, user.id, 'A new bid on 12 Elm St', '/properties/12');
    const mail = await outboxTo(user.email, 'email');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'New notification on Openhouse', status: 'logged' });
    expect(mail[0]!.body_text).toContain('A new bid on 12 Elm St');
    expect(mail[0]!.body_text).toContain('http://openhouse.test/properties/12');
  });

  it('sends no e-mail once enable_email is 0', async () => {
    const { user, token } = await t.user({});
    const saved = await t.call({ method: 'POST', url: '/api/v1/user_settings/multiple', token, payload: { settings: [{ key: 'enable_email', value: '0' }] } });
    expect(saved.statusCode).toBe(200);
    const created = await notify(t.app.platform, user.id, 'Quiet please');
    expect(created.message).toBe('Quiet please');
    expect(await outboxTo(user.email, 'email')).toHaveLength(0);
  });

  it('sends an SMS to a verified phone while enable_sms is 1', async () => {
    const { user, token } = await t.user({ phone: '+14155552671' });
    expect(user.phone_verified_at).toBeInstanceOf(Date);
    await t.call({ method: 'POST', url: '/api/v1/user_settings/multiple', token, payload: { settings: [{ key: 'enable_sms', value: '1' }] } });
    await notify(t.app.platform, user.id, 'Your tour starts in 1 hour');
    const texts = await outboxTo('+14155552671', 'sms');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ status: 'logged', body_text: 'Openhouse: Your tour starts in 1 hour' });
  });

  it('sends no SMS while enable_sms is 0 (the default), nor to an unverified phone', async () => {
    const quiet = await t.user({ phone: '+14155552672' });
    await notify(t.app.platform, quiet.user.id, 'No text for you');
    expect(await outboxTo('+14155552672', 'sms')).toHaveLength(0);

    const unverified = await t.user({ phone: '+14155552673' });
    await t.database.db.update(users).set({ phone_verified_at: null }).where(eq(users.id, unverified.user.id));
    await t.call({ method: 'POST', url: '/api/v1/user_settings/multiple', token: unverified.token, payload: { settings: [{ key: 'enable_sms', value: '1' }] } });
    await notify(t.app.platform, unverified.user.id, 'Not verified yet');
    expect(await outboxTo('+14155552673', 'sms')).toHaveLength(0);
  });
});
