import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/context';

export const insightsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (_app, _options) => {};
