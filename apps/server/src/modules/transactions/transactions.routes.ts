import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/context';

/** Placeholder until the transaction routes land. */
export const transactionsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async () => {};
