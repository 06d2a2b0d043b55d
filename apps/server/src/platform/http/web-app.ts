import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * Serves the built web app from the API's own port: hashed assets cached for a year, every
 * other non-API path answered with index.html so the client router can take it.
 */
export async function serveWebApp(app: FastifyInstance): Promise<void> {
  if (!existsSync(resolve(WEB_DIST, 'index.html'))) {
    app.log.warn(`web app not built (${WEB_DIST} is missing); run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: WEB_DIST,
    wildcard: false,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/socket.io');
    if (isApi || request.method !== 'GET') return reply.status(404).send({ message: 'Not found.' });
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
