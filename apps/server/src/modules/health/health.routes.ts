import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Platform } from '../../platform/context';

/** GET /api/health: 200 once the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database answer',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) => {
      if (await platform.database.ping()) return { status: 'ok' as const };
      return reply.status(503).send({ status: 'unavailable' as const });
    },
  );
};
