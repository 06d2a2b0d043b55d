import type { RoleName } from '@openhouse/shared/roles/roles';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { roles, userRoles } from '../../modules/accounts/accounts.schema';
import type { Db } from '../db/client';
import { forbidden, unauthenticated } from '../http/errors';
import { authTokens } from './auth.schema';
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

/** Resolves a bearer token to its actor, or null when it is unknown, expired or revoked. */
export async function actorForToken(db: Db, token: string): Promise<Actor | null> {
  // One round trip for the token and the user's roles: every authenticated request pays for this.
  const [row] = await db
    .select({
      id: authTokens.id,
      userId: authTokens.user_id,
      kind: authTokens.kind,
      roles: sql<string[]>`coalesce(array_agg(${roles.name}) filter (where ${roles.name} is not null), '{}')`,
    })
    .from(authTokens)
    .leftJoin(userRoles, eq(userRoles.user_id, authTokens.user_id))
    .leftJoin(roles, eq(roles.id, userRoles.role_id))
    .where(and(eq(authTokens.token_hash, digest(token)), isNull(authTokens.revoked_at), gt(authTokens.expires_at, new Date())))
    .groupBy(authTokens.id);
  if (!row) return null;
  return { id: row.userId, roles: row.roles as RoleName[], tokenId: row.id, kind: row.kind };
}

/** Reads the bearer token of every request that carries one; routes then say what they require. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorateRequest('actor', null);
  // Callback style, so a request without a token (health checks, public pages) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerFrom(request.headers.authorization);
    if (!token) return done();
    actorForToken(options.db, token).then((actor) => {
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
