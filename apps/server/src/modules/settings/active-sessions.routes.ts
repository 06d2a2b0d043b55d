import { messageResponseSchema } from '@openhouse/shared/accounts/responses';
import { activeSessionsResponseSchema, sessionIdParamsSchema, signedOutOthersSchema } from '@openhouse/shared/settings/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { responses } from '../../platform/http/responses';
import { listSessions, signOutOtherSessions, signOutSession } from './active-sessions.service';

const tags = ['settings'];
const security = [{ bearer: [] }];

/** My signed-in sessions (settings page): list them, end one, or end all but this one. Paths not in the spec (docs/API.md). */
export const activeSessionsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    '/sessions',
    { schema: { tags, security, summary: 'My active sessions', response: responses(activeSessionsResponseSchema) } },
    async (request) => listSessions(platform, requireActor(request)),
  );

  app.delete(
    '/sessions/:id',
    { schema: { tags, security, summary: 'Sign one of my sessions out', params: sessionIdParamsSchema, response: responses(messageResponseSchema) } },
    async (request) => signOutSession(platform, requireActor(request), request.params.id),
  );

  app.post(
    '/sessions/sign-out-others',
    { schema: { tags, security, summary: 'Sign out every session but this one', response: responses(signedOutOthersSchema) } },
    async (request) => signOutOtherSessions(platform, requireActor(request)),
  );
};
