import { adminUserPageSchema, adminUserQuerySchema, adminUserResponseSchema, auditPageSchema } from '@openhouse/shared/admin/admin-schemas';
import { pageQuerySchema } from '@openhouse/shared/http/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { responses } from '../../platform/http/responses';
import { idParams, security } from '../../platform/http/route-schema';
import { changeAccountState, listAudit, listUsers } from './admin.service';

const tags = ['admin'];
const admins = { roles: ['Admin'] as const };

/** The admin users page: find an account, disable or re-enable it; every action lands in the audit log. */
export const adminRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    '/admin/users',
    { schema: { tags, security, summary: 'Users by name or e-mail, with their roles and state (admins)', querystring: adminUserQuerySchema, response: responses(adminUserPageSchema) } },
    async (request) => {
      requireActor(request, admins);
      return listUsers(platform, request.query);
    },
  );
  app.post(
    '/admin/users/:id/disable',
    { schema: { tags, security, summary: 'Disable an account: its sessions end at once (admins)', params: idParams, response: responses(adminUserResponseSchema) } },
    async (request) => changeAccountState(platform, requireActor(request, admins), request.params.id, true),
  );
  app.post(
    '/admin/users/:id/enable',
    { schema: { tags, security, summary: 'Re-enable a disabled account (admins)', params: idParams, response: responses(adminUserResponseSchema) } },
    async (request) => changeAccountState(platform, requireActor(request, admins), request.params.id, false),
  );
  app.get(
    '/admin/audit',
    { schema: { tags, security, summary: 'Every admin action, newest first (admins)', querystring: pageQuerySchema, response: responses(auditPageSchema) } },
    async (request) => {
      requireActor(request, admins);
      return listAudit(platform, request.query);
    },
  );
};
