import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from '@openhouse/shared/format/html';
import { isServerRenderedPath, SERVER_RENDER_STATE_ID, type ApiGet } from '@openhouse/shared/http/server-render';
import type { FastifyBaseLogger } from 'fastify';
import { importEsm } from '../import-esm';
import { encoded, type IndexHtml, type IndexPage } from './index-html';

/**
 * Public pages rendered on the server (docs/ARCHITECTURE.md, "Pages rendered on the server"): the web build's
 * server entry (apps/web/src/entry-server.tsx, built to dist-ssr/) draws the page as a visitor without a
 * session sees it, and the markup goes into index.html's #root with the state the browser hydrates from. The
 * first paint then comes with the HTML instead of after the scripts have loaded and run.
 */

export type { ApiGet };
/** What a page shows from the API, as the server entry fetched it; opaque here, compared to reuse a render. */
export type PageData = { queries: unknown[]; title: string | null };
/** What the server entry draws: the app's markup, the page's title and its state, or null for a redirect. */
export type RenderedPage = { html: string; title?: string | null; state: unknown };
/** The web build's server entry (entry-server.tsx). */
export type ServerEntry = {
  pageData: (url: string, get: ApiGet) => Promise<PageData | null>;
  renderPage: (url: string, data: PageData) => Promise<RenderedPage | null>;
};

const EMPTY_ROOT = '<div id="root"></div>';
/**
 * How long a drawn page that shows API data is sent again, while that data is unchanged: its text also reads
 * the clock (days on the market, a countdown), and the browser takes data older than its 30-second stale time
 * as a reason to fetch again.
 */
export const DRAWN_PAGE_MAX_AGE_MS = 20_000;
/** Drawn pages kept at most (one per listing visited lately); the oldest goes first. */
export const DRAWN_PAGES_KEPT = 500;

/**
 * index.html with the rendered page in #root and its state beside it, as JSON in a non-executed script element
 * (the CSP allows no inline script). `<` is escaped so no string in the state can close the element. The page's
 * title, a listing's label, is escaped as text.
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root to render into');
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const stateElement = `<script type="application/json" id="${SERVER_RENDER_STATE_ID}">${state}</script>`;
  let html = indexHtml;
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  // The page reads without scripts now, so the notice that it needs them goes.
  return html.replace(/<noscript>[^<]*<\/noscript>\s*/, '').replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${stateElement}`);
}

/**
 * The answer for a page path: index.html, or for a rendered path the page drawn into it, unless the browser
 * holds a session (`signedIn`), whose page differs from a visitor's and is drawn by the browser.
 */
export type PageAnswer = (path: string, options?: { signedIn?: boolean }) => Promise<IndexHtml>;

type Drawn = { stamp: number; dataKey: string; at: number; page: Promise<IndexHtml> };

/**
 * Answers rendered paths with their page and index.html as built for every other path. Each request asks the
 * API for what the page shows; a page is drawn again when that answer changed, when the web app was built again
 * (`buildStamp`), or after DRAWN_PAGE_MAX_AGE_MS for a page that shows data. The landing page shows none (its
 * rows are fetched by the browser), so it is drawn once per build. A page that fails to draw, or whose data
 * cannot be read, is logged and answered with the plain index.html, which the browser draws itself.
 */
export function serverRenderedPages(options: { indexPage: IndexPage; entry: () => Promise<ServerEntry>; apiGet: ApiGet; buildStamp: () => number; log: FastifyBaseLogger; now?: () => number }): PageAnswer & { warm: () => Promise<void> } {
  const { indexPage, entry, apiGet, buildStamp, log, now = Date.now } = options;
  const drawn = new Map<string, Drawn>();
  const remember = (path: string, page: Drawn) => {
    drawn.delete(path);
    drawn.set(path, page);
    if (drawn.size > DRAWN_PAGES_KEPT) drawn.delete(drawn.keys().next().value!);
  };
  // A failed render is kept like a drawn page (until the next build, or the data's next change), so visitors do
  // not each wait for a render that keeps failing.
  const draw = async (path: string, url: string, data: PageData): Promise<IndexHtml> => {
    const plain = indexPage(path);
    try {
      const page = await (await entry()).renderPage(url, data);
      return page ? encoded(withRenderedPage(plain.plain.toString(), page), { quick: data.queries.length > 0 }) : plain;
    } catch (error) {
      log.error({ err: error, path }, 'server render failed; the page is drawn by the browser');
      return plain;
    }
  };
  const answer = async (path: string, options: { signedIn?: boolean } = {}): Promise<IndexHtml> => {
    if (options.signedIn || !isServerRenderedPath(path)) return indexPage(path);
    const url = `http://localhost${path}`;
    try {
      const data = await (await entry()).pageData(url, apiGet);
      if (!data) return indexPage(path);
      const stamp = buildStamp();
      const dataKey = createHash('sha256').update(JSON.stringify(data)).digest('base64');
      const kept = drawn.get(path);
      const fresh = kept && kept.stamp === stamp && kept.dataKey === dataKey && (data.queries.length === 0 || now() - kept.at < DRAWN_PAGE_MAX_AGE_MS);
      if (fresh) return await kept.page;
      const next: Drawn = { stamp, dataKey, at: now(), page: draw(path, url, data) };
      remember(path, next);
      return await next.page;
    } catch (error) {
      log.error({ err: error, path }, "the page's data could not be read; the page is drawn by the browser");
      return indexPage(path);
    }
  };
  // Loading the server entry and the first render take a few hundred milliseconds: done at start, not by the
  // first visitor.
  const warm = async () => {
    await answer('/');
  };
  return Object.assign(answer, { warm });
}

/**
 * The server entry of the web build in `folder`, loaded again when the file changes (a new build), so the markup
 * always matches the scripts index.html names. `exists` says whether the build has one.
 */
export function serverEntryIn(folder: string): { exists: boolean; stamp: () => number; load: () => Promise<ServerEntry> } {
  const file = resolve(folder, 'entry-server.js');
  const stamp = () => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  let loaded: { stamp: number; entry: Promise<ServerEntry> } | null = null;
  return {
    exists: existsSync(file),
    stamp,
    load: () => {
      const now = stamp();
      if (!loaded || loaded.stamp !== now) {
        const url = `${pathToFileURL(file).href}?build=${now}`;
        loaded = { stamp: now, entry: importEsm<ServerEntry>(url) };
      }
      return loaded.entry;
    },
  };
}
