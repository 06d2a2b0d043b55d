import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/context';

/** Placeholder until the bidding routes land. */
export const biddingRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async () => {};
