import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { authTokens } from '../../platform/auth/auth.schema';
import type { Db } from '../../platform/db/client';
import { sessionActivity } from './settings.schema';

/** When these sessions were last seen, in one statement (each token once: an upsert may not touch a row twice). */
export async function recordActivity(db: Db, seen: readonly { tokenId: number; ip: string }[]): Promise<void> {
  if (seen.length === 0) return;
  const now = new Date();
  await db
    .insert(sessionActivity)
    .values(seen.map(({ tokenId, ip }) => ({ token_id: tokenId, last_seen_at: now, ip })))
    .onConflictDoUpdate({ target: sessionActivity.token_id, set: { last_seen_at: sql`excluded.last_seen_at`, ip: sql`excluded.ip` } });
}

const live = (userId: number) =>
  and(eq(authTokens.user_id, userId), eq(authTokens.kind, 'access'), isNull(authTokens.revoked_at), gt(authTokens.expires_at, sql`now()`));

/** A user's live sessions, most recently used first. */
export async function liveSessionsOf(db: Db, userId: number) {
  const lastSeen = sql<Date>`coalesce(${sessionActivity.last_seen_at}, ${authTokens.created_at})`.mapWith(authTokens.created_at);
  return db
    .select({
      id: authTokens.id,
      user_agent: authTokens.user_agent,
      ip: sql<string | null>`coalesce(${sessionActivity.ip}, ${authTokens.ip})`,
      created_at: authTokens.created_at,
      last_seen_at: lastSeen,
      expires_at: authTokens.expires_at,
    })
    .from(authTokens)
    .leftJoin(sessionActivity, eq(sessionActivity.token_id, authTokens.id))
    .where(live(userId))
    .orderBy(desc(lastSeen), desc(authTokens.id));
}

/** Who owns each of these sessions (any state): what the access policy decides on. */
export async function findSessionOwners(db: Db, ids: readonly number[]): Promise<{ id: number; user_id: number }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: authTokens.id, user_id: authTokens.user_id }).from(authTokens).where(inArray(authTokens.id, [...ids]));
}

/** Revokes one live session of the user; answers whether it was live. */
export async function revokeSession(db: Db, userId: number, tokenId: number): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(authTokens.id, tokenId), live(userId)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}
