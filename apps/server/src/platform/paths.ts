import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this module's own file: the nearest folder above it that holds the migrations.
 * The server runs both from its sources (tsx, Vitest) and as one bundled file (dist/server, build.mjs),
 * where every module shares the bundle's address, so no path may be counted in '../' from a source file.
 */
function findServerRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'drizzle', 'meta'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no apps/server folder (with drizzle/meta) above ${fileURLToPath(import.meta.url)}`);
    folder = parent;
  }
  return folder;
}

export const SERVER_ROOT = findServerRoot();
/** The repository's root (the workspace). */
export const REPO_ROOT = resolve(SERVER_ROOT, '../..');
export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');
/** Where the app keeps its files (the PGlite database, uploads) when DATA_DIR is not set. */
export const DEFAULT_DATA_DIR = 'data';
/** DATA_DIR as the config reads it: relative to the repository's root (npm runs scripts in different folders). */
export const dataDirFrom = (dir: string): string => (isAbsolute(dir) ? dir : resolve(REPO_ROOT, dir));
/** The web app's build (apps/web/dist), served from the API's port. */
export const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');
