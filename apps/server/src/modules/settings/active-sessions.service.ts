import { sessionsMessages, type ActiveSession } from '@openhouse/shared/settings/sessions';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { describeAgent } from '../accounts/new-device';
import { endOtherSessions, endSessions } from '../accounts/sessions';
import { sessionAccess } from './active-sessions.access';
import { liveSessionsOf, revokeSession } from './active-sessions.repository';

/** GET /sessions: where I am signed in, "this one" marked. */
export async function listSessions(platform: Platform, actor: Actor): Promise<{ data: ActiveSession[] }> {
  const rows = await liveSessionsOf(platform.db, actor.id);
  return {
    data: rows.map((row) => ({
      id: row.id,
      device: describeAgent(row.user_agent),
      ip: row.ip,
      signed_in_at: row.created_at.toISOString(),
      last_seen_at: new Date(row.last_seen_at).toISOString(),
      expires_at: row.expires_at.toISOString(),
      current: row.id === actor.tokenId,
    })),
  };
}

/** DELETE /sessions/{id}: that token stops working at once on every instance, and its sockets drop. */
export async function signOutSession(platform: Platform, actor: Actor, sessionId: number): Promise<{ message: string }> {
  await sessionAccess.require(platform.db, actor, 'signOut', sessionId);
  // An expired or already ended session of mine is as good as gone: the same 404 as a stranger's.
  if (!(await revokeSession(platform.db, actor.id, sessionId))) throw notFound();
  await endSessions(platform, { tokens: [sessionId] });
  return { message: sessionsMessages.signedOut };
}

/** POST /sessions/sign-out-others: every session but this one ends, sockets included. */
export async function signOutOtherSessions(platform: Platform, actor: Actor): Promise<{ message: string; ended: number }> {
  return { message: sessionsMessages.othersSignedOut, ended: await endOtherSessions(platform, actor.id, actor.tokenId) };
}
