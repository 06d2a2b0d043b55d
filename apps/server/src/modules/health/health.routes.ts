import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Platform } from '../../platform/context';

/** A database answer younger than this is good enough to call the service healthy. */
const FRESH_MS = 1000;

/**
 * GET /api/health: 200 once the database answers, 503 otherwise. Load balancers poll this often,
 * so a good answer is reused for a second instead of costing a query each time; a failing
 * database is asked again on every call, so recovery shows at once.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  let lastGoodAt = 0;
  app.get(
    '/api/health',
    {
      // Monitors that check with HEAD get the same status.
      exposeHeadRoute: true,
      // The answer is one of two constant objects: plain JSON.stringify is enough, and cheaper than validating it.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database answer',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) => {
      const now = Date.now();
      if (now - lastGoodAt < FRESH_MS) return { status: 'ok' as const };
      if (await platform.database.ping()) {
        lastGoodAt = now;
        return { status: 'ok' as const };
      }
      lastGoodAt = 0;
      return reply.status(503).send({ status: 'unavailable' as const });
    },
  );
};
