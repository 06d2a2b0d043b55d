import {
  accessCodeBodySchema,
  accessPassResponseSchema,
  aclRulesResponseSchema,
  createShareLinkBodySchema,
  createShareLinkResponseSchema,
  receivedPackagesResponseSchema,
  shareFileQuerySchema,
  shareLinkIdBodySchema,
  sharedPackageResponseSchema,
  shareMessageResponseSchema,
  sharePassQuerySchema,
  shareViewersQuerySchema,
  shareViewersResponseSchema,
  shareTokenParamsSchema,
  shareTokenQuerySchema,
  verifyAccessCodeBodySchema,
} from '@openhouse/shared/file-manager/share-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalLinkActor } from '../../platform/auth/link-actor';
import { optionalActor, requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { attachmentDisposition, INLINE_PDF_POLICY, limit, responses, sendPrivateDownload } from '../../platform/http/responses';
import { security } from '../../platform/http/route-schema';
import { sendAccessCode, verifyAccessCode } from './share-access.service';
import { createShareLink, leavePackage, linkViewers, listMyLinks, openPackage, packageFile, packagesSharedWithMe, packageZip, revokeShareLink } from './share-links.service';

const tags = ['shared documents'];
// A plain link cannot carry headers: the session's token and a confirmed code's pass ride in the query.
const sessionToken = z.object({ session: z.string().max(200).optional() }).extend(sharePassQuerySchema.shape);

/** Spec part 2 section 7, File manager: making and managing share links (under /api/file-manager). */
export const shareLinkManagerRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.post(
    '/share-link',
    { config: limit(30), schema: { tags, security, summary: 'Share files as a package: with e-mails or anyone with the link, an expiry, view or download', body: createShareLinkBodySchema, response: responses(createShareLinkResponseSchema) } },
    async (request) => createShareLink(platform, requireActor(request), request.body),
  );
  app.get('/acl-rules', { schema: { tags, security, summary: 'My share links with their rules and use', response: responses(aclRulesResponseSchema) } }, async (request) =>
    listMyLinks(platform, requireActor(request)),
  );
  app.get(
    '/share-link/viewers',
    { schema: { tags, security, summary: 'Who opened, viewed and downloaded one of my packages, and when', querystring: shareViewersQuerySchema, response: responses(shareViewersResponseSchema) } },
    async (request) => linkViewers(platform, requireActor(request), request.query.link_id),
  );
  app.post(
    '/delete/sharelink',
    { schema: { tags, security, summary: 'Revoke one of my share links', body: shareLinkIdBodySchema, response: responses(z.object({ result: aclRulesResponseSchema.shape.result, message: z.string() })) } },
    async (request) => revokeShareLink(platform, requireActor(request), request.body.link_id),
  );
};

/** Spec part 1 section 7 and part 2 section 7, Shared documents: the public viewer's calls (under /api/v1). */
export const sharedDocumentsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  const visitorOf = async (request: FastifyRequest, query: { session?: string | undefined; pass?: string | undefined }) => ({
    actor: await optionalLinkActor(platform, request, query.session),
    pass: query.pass,
  });
  app.get('/share-link/get-list', { schema: { tags, security, summary: 'The packages shared with me', response: responses(receivedPackagesResponseSchema) } }, async (request) =>
    packagesSharedWithMe(platform, requireActor(request)),
  );
  app.get(
    '/share-link/:id',
    {
      config: limit(120),
      schema: {
        tags,
        summary: 'A shared package by its token (public; a link for chosen e-mails needs their login or the pass of a confirmed code)',
        params: shareTokenParamsSchema,
        querystring: sharePassQuerySchema,
        response: responses(sharedPackageResponseSchema),
      },
    },
    async (request) => openPackage(platform, { actor: optionalActor(request), pass: request.query.pass }, request.params.id),
  );
  // Verified e-mail access: few codes per minute from one address, and five tries per code (share-access.service.ts).
  app.post(
    '/share-link/access-code',
    { config: limit(5), schema: { tags, summary: 'Mail a one-time code to an invited e-mail of a link for chosen e-mails', body: accessCodeBodySchema, response: responses(shareMessageResponseSchema) } },
    async (request) => sendAccessCode(platform, request.body),
  );
  app.post(
    '/share-link/verify-code',
    { config: limit(10), schema: { tags, summary: 'Trade the mailed code for a pass that opens the package', body: verifyAccessCodeBodySchema, response: responses(accessPassResponseSchema) } },
    async (request) => verifyAccessCode(platform, request.body),
  );
  app.post(
    '/share-link/leave',
    { schema: { tags, security, summary: 'Leave a package shared with me (spec: Leave Package sends link_id)', body: shareLinkIdBodySchema, response: responses(shareMessageResponseSchema) } },
    async (request) => leavePackage(platform, requireActor(request), request.body.link_id),
  );
  app.get(
    '/share-documents/view',
    { config: limit(240), schema: { tags, summary: "View a package's file inline (session: a bearer token, for a link for chosen e-mails)", querystring: shareFileQuerySchema.extend(sessionToken.shape) } },
    async (request, reply) => {
      const file = await packageFile(platform, await visitorOf(request, request.query), request.query, 'view');
      return reply.type(file.contentType).header('content-disposition', 'inline').header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').headers(INLINE_PDF_POLICY).send(file.body);
    },
  );
  app.get(
    '/share-documents/download',
    { config: limit(240), schema: { tags, summary: "Download a package's file (session: a bearer token)", querystring: shareFileQuerySchema.extend(sessionToken.shape) } },
    async (request, reply) => sendPrivateDownload(reply, await packageFile(platform, await visitorOf(request, request.query), request.query, 'download')),
  );
  app.get(
    '/share-documents/download-all',
    { config: limit(30), schema: { tags, summary: "Download All: the package's files as a zip, streamed (session: a bearer token)", querystring: shareTokenQuerySchema.extend(sessionToken.shape) } },
    async (request, reply) => {
      const zip = await packageZip(platform, await visitorOf(request, request.query), request.query.token);
      return reply.type('application/zip').header('content-disposition', attachmentDisposition(zip.name)).header('cache-control', 'private, no-store').send(zip.stream);
    },
  );
};
