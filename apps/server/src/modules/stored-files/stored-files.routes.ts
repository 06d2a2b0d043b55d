import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkActor } from '../../platform/auth/link-actor';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { attachmentDisposition, INLINE_PDF_POLICY } from '../../platform/http/responses';
import { isSafeStoragePath, type StoredFileResolver } from './stored-files';

/** A download is never rendered by us: nothing may run or load in it. */
const DOWNLOAD_POLICY = { 'content-security-policy': "default-src 'none'; sandbox" };

/**
 * Spec part 1 section 7: "stored files are viewed from {api}/storage/{path}". Only private files of
 * modules that registered a resolver are served, and only to callers that resolver allows; every
 * other path answers 404, so storage keys of other kinds (photos, documents) cannot be reached here.
 */
export const storedFilesRoutes: FastifyPluginAsyncZod<{ platform: Platform; resolvers: StoredFileResolver[] }> = async (app, { platform, resolvers }) => {
  app.get(
    '/storage/*',
    {
      exposeHeadRoute: false,
      schema: {
        tags: ['files'],
        summary: 'View a private stored file (a bidding proof, an executed contract); token: a bearer token, for a plain link',
        params: z.object({ '*': z.string().max(300) }),
        querystring: z.object({ token: z.string().max(200).optional(), download: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const actor = await linkActor(platform, request, request.query.token);
      const path = request.params['*'];
      const resolver = isSafeStoragePath(path) ? resolvers.find((candidate) => path.startsWith(candidate.prefix)) : undefined;
      const grant = resolver ? await resolver.authorize(platform, actor, path) : null;
      const body = grant ? await platform.storage.get(path) : null;
      if (!grant || !body) throw notFound();
      const download = request.query.download === '1';
      return reply
        .type(grant.contentType)
        .header('content-disposition', download ? attachmentDisposition(grant.fileName) : 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .headers(download ? DOWNLOAD_POLICY : INLINE_PDF_POLICY)
        .send(body);
    },
  );
};
