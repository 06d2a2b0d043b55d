import type { Plugin } from 'vite';
import { staticClosure } from './chunk-graph.ts';

/**
 * The pages people most often open first, each with the lazily loaded modules (src path, no extension) its
 * first render waits for: its frame, then its page. Without a hint the browser finds these only after the
 * entry has downloaded and run, a whole round of requests later; the server names them in the HTML it sends
 * for a matching path (apps/server/src/platform/http/web-app.ts), so they download beside the entry.
 * Paths are regular expressions over the URL's path. The build fails when a named module is not a lazily
 * loaded chunk, so a renamed page cannot quietly lose its hint.
 */
export const FIRST_VISITS: readonly { path: string; modules: readonly string[]; linked?: true }[] = [
  { path: '^/$', modules: ['app/routes/landing-route'] },
  { path: '^/homes/?$', modules: ['app/layout/public-layout', 'features/properties/pages/homes-page'] },
  // A shared listing link is mostly opened by someone without a session: the public frame (session-frame.tsx).
  // The server draws the auction's headline and panel, the phone's action bar and Share, each a lazily loaded
  // part: named here so their code is in by the time the page is taken over. A click on a drawn part whose code
  // has not arrived is lost (React can hydrate it only with its code).
  {
    path: '^/properties/\\d+/?$',
    modules: [
      'app/layout/public-layout',
      'features/properties/components/auction-headline',
      'features/properties/components/bidding-panel',
      'features/properties/components/listing-action-bar',
      'features/properties/components/share-button',
      'features/properties/pages/property-detail-page',
    ],
  },
  { path: '^/dashboard/?$', modules: ['app/layout/shell-layout', 'app/routes/dashboard-route', 'app/loaders/dashboard-data'] },
  // Pages reached by a link from outside (an e-mail, a search engine), seldom by moving inside the app. The server
  // names their files on that first visit, so the router's imports of them (`linked`, the last module named)
  // carry no preload list of their own: those lists were bytes every visitor downloaded with the router
  // (build/loaded-preloads.ts). A move to one inside the app finds its files a level at a time.
  { path: '^/sign/[^/]+/?$', modules: ['app/layout/public-layout', 'features/transactions/pages/public-signing-page'], linked: true },
  { path: '^/auth/confirm/?$', modules: ['features/auth/pages/confirm-email-page'], linked: true },
  { path: '^/auth/reset-password/?$', modules: ['features/auth/pages/reset-password-page'], linked: true },
  { path: '^/file_upload/[^/]+/[^/]+/?$', modules: ['app/layout/public-layout', 'features/projects/pages/vendor-upload-page'], linked: true },
  { path: '^/(addprospects|[Tt]hanks)/?$', modules: ['app/layout/public-layout', 'features/network/pages/public-pages'], linked: true },
  { path: '^/terms-conditions/?$', modules: ['features/marketing/pages/terms-page'], linked: true },
  { path: '^/privacy-policy/?$', modules: ['features/marketing/pages/privacy-page'], linked: true },
  { path: '^/frequently-asked-questions/?$', modules: ['features/marketing/pages/faq-page'], linked: true },
];

/** The pages the router imports without a preload list: each `linked` first visit's page (its last module). */
export const LINKED_PAGES: ReadonlySet<string> = new Set(FIRST_VISITS.filter((visit) => visit.linked).flatMap((visit) => visit.modules.slice(-1)));

export const PRELOADS_FILE = 'first-visit-preloads.json';

/** What the server reads: per path, the scripts and styles to name in the page's head, as URL paths. */
export type FirstVisitPreload = { path: string; scripts: string[]; styles: string[] };

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; isDynamicEntry: boolean; facadeModuleId: string | null; viteMetadata?: { importedCss: Set<string> } };

/** A module's path under src without its extension, as FIRST_VISITS names it. */
export const sourceName = (moduleId: string) => moduleId.replace(/^.*[\\/]src[\\/]/, '').replace(/\.tsx?$/, '').replaceAll('\\', '/');

/** The files each first visit needs beyond what index.html already names (the entry and its imports). */
export function firstVisitPreloads(chunks: readonly Chunk[], base = '/'): FirstVisitPreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, seen: Set<string>) => staticClosure(byFile, file, seen);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const initial = closure(entry.fileName, new Set());
  const lazyByName = new Map(chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId).map((chunk) => [sourceName(chunk.facadeModuleId!), chunk]));
  return FIRST_VISITS.map(({ path, modules }) => {
    const files = new Set<string>();
    for (const name of modules) {
      const chunk = lazyByName.get(name);
      if (!chunk) throw new Error(`first-visit preload names ${name}, which is not a lazily loaded chunk (apps/web/build/first-visit-preloads.ts)`);
      for (const file of closure(chunk.fileName, new Set())) if (!initial.has(file)) files.add(file);
    }
    const styles = new Set([...files].flatMap((file) => [...(byFile.get(file)!.viteMetadata?.importedCss ?? [])]));
    return { path, scripts: [...files].map((file) => base + file), styles: [...styles].map((file) => base + file) };
  });
}

/** Writes PRELOADS_FILE beside index.html. */
export function firstVisitPreloadsPlugin(): Plugin {
  return {
    name: 'openhouse-first-visit-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Chunk & typeof item => item.type === 'chunk');
      this.emitFile({ type: 'asset', fileName: PRELOADS_FILE, source: JSON.stringify(firstVisitPreloads(chunks)) });
    },
  };
}
