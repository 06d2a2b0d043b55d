import { gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';
import { budgetOf, findOverBudget, isInShell } from './route-budgets.ts';

type Chunk = { type: 'chunk'; fileName: string; code: string; imports: string[]; dynamicImports: string[]; isEntry: boolean; isDynamicEntry: boolean; facadeModuleId: string | null };
type Asset = { type: 'asset' };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);

/**
 * Prints, after `vite build`, each route's own chunk and the JavaScript a visitor downloads to open that
 * route first (the entry, the route chunk and everything they import statically), gzipped. Keeps the
 * public pages (property detail, landing) honest about their weight. Printed through Vite's logger, so
 * `vite build --logLevel warn` (how `npm start` builds) leaves it out with Vite's own file list. A route over
 * its budget (route-budgets.ts) fails the build whatever the log level.
 */
export function routeChunkReport(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'openhouse-route-chunk-report',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    // writeBundle, not generateBundle: Vite writes each dynamic import's preload list into the code in its own
    // generateBundle, after this plugin's, and those lists are bytes the visitor downloads too.
    writeBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle) as (Chunk | Asset)[]) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const gzip = new Map<string, number>();
      const size = (file: string) => {
        if (!gzip.has(file)) gzip.set(file, gzipSync(chunks.get(file)!.code).length);
        return gzip.get(file)!;
      };
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file) || !chunks.has(file)) return seen;
        seen.add(file);
        for (const child of chunks.get(file)!.imports) closure(child, seen);
        return seen;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const initial = closure(entry.fileName);
      // Routes inside the app frame also download its lazily loaded layout before they can render.
      const shell = [...chunks.values()].find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId && /[\\/]app[\\/]layout[\\/]shell-layout\.tsx$/.test(chunk.facadeModuleId));
      // The app's pages other than the dashboard are imported through src/app/loaders/app-pages.ts, which the
      // router downloads first when one of them is opened from its address.
      const appPages = [...chunks.values()].find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId && /[\\/]app[\\/]loaders[\\/]app-pages\.ts$/.test(chunk.facadeModuleId));
      const throughAppPages = new Set(appPages?.dynamicImports ?? []);
      const rows = [...chunks.values()]
        .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId && /[\\/](pages|routes)[\\/]/.test(chunk.facadeModuleId))
        .map((chunk) => {
          const route = chunk.facadeModuleId!.replace(/^.*[\\/]src[\\/]/, '').replace(/\.tsx?$/, '');
          const before = shell && isInShell(route) ? closure(shell.fileName, new Set(initial)) : new Set(initial);
          const firstLoad = closure(chunk.fileName, appPages && throughAppPages.has(chunk.fileName) ? closure(appPages.fileName, before) : before);
          return { route, own: size(chunk.fileName), first: [...firstLoad].reduce((sum, file) => sum + size(file), 0) };
        })
        .sort((a, b) => a.route.localeCompare(b.route));
      const lines = [`\nRoute chunks (gzip): own chunk, first-load JS when a visitor opens that route directly, and its budget`, `${'entry (shell, router, kit)'.padEnd(64)}${kb([...initial].reduce((sum, file) => sum + size(file), 0))}`];
      for (const row of rows) lines.push(`${row.route.padEnd(54)}${kb(row.own)}${kb(row.first)}${kb(budgetOf(row.route))}`);
      logger?.info(lines.join('\n'));
      const over = findOverBudget(rows.map((row) => ({ route: row.route, firstLoad: row.first })));
      if (over.length > 0) this.error(`JavaScript budget exceeded (apps/web/build/route-budgets.ts):\n${over.join('\n')}`);
    },
  };
}
