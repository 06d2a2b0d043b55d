import { transactionDetailResponseSchema } from '@openhouse/shared/transactions/deal';
import {
  advanceTransactionSchema,
  createTransactionResponseSchema,
  createTransactionSchema,
  transactionChangeResponseSchema,
  transactionListQuerySchema,
  transactionPageSchema,
  transactionStatusesResponseSchema,
  voidTransactionSchema,
} from '@openhouse/shared/transactions/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { clientInfo, errorResponses, responses } from '../../platform/http/responses';
import { idParam, idParams as params, security } from '../../platform/http/route-schema';
import { acceptBid } from './accept-bid.service';
import { advanceTransaction } from './advance-transaction.service';
import { listTransactions, readTransaction, transactionStatuses } from './read-transactions.service';
import { resendSigningLink } from './resend-signing-link.service';
import { signingRoutes } from './signing.routes';
import { voidTransaction } from './void-transaction.service';

const tags = ['transactions'];

/** Spec part 1 section 7: property transactions, their statuses and the contract-signing start link. */
export const transactionsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  await app.register(signingRoutes, { platform });

  app.post(
    '/property-transactions',
    {
      schema: {
        tags,
        security,
        summary: 'Accept a bid (listing side): creates the transaction and sends the contract to the buyer',
        body: createTransactionSchema,
        response: { 201: createTransactionResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await acceptBid(platform, requireActor(request), request.body, clientInfo(request))),
  );

  app.get(
    '/property-transactions',
    {
      schema: {
        tags,
        security,
        summary: "My transactions as buyer, seller or realtor (paged, newest first); with property_id, that property's",
        querystring: transactionListQuerySchema,
        response: responses(transactionPageSchema),
      },
    },
    async (request) => listTransactions(platform, requireActor(request), request.query),
  );

  app.get(
    '/property-transactions/:id',
    { schema: { tags, security, summary: 'One transaction (its parties and admins)', params, response: responses(transactionDetailResponseSchema) } },
    async (request) => readTransaction(platform, requireActor(request), request.params.id),
  );

  app.put(
    '/property-transactions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Move a signed contract on: 4 In Escrow, then 5 Closed (realtor or admin)',
        params,
        body: advanceTransactionSchema,
        response: responses(transactionChangeResponseSchema),
      },
    },
    async (request) => advanceTransaction(platform, requireActor(request), request.params.id, request.body.status_id, clientInfo(request)),
  );

  app.post(
    '/property-transactions/:id/void',
    {
      schema: {
        tags,
        security,
        summary: 'Void a contract still out for signature (listing side or admin); the transaction is cancelled',
        params,
        body: voidTransactionSchema,
        response: responses(transactionChangeResponseSchema),
      },
    },
    async (request) => voidTransaction(platform, requireActor(request), request.params.id, request.body, clientInfo(request)),
  );

  app.post(
    '/property-transactions/:id/signing-link',
    {
      schema: {
        tags,
        security,
        summary:
          'E-mail the party due to sign (buyer at 1, seller at 2) a new signing link; the previous one stops working. For the listing side, admins and the due party; once a minute per party',
        params,
        response: responses(transactionChangeResponseSchema),
      },
    },
    async (request) => resendSigningLink(platform, requireActor(request), request.params.id, clientInfo(request)),
  );

  app.get(
    '/transaction_status',
    { schema: { tags, summary: 'Transaction statuses', response: responses(transactionStatusesResponseSchema) } },
    async () => transactionStatuses(),
  );

  // The spec's e-signature link, opened as a plain browser link: it leads to the built-in signing page,
  // which asks for the session itself. A relative Location keeps the browser on the origin it came from.
  app.get(
    '/start-docusign',
    {
      schema: {
        tags,
        summary: 'Start contract signing: redirects to the signing page of the transaction',
        querystring: z.object({ transaction_id: idParam }),
        response: { 302: z.null().describe('Redirect to /contract-signing?transaction_id={id}'), ...errorResponses },
      },
    },
    async (request, reply) => reply.redirect(`/contract-signing?transaction_id=${request.query.transaction_id}`, 302),
  );
};
