import type { Plugin } from 'vite';
import { staticClosure, type ChunkImports } from './chunk-graph.ts';
import { LINKED_PAGES, sourceName } from './first-visit-preloads.ts';

type BundleChunk = ChunkImports & { type: 'chunk'; isEntry: boolean; facadeModuleId: string | null };
type BundleItem = BundleChunk | { type: 'asset' };

/**
 * Vite lists, beside each dynamic import, the files to preload with it, and it lists the chunks its importer
 * already imports statically as well, and the entry's imports: the browser loaded those before the importer ran.
 * The router holds a dynamic import per public page (src/app/router.tsx), so it named React, Box and the rest of
 * the entry's imports twenty times over, bytes that every page downloads first. This keeps only the files not yet
 * loaded. CSS is not passed here by Vite and is left as it is.
 */
export function withoutLoaded(deps: readonly string[], host: string, byFile: ReadonlyMap<string, ChunkImports & { isEntry?: boolean }>): string[] {
  // The entry and its imports run before any other chunk, so they count as loaded wherever the import is.
  const entry = [...byFile.values()].find((chunk) => chunk.isEntry);
  const loaded = staticClosure(byFile, host, entry ? staticClosure(byFile, entry.fileName) : new Set());
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * The plugin and the `build.modulePreload.resolveDependencies` hook that share its view of the bundle. Vite
 * calls the hook from its own generateBundle, which runs after this (normal) plugin's; without a bundle seen
 * (a test build without this plugin) the hook keeps every file.
 */
export function skipLoadedPreloads(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] } {
  let byFile: Map<string, BundleChunk> | null = null;
  return {
    plugin: {
      name: 'openhouse-skip-loaded-preloads',
      apply: 'build',
      generateBundle(_options, bundle) {
        const chunks = (Object.values(bundle) as BundleItem[]).filter((item): item is BundleChunk => item.type === 'chunk');
        byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      },
    },
    resolveDependencies: (file, deps, { hostId }) => {
      if (!byFile) return deps;
      // A page reached from outside the app: the server names its files on the first visit (first-visit-preloads.ts).
      const target = byFile.get(file)?.facadeModuleId;
      if (target && LINKED_PAGES.has(sourceName(target))) return [];
      return withoutLoaded(deps, hostId, byFile);
    },
  };
}
