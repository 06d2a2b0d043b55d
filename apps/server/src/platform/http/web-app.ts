import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * Serves the built web app from the API's own port, hashed assets cached for a year. Answers
 * whether it is served, so unknown paths can fall back to index.html.
 */
export async function serveWebApp(app: FastifyInstance): Promise<boolean> {
  if (!existsSync(resolve(WEB_DIST, 'index.html'))) {
    app.log.warn(`web app not built (${WEB_DIST} is missing); run npm run build`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: WEB_DIST,
    wildcard: false,
    // The build writes .br and .gz copies of its text files (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
