import type { FastifyRequest } from 'fastify';
import { actorForToken, type Actor } from './session';
import type { Platform } from '../context';
import { unauthenticated } from '../http/errors';

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The signed-in caller of a route that is opened as a plain link (a download, the CSV export), where a
 * browser cannot add an Authorization header: the bearer header when there is one, else `?token=`.
 * A missing, expired, revoked or pre-verification token is a 401.
 */
export async function linkActor(platform: Platform, request: FastifyRequest, token: string | undefined): Promise<Actor> {
  const actor = await optionalLinkActor(platform, request, token);
  if (!actor) throw unauthenticated();
  return actor;
}

/** The same caller for a link that also works without signing in (the contract preview): null instead of a 401. */
export async function optionalLinkActor(platform: Platform, request: FastifyRequest, token: string | undefined): Promise<Actor | null> {
  const actor = request.actor ?? (token && TOKEN.test(token) ? await actorForToken(platform.db, token) : null);
  return actor?.kind === 'access' ? actor : null;
}
