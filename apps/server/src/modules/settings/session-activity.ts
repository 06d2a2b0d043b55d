import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Platform } from '../../platform/context';
import { recordActivity } from './active-sessions.repository';

/** A session's "last seen" moves on at most this often: enough for a list that says "5 minutes ago". */
const WRITE_EVERY_MS = 60_000;

/**
 * Notes when each session was last used successfully, for the sessions list in settings. After the answer is sent, so
 * no request waits for it; once a minute per session per instance, so a busy session costs one write a minute.
 */
export const sessionActivityPlugin = fp(async (app: FastifyInstance, { platform }: { platform: Platform }) => {
  const lastWritten = new Map<number, number>();
  app.addHook('onResponse', async (request, reply) => {
    const actor = request.actor;
    // A refused request changes nothing, not even this: "last seen" is the last call the session made that worked.
    if (!actor || actor.kind !== 'access' || reply.statusCode >= 400) return;
    const now = Date.now();
    if (now - (lastWritten.get(actor.tokenId) ?? 0) < WRITE_EVERY_MS) return;
    lastWritten.set(actor.tokenId, now);
    if (lastWritten.size > 50_000) lastWritten.clear();
    await recordActivity(platform.db, actor.tokenId, request.ip).catch((error: unknown) => request.log.warn({ err: error }, 'session activity not recorded'));
  });
});
