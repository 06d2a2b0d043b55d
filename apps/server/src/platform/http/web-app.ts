import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WEB_DIST } from '../paths';
import { encoded, type IndexPage } from './index-html';
import { serverEntryIn, serverRenderedPages, type ApiGet, type PageAnswer } from './server-render';

export type { IndexHtml, IndexPage } from './index-html';

/** The web build's server entry, for public pages drawn on the server (server-render.ts). */
const WEB_SSR = resolve(WEB_DIST, '../dist-ssr');

/** Written by the web build (apps/web/build/first-visit-preloads.ts): per path, what its first render loads. */
const PRELOADS_FILE = 'first-visit-preloads.json';
const assetPath = z.string().regex(/^\/assets\/[\w.-]+\.(js|css)$/);
const preloadsSchema = z.array(z.object({ path: z.string(), scripts: z.array(assetPath), styles: z.array(assetPath) }));

/**
 * index.html once per first-visit path, with that page's lazily loaded scripts and styles named in its head,
 * so the browser fetches them beside the entry instead of a round later. Any other path gets index.html as
 * built. The hints are file names from our own build, checked to be plain asset paths before they go into HTML.
 */
export function indexPageFrom(indexHtml: string, preloadsJson: string | undefined): IndexPage {
  const preloads = preloadsJson ? preloadsSchema.parse(JSON.parse(preloadsJson)) : [];
  const pages = preloads.map(({ path, scripts, styles }) => {
    const links = [...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`), ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)];
    return { path: new RegExp(path), html: encoded(indexHtml.replace('</head>', `${links.join('\n')}\n</head>`)) };
  });
  const plain = encoded(indexHtml);
  return (path) => pages.find((page) => page.path.test(path))?.html ?? plain;
}

/**
 * The pages, and `warm`: loading the web app's server entry and drawing the landing page once, a few hundred
 * milliseconds of the main thread that the caller schedules after the server answers (buildApp).
 */
export type WebPages = PageAnswer & { warm(): Promise<void> };

/**
 * Serves the built web app from the API's own port, hashed assets cached for a year. Answers the page for
 * unknown paths (index.html, drawn on the server for the public pages that are), or null when the app is not
 * built.
 */
export async function serveWebApp(app: FastifyInstance): Promise<WebPages | null> {
  if (!existsSync(resolve(WEB_DIST, 'index.html'))) {
    app.log.warn(`web app not built (${WEB_DIST} is missing); run npm run build`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: WEB_DIST,
    // One route for every file, looked up when asked for: listing the build's files into a route each
    // (wildcard: false) took about a quarter of a second of every start. A missing file falls through to the
    // not-found handler, as an unknown path did before.
    wildcard: true,
    // '/' is answered by the not-found handler like every page path, so it too gets its first-visit hints.
    index: false,
    // The build writes .br and .gz copies of its text files (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexPage = indexPageIn(WEB_DIST);
  const serverEntry = serverEntryIn(WEB_SSR);
  if (!serverEntry.exists) {
    app.log.warn(`the web app's server entry is missing (${WEB_SSR}); every page is drawn by the browser`);
    return Object.assign(async (path: string) => indexPage(path), { warm: async () => undefined });
  }
  const indexFile = resolve(WEB_DIST, 'index.html');
  // Either half of the build changing draws the pages again.
  const buildStamp = () => (statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? 0) + serverEntry.stamp();
  // The page's data as a visitor without a session gets it: through the API's own routes, checks and serializers.
  const apiGet: ApiGet = async (path) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1${path}` });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : null };
  };
  return serverRenderedPages({ indexPage, entry: serverEntry.load, apiGet, buildStamp, log: app.log });
}

/**
 * The index page as last built: read again when index.html changes, so a build made while the server runs is
 * served at once rather than an older page naming scripts the build has removed.
 */
export function indexPageIn(folder: string): IndexPage {
  const index = resolve(folder, 'index.html');
  const preloads = resolve(folder, PRELOADS_FILE);
  let built = { at: -1, page: indexPageFrom('', undefined) };
  return (path) => {
    const at = statSync(index, { throwIfNoEntry: false })?.mtimeMs ?? built.at;
    if (at !== built.at) {
      try {
        built = { at, page: indexPageFrom(readFileSync(index, 'utf8'), existsSync(preloads) ? readFileSync(preloads, 'utf8') : undefined) };
      } catch (error) {
        // A build still being written: the page as last read serves until the next request tries again.
        if (built.at === -1) throw error;
      }
    }
    return built.page(path);
  };
}
