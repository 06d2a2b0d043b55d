import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkActor } from '../../platform/auth/link-actor';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { attachmentDisposition } from '../../platform/http/responses';
import { isSafeStoragePath, type StoredFileResolver } from './stored-files';

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
      // Viewed inline (the approvals modal shows the proof in a frame) unless a download is asked for.
      const disposition = request.query.download === '1' ? attachmentDisposition(grant.fileName) : 'inline';
      return reply
        .type(grant.contentType)
        .header('content-disposition', disposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(body);
    },
  );
};
