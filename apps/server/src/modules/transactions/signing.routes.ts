import { declineContractSchema, signContractSchema, signingChangeResponseSchema, signingViewSchema, withSignerRef } from '@openhouse/shared/transactions/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalLinkActor } from '../../platform/auth/link-actor';
import { optionalActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { clientInfo, INLINE_PDF_POLICY, limit, responses } from '../../platform/http/responses';
import { contractPreview } from './contract-preview.service';
import { declineContract } from './decline-contract.service';
import { signContract } from './sign-contract.service';
import { signingView } from './signing-view.service';

const tags = ['contract signing'];

/** The e-mailed link's token, or (signed in as the buyer or seller) the transaction's id. */
const signerQuerySchema = withSignerRef({});
/** The preview is opened as a plain link or frame, where a signed-in party's session token can only come as ?token=. */
const previewQuerySchema = withSignerRef({ token: z.string().max(200).optional() });

/*
 * Every route here takes a signing token, so each is limited per client address: a token is 256 random bits,
 * and the limit keeps anyone from even trying to guess one. They are public (a link works without signing in)
 * and use a bearer token only when one is sent.
 */
const VIEW_LIMIT = limit(30);
const CHANGE_LIMIT = limit(10);

/** Built-in contract signing: the signing page's data, the contract preview, signing and declining. */
export const signingRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    '/contract-signing',
    {
      config: VIEW_LIMIT,
      schema: {
        tags,
        summary: 'What the signing page shows, for the party of a signing link (signing_token) or a signed-in buyer or seller (transaction_id)',
        querystring: signerQuerySchema,
        response: responses(signingViewSchema),
      },
    },
    async (request) => signingView(platform, optionalActor(request), request.query, clientInfo(request)),
  );

  app.get(
    '/contract-signing/preview',
    {
      config: VIEW_LIMIT,
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'The contract PDF as it stands, for the same party; token: a session token, for a plain link or frame',
        querystring: previewQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await contractPreview(platform, await optionalLinkActor(platform, request, request.query.token), request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .headers(INLINE_PDF_POLICY)
        .send(file.body);
    },
  );

  app.post(
    '/contract-signing/sign',
    {
      config: CHANGE_LIMIT,
      // A drawn signature is a PNG data URL of up to about 280,000 characters.
      bodyLimit: 400 * 1024,
      schema: {
        tags,
        summary: 'Sign the contract: consent and a typed or drawn signature (buyer first, then seller)',
        body: signContractSchema,
        response: responses(signingChangeResponseSchema),
      },
    },
    async (request) => signContract(platform, optionalActor(request), request.body, clientInfo(request)),
  );

  app.post(
    '/contract-signing/decline',
    {
      config: CHANGE_LIMIT,
      schema: { tags, summary: 'Decline to sign: the transaction is cancelled', body: declineContractSchema, response: responses(signingChangeResponseSchema) },
    },
    async (request) => declineContract(platform, optionalActor(request), request.body, clientInfo(request)),
  );
};

