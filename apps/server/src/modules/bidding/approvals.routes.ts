import {
  approvalDecisionSchema,
  approvalListQuerySchema,
  bidApprovalPageSchema,
  bidApprovalResponseSchema,
  ownApprovalResponseSchema,
} from '@openhouse/shared/bidding/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { errorResponses, limit, responses } from '../../platform/http/responses';
import { idParam, idParams, security } from '../../platform/http/route-schema';
import { decideBiddingApproval, listBiddingApprovals, ownApproval, requestApproval } from './approvals.service';
import { readApprovalForm } from './proof-form';

const tags = ['bidding'];

/** Bid approvals (spec section 7): asked by a buyer with a proof of funds, decided by the listing side. */
export const approvalsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.post(
    '/bidding_approval',
    {
      // Each request stores a file and notifies people: a per-address limit keeps that from being abused.
      config: limit(30),
      schema: {
        tags,
        security,
        summary: 'Ask for approval to bid (multipart: proof_document PDF, bid_nickname, status, agreement, property_id, path)',
        consumes: ['multipart/form-data'],
        response: { 201: bidApprovalResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await requestApproval(platform, requireActor(request), () => readApprovalForm(request));
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/bidding_approval',
    {
      schema: {
        tags,
        security,
        summary: "Approvals on my listings and my own (paged); with property_id, one listing's",
        querystring: approvalListQuerySchema,
        response: responses(bidApprovalPageSchema),
      },
    },
    async (request) => listBiddingApprovals(platform, requireActor(request), request.query),
  );

  app.get(
    '/bidding_approval/property/:propertyId',
    {
      schema: {
        tags,
        security,
        summary: 'My approval for a listing, as the bid wizard checks it (409 while under review, rejected, or already highest)',
        params: z.object({ propertyId: idParam }),
        response: responses(ownApprovalResponseSchema),
      },
    },
    async (request) => ownApproval(platform, requireActor(request), request.params.propertyId),
  );

  app.put(
    '/bidding_approval/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Approve or reject a submitted approval (listing side)',
        params: idParams,
        body: approvalDecisionSchema,
        response: responses(bidApprovalResponseSchema),
      },
    },
    async (request) => decideBiddingApproval(platform, requireActor(request), request.params.id, request.body),
  );
};
