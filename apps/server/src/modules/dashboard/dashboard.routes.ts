import { dashboardSummarySchema, listingFiguresSchema, waitingOnMeSchema } from '@openhouse/shared/dashboard/schemas';
import { myHomeResponseSchema } from '@openhouse/shared/dashboard/my-home';
import { STAFF_ROLES } from '@openhouse/shared/roles/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { responses } from '../../platform/http/responses';
import { security } from '../../platform/http/route-schema';
import { readDashboardSummary, readWaitingOnMe } from './dashboard.service';
import { readListingFigures } from './listing-figures.service';
import { readMyHome } from './my-home.service';

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
        response: responses(dashboardSummarySchema),
      },
    },
    async (request) => readDashboardSummary(platform, requireActor(request)),
  );

  app.get(
    '/dashboard/waiting-on-me',
    {
      schema: {
        tags: ['dashboard'],
        security,
        summary: 'Every bid approval and document request waiting on my listings (staff)',
        response: responses(waitingOnMeSchema),
      },
    },
    async (request) => readWaitingOnMe(platform, requireActor(request, { roles: STAFF_ROLES })),
  );

  app.get(
    '/dashboard/listing-figures',
    {
      schema: {
        tags: ['dashboard'],
        security,
        summary: 'Days on market, views this week, bids, pending approvals and document requests of each of my listings',
        response: responses(listingFiguresSchema),
      },
    },
    async (request) => readListingFigures(platform, requireActor(request)),
  );

  app.get(
    '/my-home',
    {
      schema: {
        tags: ['dashboard'],
        security,
        summary: 'My home (sellers): each of my homes with its views, open bids and the deal it is in',
        response: responses(myHomeResponseSchema),
      },
    },
    async (request) => readMyHome(platform, requireActor(request, { roles: ['Seller'] })),
  );
};
