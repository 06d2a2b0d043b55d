import {
  auctionResponseSchema,
  bidHistoryQuerySchema,
  bidPageSchema,
  enableBidResponseSchema,
  enableBidSchema,
  placeBidResponseSchema,
  placeBidSchema,
  serverTimeSchema,
} from '@openhouse/shared/bidding/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalActor, requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { errorResponses, responses } from '../../platform/http/responses';
import { idParam, security } from '../../platform/http/route-schema';
import { approvalsRoutes } from './approvals.routes';
import { enableBidding, getAuction } from './auctions.service';
import { bidHistory, placeBid } from './bids.service';

const tags = ['bidding'];

/** Spec part 1 section 7, Bidding: the server clock, auctions, bids; approvals in approvals.routes.ts. */
export const biddingRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  await app.register(approvalsRoutes, { platform });

  // Countdowns correct for a client's clock skew with this; a cached answer would defeat it.
  app.get('/time', { schema: { tags, summary: 'The server clock (ms since the epoch)', response: responses(serverTimeSchema) } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { server_time: Date.now() };
  });

  app.post(
    '/bidding_properties',
    {
      schema: {
        tags,
        security,
        summary: "Enable bidding on a listing, or change its terms before the first bid (the listing's realtor or an admin)",
        body: enableBidSchema,
        response: responses(enableBidResponseSchema),
      },
    },
    async (request) => enableBidding(platform, requireActor(request), request.body),
  );

  app.get(
    '/bidding_properties/:propertyId',
    {
      schema: {
        tags,
        summary: "A listing's auction (null when bidding is not enabled)",
        params: z.object({ propertyId: idParam }),
        response: responses(auctionResponseSchema),
      },
    },
    async (request) => getAuction(platform, optionalActor(request), request.params.propertyId),
  );

  app.get(
    '/bidding_history',
    {
      schema: {
        tags,
        summary: "An auction's bids, newest first (bid_property_id); without it, my own bids (signed in)",
        querystring: bidHistoryQuerySchema,
        response: responses(bidPageSchema),
      },
    },
    async (request) => bidHistory(platform, optionalActor(request), request.query),
  );

  app.post(
    '/bidding_history',
    {
      schema: {
        tags,
        security,
        summary: 'Place a bid (an approved buyer, while the auction is active)',
        body: placeBidSchema,
        response: { 201: placeBidResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await placeBid(platform, requireActor(request), request.body);
      return reply.status(201).send(answer);
    },
  );
};
