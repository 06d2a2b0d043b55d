import { userSettingsMultipleSchema, userSettingsResponseSchema, userSettingsSavedSchema } from '@openhouse/shared/notifications/schemas';
import { noticeSettingsResponseSchema, noticeSettingsSavedSchema, noticeSettingsUpdateSchema } from '@openhouse/shared/notifications/kinds';
import { dataExportRequestedSchema, dataExportsResponseSchema } from '@openhouse/shared/settings/data-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { errorResponses, responses } from '../../platform/http/responses';
import { activeSessionsRoutes } from './active-sessions.routes';
import { listDataExports, requestDataExport } from './data-export.service';
import { getNoticeSettings, saveNoticeSettings } from './notice-settings.service';
import { getSettings, saveSettings } from './settings.service';

const tags = ['settings'];
const security = [{ bearer: [] }];

/** Communication settings (spec part 2: /user_settings and /user_settings/multiple) and, under them, the notification settings per kind. */
export const settingsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  await app.register(activeSessionsRoutes, { platform });

  app.get(
    '/user_settings',
    { schema: { tags, security, summary: 'My communication settings', response: responses(userSettingsResponseSchema) } },
    async (request) => getSettings(platform, requireActor(request)),
  );

  app.post(
    '/user_settings/multiple',
    {
      schema: {
        tags,
        security,
        summary: 'Save several communication settings at once',
        body: userSettingsMultipleSchema,
        response: responses(userSettingsSavedSchema),
      },
    },
    async (request) => saveSettings(platform, requireActor(request), request.body.settings),
  );
  app.get(
    '/notification-settings',
    { schema: { tags, security, summary: 'My notification settings: in-app, e-mail and SMS for each kind of notice', response: responses(noticeSettingsResponseSchema) } },
    async (request) => getNoticeSettings(platform, requireActor(request)),
  );

  app.post(
    '/notification-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Choose in-app, e-mail and SMS for some kinds of notice',
        body: noticeSettingsUpdateSchema,
        response: responses(noticeSettingsSavedSchema),
      },
    },
    async (request) => saveNoticeSettings(platform, requireActor(request), request.body.settings),
  );
  app.get(
    '/my-data/exports',
    { schema: { tags, security, summary: 'My requests for a download of my data, newest first', response: responses(dataExportsResponseSchema) } },
    async (request) => listDataExports(platform, requireActor(request)),
  );

  app.post(
    '/my-data/exports',
    {
      schema: {
        tags,
        security,
        summary: 'Prepare a zip of everything Openhouse holds about me (JSON and my files); a notice says when it is ready',
        response: { 202: dataExportRequestedSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(202).send(await requestDataExport(platform, requireActor(request))),
  );
};
