import type { RoleName } from '@openhouse/shared/roles/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { roles, userRoles } from '../../modules/accounts/accounts.schema';
import { createBatcher } from '../db/batcher';
import type { Db } from '../db/client';
import { forbidden, unauthenticated } from '../http/errors';
import { authTokens } from './auth.schema';
import type { SessionCache } from './session-cache';
import { digest } from './tokens';

/** Who is calling: the user, their role names and the token they came with. */
export type Actor = {
  id: number;
  roles: RoleName[];
  tokenId: number;
  kind: 'access' | 'pre_verification';
};

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

export function bearerFrom(header: string | undefined): string | null {
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

function prepareActorsQuery(db: Db) {
  return db
    .select({
      id: authTokens.id,
      tokenHash: authTokens.token_hash,
      userId: authTokens.user_id,
      kind: authTokens.kind,
      expiresAt: authTokens.expires_at,
      roles: sql<string[]>`coalesce(array_agg(${roles.name}) filter (where ${roles.name} is not null), '{}')`,
    })
    .from(authTokens)
    .leftJoin(userRoles, eq(userRoles.user_id, authTokens.user_id))
    .leftJoin(roles, eq(roles.id, userRoles.role_id))
    .where(and(sql`${authTokens.token_hash} = any(${sql.placeholder('digests')}::text[])`, isNull(authTokens.revoked_at), sql`${authTokens.expires_at} > now()`))
    .groupBy(authTokens.id)
    .prepare('actors_for_digests');
}

/** Prepared once per database handle: building the select costs more than running it. */
const actorQueries = new WeakMap<Db, ReturnType<typeof prepareActorsQuery>>();

/** A live token's actor, and when the token stops working. */
export type Session = { actor: Actor; expiresAt: Date };

/** Looks up many tokens' digests in one round trip, with each token's user's roles. */
async function sessionsForDigests(db: Db, digests: string[]): Promise<(Session | null)[]> {
  let query = actorQueries.get(db);
  if (!query) actorQueries.set(db, (query = prepareActorsQuery(db)));
  const rows = await query.execute({ digests: [...new Set(digests)] });
  const byDigest = new Map(rows.map((row) => [row.tokenHash, row]));
  // Each caller gets its own actor: routes may keep it, and must not share it with another request.
  return digests.map((hash) => {
    const row = byDigest.get(hash);
    if (!row) return null;
    return { actor: { id: row.userId, roles: [...(row.roles as RoleName[])], tokenId: row.id, kind: row.kind }, expiresAt: row.expiresAt };
  });
}

/**
 * Every authenticated request that misses the session cache asks this, so the tokens asked for during one
 * turn of the event loop are looked up together (one round trip for a crowd of requests, see createBatcher).
 * One lookup in flight at a time: tokens asked meanwhile go together in the next, so a crowd makes fewer,
 * larger round trips instead of many small ones competing for the CPU. One batcher per handle.
 */
const tokenLookups = new WeakMap<Db, (digest: string) => Promise<Session | null>>();

/** The live session of a token's digest, or null when it is unknown, expired or revoked. Always asks the database. */
export function sessionForDigest(db: Db, tokenDigest: string): Promise<Session | null> {
  let lookup = tokenLookups.get(db);
  if (!lookup) tokenLookups.set(db, (lookup = createBatcher({ run: (digests: string[]) => sessionsForDigests(db, digests), oneAtATime: true })));
  return lookup(tokenDigest);
}

/** Resolves a bearer token to its actor, or null when it is unknown, expired or revoked. Always asks the database. */
export async function actorForToken(db: Db, token: string): Promise<Actor | null> {
  return (await sessionForDigest(db, digest(token)))?.actor ?? null;
}

/** When a token stops working, or null when it already has (revoked, expired or gone with its account). */
export async function liveTokenExpiry(db: Db, tokenId: number): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: authTokens.expires_at })
    .from(authTokens)
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revoked_at), sql`${authTokens.expires_at} > now()`))
    .limit(1);
  return row?.expiresAt ?? null;
}

/** Reads the bearer token of every request that carries one; routes then say what they require. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: { sessions: SessionCache }) => {
  app.decorateRequest('actor', null);
  // Callback style, so a request without a token (health checks, public pages) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerFrom(request.headers.authorization);
    if (!token) return done();
    options.sessions.actorFor(token).then((actor) => {
      request.actor = actor;
      done();
    }, done);
  });
  // A route documented as secured refuses an anonymous caller before its body is validated,
  // so a visitor learns nothing about the payload a route expects.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.schema?.security && !request.actor) return done(unauthenticated());
    done();
  });
});

export type Guard = {
  /** Accept a pre-verification token (only the two-factor calls do). */
  preVerification?: 'allow' | 'only';
  roles?: readonly RoleName[];
};

/** A signed-in actor with a full session, or a 401; with `roles`, one of them or a 403. */
export function requireActor(request: FastifyRequest, guard: Guard = {}): Actor {
  const actor = request.actor;
  if (!actor) throw unauthenticated();
  if (actor.kind === 'pre_verification' && !guard.preVerification) throw unauthenticated();
  if (actor.kind === 'access' && guard.preVerification === 'only') throw unauthenticated();
  if (guard.roles && !guard.roles.some((role) => actor.roles.includes(role))) throw forbidden();
  return actor;
}

/** The caller of a public route, when there is one; a pre-verification token counts as nobody. */
export function optionalActor(request: FastifyRequest): Actor | null {
  return request.actor?.kind === 'access' ? request.actor : null;
}

/** A preHandler form of requireActor for routes that only need the check. */
export const authenticated =
  (guard: Guard = {}) =>
  async (request: FastifyRequest) => {
    requireActor(request, guard);
  };
