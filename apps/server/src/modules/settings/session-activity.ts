import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Platform } from '../../platform/context';
import { createBatcher } from '../../platform/db/batcher';
import { recordActivity } from './active-sessions.repository';

/** A session's "last seen" moves on at most this often: enough for a list that says "5 minutes ago". */
const WRITE_EVERY_MS = 60_000;

/**
 * Notes when each session was last used successfully, for the sessions list in settings. After the answer is sent, so
 * no request waits for it; once a minute per session per instance, so a busy session costs one write a minute. The
 * sessions seen in one turn are written together: a crowd arriving at once (an auction's bidders) costs one statement.
 * Should that statement be refused (a session ended meanwhile), the others' "last seen" waits for their next minute.
 */
export const sessionActivityPlugin = fp(async (app: FastifyInstance, { platform }: { platform: Platform }) => {
  const lastWritten = new Map<number, number>();
  const record = createBatcher({
    run: async (seen: { tokenId: number; ip: string }[]) => {
      await recordActivity(platform.db, seen);
      return seen.map(() => undefined);
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    const actor = request.actor;
    // A refused request changes nothing, not even this: "last seen" is the last call the session made that worked.
    if (!actor || actor.kind !== 'access' || reply.statusCode >= 400) return;
    const now = Date.now();
    if (now - (lastWritten.get(actor.tokenId) ?? 0) < WRITE_EVERY_MS) return;
    lastWritten.set(actor.tokenId, now);
    if (lastWritten.size > 50_000) lastWritten.clear();
    await record({ tokenId: actor.tokenId, ip: request.ip }).catch((error: unknown) => request.log.warn({ err: error }, 'session activity not recorded'));
  });
});
