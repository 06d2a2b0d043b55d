import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/context';

export const propertyDocumentsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (_app, _options) => {};
