import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { connectSocket, listenForSockets } from '../../../test/helpers/sockets';
import { authTokens } from '../../platform/auth/auth.schema';
import { digest } from '../../platform/auth/tokens';
import { findUserById } from '../accounts/accounts.repository';
import { issueToken } from '../accounts/sessions';

let t: TestApp;
let url: string;
const opened: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await listenForSockets(t);
});
afterAll(async () => {
  opened.forEach((socket) => socket.close());
  await t?.close();
});

type Session = { id: number; device: string; ip: string | null; last_seen_at: string; current: boolean };

/** A second sign-in of the same person, from another browser. */
async function anotherSession(userId: number, userAgent: string) {
  const user = (await findUserById(t.database.db, userId))!;
  const { token } = await issueToken(t.database.db, user, { kind: 'access', remember: false, client: { ip: '10.1.2.3', userAgent } });
  const [row] = await t.database.db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.token_hash, digest(token)));
  return { token, id: row!.id };
}

const list = (token: string) => t.call({ method: 'GET', url: '/api/v1/sessions', token });
const me = (token: string) => t.call({ method: 'GET', url: '/api/v1/me', token });
const isRevoked = async (id: number) => {
  const [row] = await t.database.db.select({ revoked_at: authTokens.revoked_at }).from(authTokens).where(eq(authTokens.id, id));
  return row!.revoked_at !== null;
};

async function socketFor(token: string): Promise<{ socket: Socket; dropped: Promise<string> }> {
  const socket = await connectSocket(url, { token, origin: t.app.platform.config.publicUrl });
  opened.push(socket);
  return { socket, dropped: new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason))) };
}

describe('GET /sessions', () => {
  it('lists my live sessions with device, address and last seen, marking this one', async () => {
    const { user, token } = await t.user({});
    const other = await anotherSession(user.id, 'Mozilla/5.0 (Windows NT 10.0) Firefox/128.0');
    const response = await list(token);
    expect(response.statusCode).toBe(200);
    const sessions = (response.json() as { data: Session[] }).data;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const firefox = sessions.find((session) => session.id === other.id)!;
    expect(firefox).toMatchObject({ device: 'Firefox on Windows', ip: '10.1.2.3', current: false });
    expect(new Date(firefox.last_seen_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('leaves out ended sessions and other people’s', async () => {
    const alice = await t.user({});
    const bob = await t.user({});
    const ended = await anotherSession(alice.user.id, 'curl/8.0');
    await t.database.db.update(authTokens).set({ revoked_at: new Date() }).where(eq(authTokens.id, ended.id));
    const sessions = (((await list(alice.token)).json()) as { data: Session[] }).data;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.current).toBe(true);
    expect((((await list(bob.token)).json()) as { data: Session[] }).data).toHaveLength(1);
  });

  it('moves "last seen" when a session is used', async () => {
    const { user, token } = await t.user({});
    const other = await anotherSession(user.id, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0');
    await t.database.db.update(authTokens).set({ created_at: new Date(Date.now() - 3_600_000) }).where(eq(authTokens.id, other.id));
    const before = (((await list(token)).json()) as { data: Session[] }).data.find((session) => session.id === other.id)!;
    expect(Date.now() - new Date(before.last_seen_at).getTime()).toBeGreaterThan(3_000_000);
    expect((await me(other.token)).statusCode).toBe(200);
    // Noted after the answer is sent, so it may land a moment later.
    const lastSeen = async () => (((await list(token)).json()) as { data: Session[] }).data.find((session) => session.id === other.id)!.last_seen_at;
    await expect.poll(async () => Date.now() - new Date(await lastSeen()).getTime(), { timeout: 5000 }).toBeLessThan(60_000);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE /sessions/{id}', () => {
  it('ends that session at once: its token is refused and its socket drops', async () => {
    const { user, token } = await t.user({});
    const other = await anotherSession(user.id, 'Mozilla/5.0 Firefox/128.0');
    expect((await me(other.token)).statusCode).toBe(200);
    const { dropped } = await socketFor(other.token);
    const response = await t.call({ method: 'DELETE', url: `/api/v1/sessions/${other.id}`, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The session was signed out.' });
    expect((await me(other.token)).statusCode).toBe(401);
    expect(await dropped).toBe('io server disconnect');
    expect((await me(token)).statusCode).toBe(200);
  });

  it("answers 404 for another user's session and leaves it working", async () => {
    const alice = await t.user({});
    const bob = await t.user({});
    const bobs = await anotherSession(bob.user.id, 'curl/8.0');
    const response = await t.call({ method: 'DELETE', url: `/api/v1/sessions/${bobs.id}`, token: alice.token });
    expect(response.statusCode).toBe(404);
    expect(await isRevoked(bobs.id)).toBe(false);
    expect((await me(bobs.token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or already ended session, and 401 without a token', async () => {
    const { user, token } = await t.user({});
    expect((await t.call({ method: 'DELETE', url: '/api/v1/sessions/2147483647', token })).statusCode).toBe(404);
    const other = await anotherSession(user.id, 'curl/8.0');
    expect((await t.call({ method: 'DELETE', url: `/api/v1/sessions/${other.id}`, token })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/v1/sessions/${other.id}`, token })).statusCode).toBe(404);
    const third = await anotherSession(user.id, 'curl/8.0');
    expect((await t.call({ method: 'DELETE', url: `/api/v1/sessions/${third.id}` })).statusCode).toBe(401);
    expect(await isRevoked(third.id)).toBe(false);
  });

  it('refuses a malformed id with 4xx', async () => {
    const { token } = await t.user({});
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const response = await t.call({ method: 'DELETE', url: `/api/v1/sessions/${id}`, token });
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
    }
  });
});

describe('POST /sessions/sign-out-others', () => {
  it('ends every session but this one, with their sockets, and touches nobody else', async () => {
    const { user, token } = await t.user({});
    const stranger = await t.user({});
    const first = await anotherSession(user.id, 'Mozilla/5.0 Firefox/128.0');
    const second = await anotherSession(user.id, 'Mozilla/5.0 Chrome/130.0');
    const { dropped } = await socketFor(first.token);
    const response = await t.call({ method: 'POST', url: '/api/v1/sessions/sign-out-others', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'All other sessions were signed out.', ended: 2 });
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
    expect(await dropped).toBe('io server disconnect');
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(stranger.token)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call({ method: 'POST', url: '/api/v1/sessions/sign-out-others' })).statusCode).toBe(401);
  });
});
