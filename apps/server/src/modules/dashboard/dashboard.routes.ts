import { dashboardSummaryQuerySchema, dashboardSummarySchema } from '@openhouse/shared/dashboard/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { responses } from '../../platform/http/responses';
import { security } from '../../platform/http/route-schema';
import { readDashboardSummary } from './dashboard.service';

/** The dashboard's figures and queues, per role, about the caller's own listings, bids and homes only. */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  platform: Platform;
}> = async (app, { platform }) => {
  app.get(
    '/dashboard/summary',
    {
      schema: {
        tags: ['dashboard'],
        security,
        summary: "My dashboard: a realtor's figures and queue, a buyer's bids, a seller's homes",
        querystring: dashboardSummaryQuerySchema,
        response: responses(dashboardSummarySchema),
      },
    },
    async (request) => readDashboardSummary(platform, requireActor(request), request.query.timezone),
  );
};
