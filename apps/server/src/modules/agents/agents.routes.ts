import { agentDirectoryQuerySchema, agentDirectorySchema } from '@openhouse/shared/agents/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/context';
import { limit, responses } from '../../platform/http/responses';
import { agentDirectory } from './agents.service';

/** Spec part 1's /agents screen: the directory buyers use to find an agent. */
export const agentsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    '/agents',
    { config: limit(120), schema: { tags: ['accounts'], summary: 'Realtors and agents: card, active listings, booking page (public, searchable, paged)', querystring: agentDirectoryQuerySchema, response: responses(agentDirectorySchema) } },
    async (request) => agentDirectory(platform, request.query),
  );
};
