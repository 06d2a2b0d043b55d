import type { FastifyReply, FastifyRequest } from 'fastify';
import { optionalActor } from '../../platform/auth/session';

const VISITOR_COOKIE = 'oh_vid';
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A signed-in user's visitor id: the same on every device. */
export const userVisitorId = (userId: number) => `u:${userId}`;

/** Who an event is counted for: a signed-in user, or the anonymous browser behind a cookie. */
export type Visitor = { visitorId: string; userId: number | null };

/**
 * Signed-in callers are `u:<id>` on every device. Anonymous browsers get a random id in an HttpOnly,
 * SameSite=Lax cookie kept for a year and scoped to the API, so "unique" means one browser.
 * A cookie that is not one of ours is replaced rather than trusted.
 */
export function visitorFor(request: FastifyRequest, reply: FastifyReply): Visitor {
  const actor = optionalActor(request);
  if (actor) return { visitorId: userVisitorId(actor.id), userId: actor.id };
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && VISITOR_ID.test(existing)) return { visitorId: existing, userId: null };
  const visitorId = crypto.randomUUID();
  reply.setCookie(VISITOR_COOKIE, visitorId, {
    path: '/api/v1',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ONE_YEAR_SECONDS,
  });
  return { visitorId, userId: null };
}
