import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_RENDER_STATE_ID } from '@openhouse/shared/http/server-render';
import type { FastifyBaseLogger } from 'fastify';
import { encoded, type IndexHtml, type IndexPage } from './index-html';

/**
 * Public pages rendered on the server (docs/ARCHITECTURE.md, "Pages rendered on the server"): the web build's
 * server entry (apps/web/src/entry-server.tsx, built to dist-ssr/) draws the page as a visitor without a
 * session sees it, and the markup goes into index.html's #root with the state the browser hydrates from. The
 * first paint then comes with the HTML instead of after the scripts have loaded and run.
 */

/** What the web build's server entry answers: the app's markup and its state, or null for a redirect. */
export type RenderedPage = { html: string; state: unknown };
export type RenderPage = (url: string) => Promise<RenderedPage | null>;

const EMPTY_ROOT = '<div id="root"></div>';

/** Paths drawn on the server, each the same for every visitor, so drawn once per build. */
const RENDERED_PATHS = new Set(['/']);

/**
 * index.html with the rendered page in #root and its state beside it, as JSON in a non-executed script element
 * (the CSP allows no inline script). `<` is escaped so no string in the state can close the element.
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root to render into');
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const stateElement = `<script type="application/json" id="${SERVER_RENDER_STATE_ID}">${state}</script>`;
  // The page reads without scripts now, so the notice that it needs them goes.
  return indexHtml.replace(/<noscript>[^<]*<\/noscript>\s*/, '').replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${stateElement}`);
}

/** The answer for a page path: index.html, or for a rendered path the page drawn into it. */
export type PageAnswer = (path: string) => Promise<IndexHtml>;

/**
 * Answers rendered paths with their page, drawn once per build (`buildStamp` changes when the web app is built
 * again) and index.html as built for every other path. A render that fails is logged and the path gets the
 * plain index.html, which the browser draws itself, until the next build.
 */
export function serverRenderedPages(options: { indexPage: IndexPage; render: () => Promise<RenderPage>; buildStamp: () => number; log: FastifyBaseLogger }): PageAnswer & { warm: () => Promise<void> } {
  const { indexPage, render, buildStamp, log } = options;
  const drawn = new Map<string, { stamp: number; page: Promise<IndexHtml> }>();
  const draw = async (path: string): Promise<IndexHtml> => {
    const plain = indexPage(path);
    try {
      const page = await (await render())(`http://localhost${path}`);
      return page ? encoded(withRenderedPage(plain.plain.toString(), page)) : plain;
    } catch (error) {
      log.error({ err: error, path }, 'server render failed; the page is drawn by the browser');
      return plain;
    }
  };
  const answer = async (path: string) => {
    if (!RENDERED_PATHS.has(path)) return indexPage(path);
    const stamp = buildStamp();
    let entry = drawn.get(path);
    if (!entry || entry.stamp !== stamp) {
      entry = { stamp, page: draw(path) };
      drawn.set(path, entry);
    }
    return entry.page;
  };
  // Loading the server entry and the first render take a few hundred milliseconds: done at start, not by the
  // first visitor.
  const warm = async () => {
    await Promise.all([...RENDERED_PATHS].map(answer));
  };
  return Object.assign(answer, { warm });
}

/**
 * The server entry of the web build in `folder`, loaded again when the file changes (a new build), so the markup
 * always matches the scripts index.html names. `exists` says whether the build has one.
 */
export function serverEntryIn(folder: string): { exists: boolean; stamp: () => number; load: () => Promise<RenderPage> } {
  const entry = resolve(folder, 'entry-server.js');
  const stamp = () => statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  let loaded: { stamp: number; render: Promise<RenderPage> } | null = null;
  return {
    exists: existsSync(entry),
    stamp,
    load: () => {
      const now = stamp();
      if (!loaded || loaded.stamp !== now) {
        const url = `${pathToFileURL(entry).href}?build=${now}`;
        loaded = { stamp: now, render: import(url).then((module: { renderPage: RenderPage }) => module.renderPage) };
      }
      return loaded.render;
    },
  };
}
