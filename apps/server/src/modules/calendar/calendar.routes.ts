import {
  calendarFeedQuerySchema,
  calendarFeedResponseSchema,
  calendarQuerySchema,
  calendarResponseSchema,
  calendarShareResponseSchema,
  newCalendarFeedResponseSchema,
  newCalendarShareResponseSchema,
  printCalendarResponseSchema,
  printCalendarSchema,
  publicCalendarQuerySchema,
} from '@openhouse/shared/calendar/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { limit, responses } from '../../platform/http/responses';
import { security } from '../../platform/http/route-schema';
import { printCalendar } from './calendar-print.service';
import { createShare, feedCalendar, readFeed, readShare, resetFeed, stopSharing } from './calendar-links.service';
import { myCalendar, publicCalendar } from './calendar.service';

const tags = ['calendar'];

/** Spec part 2 sections 2 and 7: the calendar (/timeline), its public link (/calendar) and, beyond the spec, its subscription feed. */
export const calendarRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    '/calendar/events',
    {
      schema: {
        tags,
        security,
        summary: 'My calendar between two dates: the task groups I take part in and my meetings (filters: project_uuid, milestone_id, vendor_id)',
        querystring: calendarQuerySchema,
        response: responses(calendarResponseSchema),
      },
    },
    async (request) => myCalendar(platform, requireActor(request), request.query),
  );
  // Drawing a month costs CPU: a per-address limit keeps a loop from taking the server.
  app.post(
    '/calendar/print',
    {
      config: limit(20),
      schema: { tags, security, summary: 'Print the month of my calendar as a PNG or (type pdf) a PDF, 1300 x 1080 px', body: printCalendarSchema, response: responses(printCalendarResponseSchema) },
    },
    async (request) => printCalendar(platform, requireActor(request), request.body),
  );
  // Public through the link: the uuid pair is checked on every call, and a per-address limit keeps guessing slow.
  app.get(
    '/calendar/public',
    { config: limit(60), schema: { tags, summary: 'A calendar shown through its public link (read-only)', querystring: publicCalendarQuerySchema, response: responses(calendarResponseSchema) } },
    async (request) => publicCalendar(platform, request.query),
  );
  app.get('/calendar/share', { schema: { tags, security, summary: 'Whether my calendar link is live', response: responses(calendarShareResponseSchema) } }, async (request) =>
    readShare(platform, requireActor(request)),
  );
  app.post(
    '/calendar/share',
    { schema: { tags, security, summary: 'A new public link to my calendar (links given before stop working)', response: responses(newCalendarShareResponseSchema) } },
    async (request) => createShare(platform, requireActor(request)),
  );
  app.delete(
    '/calendar/share',
    { schema: { tags, security, summary: 'Turn sharing off: every link given out stops working', response: responses(calendarShareResponseSchema) } },
    async (request) => stopSharing(platform, requireActor(request)),
  );
  app.get('/calendar/feed', { schema: { tags, security, summary: 'Whether my subscription feed exists', response: responses(calendarFeedResponseSchema) } }, async (request) =>
    readFeed(platform, requireActor(request)),
  );
  app.post(
    '/calendar/feed',
    { schema: { tags, security, summary: 'A new subscription feed link (the old one stops working)', response: responses(newCalendarFeedResponseSchema) } },
    async (request) => resetFeed(platform, requireActor(request)),
  );
  app.get(
    '/calendar/feed.ics',
    { config: limit(60), schema: { tags, summary: 'My meetings and task groups as iCalendar, for calendar apps (public: the token is the key)', querystring: calendarFeedQuerySchema } },
    async (request, reply) => {
      const body = await feedCalendar(platform, request.query.token);
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store').header('content-disposition', 'inline; filename="openhouse.ics"').send(body);
    },
  );
};
