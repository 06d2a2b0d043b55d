import { inflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { notify } from '../../../test/helpers/notices';
import { users } from '../accounts/accounts.schema';
import { notifications } from '../notifications/notifications.schema';
import { dataExports } from './settings.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Export = { id: number; status: string; path: string | null; expires_at: string | null };

/** Reads a zip written with sizes in its local headers: name → contents. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const packedSize = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extraLength;
    files.set(name, inflateRawSync(zip.subarray(start, start + packedSize)));
    at = start + packedSize;
  }
  return files;
}

/** A person with a picture of their own bytes and a notice, so the export has rows and a file to carry. */
async function personWithData(label: string) {
  const { user, token } = await t.user({ name: `${label} Person` });
  const picture = Buffer.from(`picture of ${label}`);
  await t.app.platform.storage.put(`avatars/${label}.png`, picture, 'image/png');
  await t.database.db.update(users).set({ picture: `/api/v1/avatars/${label}.png` }).where(eq(users.id, user.id));
  await notify(t.app.platform, user.id, `A notice for ${label}`);
  return { user, token, picture };
}

const list = async (token: string) => ((await t.call({ method: 'GET', url: '/api/v1/my-data/exports', token })).json() as { data: Export[] }).data;
const download = (path: string, token?: string) => t.call({ method: 'GET', url: `/api/v1/storage/${path}${token ? `?token=${token}&download=1` : ''}` });

describe('my data', () => {
  let alice: Awaited<ReturnType<typeof personWithData>>;
  let bob: Awaited<ReturnType<typeof personWithData>>;
  let ready: Export;

  beforeAll(async () => {
    alice = await personWithData('alice');
    bob = await personWithData('bob');
    const requested = await t.call({ method: 'POST', url: '/api/v1/my-data/exports', token: alice.token });
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toMatchObject({ message: 'We are preparing your data. You will be notified when it is ready.', data: { status: 'preparing' } });
    await t.app.platform.events.idle();
    ready = (await list(alice.token))[0]!;
  });

  it('is prepared in the background and the owner is told it is ready', async () => {
    expect(ready).toMatchObject({ status: 'ready' });
    expect(ready.path).toMatch(/^data-exports\/[0-9a-f-]+\.zip$/);
    expect(new Date(ready.expires_at!).getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.user_id, alice.user.id));
    expect(told.map((row) => row.message)).toContain('Your data is ready to download from Profile Settings for 7 days.');
  });

  it("holds the owner's rows and files, no secrets, and nothing of anyone else", async () => {
    const response = await download(ready.path!, alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="openhouse-my-data-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzip(response.rawPayload);

    const people = JSON.parse(files.get('data/users.json')!.toString()) as Record<string, unknown>[];
    expect(people.map((person) => person.id)).toEqual([alice.user.id]);
    expect(Object.keys(people[0]!).some((key) => /hash|secret|token/.test(key))).toBe(false);
    const notices = JSON.parse(files.get('data/notifications.json')!.toString()) as { user_id: number; message: string }[];
    expect(notices.map((notice) => notice.message)).toContain('A notice for alice');
    expect(notices.every((notice) => notice.user_id === alice.user.id)).toBe(true);
    const sessions = JSON.parse(files.get('data/auth_tokens.json')!.toString()) as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((session) => !('token_hash' in session))).toBe(true);

    expect(files.get('files/avatars/alice.png')).toEqual(alice.picture);
    const everything = [...files.values()].map((file) => file.toString()).join('\n');
    expect(everything).not.toContain('bob');
    expect(everything).not.toContain(bob.user.email);
  });

  it('is downloadable by its owner only: 404 to anyone else, and nothing changes', async () => {
    expect((await download(ready.path!, bob.token)).statusCode).toBe(404);
    const anonymous = await download(ready.path!);
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(400);
    expect(anonymous.statusCode).toBeLessThan(500);
    expect(anonymous.headers['content-type']).not.toBe('application/zip');
    expect(await list(bob.token)).toEqual([]);
  });

  it('expires: after its time the link answers 404 and the list offers no path', async () => {
    await t.database.db.update(dataExports).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(dataExports.id, ready.id));
    expect((await download(ready.path!, alice.token)).statusCode).toBe(404);
    expect((await list(alice.token))[0]).toMatchObject({ id: ready.id, path: null });
  });

  it('prepares one at a time: 409 while one is being prepared', async () => {
    const { user, token } = await t.user({});
    await t.database.db.insert(dataExports).values({ user_id: user.id, status: 'preparing' });
    const response = await t.call({ method: 'POST', url: '/api/v1/my-data/exports', token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Your data is already being prepared.' });
    expect(await list(token)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/my-data/exports' })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/v1/my-data/exports' })).statusCode).toBe(401);
  });
});
