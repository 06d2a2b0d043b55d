import { pageSchema } from '@openhouse/shared/http/pagination';
import {
  latestNotificationsSchema,
  markNotificationsResponseSchema,
  markNotificationsSchema,
  notificationListQuerySchema,
  notificationSchema,
} from '@openhouse/shared/notifications/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { responses } from '../../platform/http/responses';
import { listForUser, markNotifications } from './notifications.service';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    '/notification',
    {
      schema: {
        tags,
        security,
        summary: 'My notifications: a page, or with limit the newest few and the unread count',
        querystring: notificationListQuerySchema,
        response: responses(z.union([latestNotificationsSchema, pageSchema(notificationSchema)])),
      },
    },
    async (request) => listForUser(platform, requireActor(request), request.query),
  );

  app.put(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one notification read (notification_id) or all (user_id)',
        body: markNotificationsSchema,
        response: responses(markNotificationsResponseSchema),
      },
    },
    async (request) => markNotifications(platform, requireActor(request), request.body),
  );
};
