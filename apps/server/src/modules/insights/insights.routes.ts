import cookie from '@fastify/cookie';
import {
  addAnalyticsSchema,
  eventRecordedSchema,
  insightExportQuerySchema,
  insightQuerySchema,
  insightRowPageSchema,
  insightSeriesResponseSchema,
  insightSummaryResponseSchema,
} from '@openhouse/shared/properties/insights';
import { packageInsightsQuerySchema, packageInsightsResponseSchema } from '@openhouse/shared/properties/package-insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalActor, requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { limit, responses } from '../../platform/http/responses';
import { idParams, security } from '../../platform/http/route-schema';
import { linkActor } from '../../platform/auth/link-actor';
import { recordInteraction, recordView } from './events.service';
import { insightCsv, insightSeries, insightSummary, insightUsers } from './insights.service';
import { packageInsights } from './package-insights.service';
import { visitorFor } from './visitor';

const tags = ['insights'];

/** Spec part 1 section 7, Insights, plus the view counter of Properties. */
export const insightsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  // The visitor cookie is read here only; no other route pays for parsing cookies (see ARCHITECTURE, performance).
  await app.register(cookie);

  // Public: counted for anonymous visitors too. A per-address limit keeps a script from minting visitors.
  app.post(
    '/properties/:id/viewcount',
    { config: limit(60), schema: { tags, summary: 'Count a view of a property (sets the oh_vid visitor cookie)', params: idParams, response: responses(eventRecordedSchema) } },
    async (request, reply) => recordView(platform, optionalActor(request), visitorFor(request, reply), request.params.id),
  );

  app.post(
    '/property/:id/add-analytics',
    {
      config: limit(120),
      schema: { tags, summary: 'Record a click on a property page', params: idParams, body: addAnalyticsSchema, response: responses(eventRecordedSchema) },
    },
    async (request, reply) => recordInteraction(platform, optionalActor(request), visitorFor(request, reply), request.params.id, request.body),
  );

  app.get(
    '/property/list',
    { schema: { tags, security, summary: 'Headline numbers of one property', querystring: insightQuerySchema, response: responses(insightSummaryResponseSchema) } },
    async (request) => insightSummary(platform, requireActor(request), request.query),
  );

  for (const [path, what] of [
    ['/property/views', 'views'],
    ['/property/clicks', 'clicks'],
    ['/property/downloads', 'downloads'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          security,
          summary: `Per-day ${what} of one property (every day of the window, all counts)`,
          querystring: insightQuerySchema,
          response: responses(insightSeriesResponseSchema),
        },
      },
      async (request) => insightSeries(platform, requireActor(request), request.query),
    );
  }

  app.get(
    '/analytics/user_details',
    {
      schema: { tags, security, summary: 'Signed-in users who had events of event_type, with their counts', querystring: insightQuerySchema, response: responses(insightRowPageSchema) },
    },
    async (request) => insightUsers(platform, requireActor(request), request.query),
  );

  app.get(
    '/property/download_user',
    { schema: { tags, security, summary: 'Users who downloaded documents', querystring: insightQuerySchema, response: responses(insightRowPageSchema) } },
    async (request) => insightUsers(platform, requireActor(request), { ...request.query, event_type: 'download' }),
  );

  app.get(
    '/property/document-packages',
    {
      schema: {
        tags,
        security,
        summary: "Opens, views and downloads of the shared document packages of one property's projects, and who used them",
        querystring: packageInsightsQuerySchema,
        response: responses(packageInsightsResponseSchema),
      },
    },
    async (request) => packageInsights(platform, requireActor(request), request.query),
  );

  // A plain link (spec: {api}/export?property_id&duration&token), so the token may come in the query.
  app.get(
    '/export',
    { exposeHeadRoute: false, schema: { tags, summary: 'Insights as a CSV file (token: a bearer token, for a plain link)', querystring: insightExportQuerySchema, produces: ['text/csv'] } },
    async (request, reply) => {
      const actor = await linkActor(platform, request, request.query.token);
      const file = await insightCsv(platform, actor, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
