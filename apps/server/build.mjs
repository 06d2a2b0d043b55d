// Bundles the server into dist/ (one file per entry, with shared chunks): `npm start`, the crash tests and the
// bench start the bundle, not the TypeScript sources through tsx. A start through tsx spent about 1.4 s loading
// some 400 modules through its loader thread; the bundle loads in a fraction of that (docs/ARCHITECTURE.md,
// "Starting the server"). Packages from node_modules stay outside; the workspace's shared package goes in.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const SERVER = new URL('.', import.meta.url).pathname;
export const SERVER_DIST = join(SERVER, 'dist');
/** The entries: the server itself, and the one the tests and the bench start and kill. */
export const SERVER_ENTRIES = { main: 'src/main.ts', 'test-server': 'test/crash/crash-server.ts' };

const { dependencies, devDependencies } = JSON.parse(readFileSync(join(SERVER, 'package.json'), 'utf8'));
const external = Object.keys({ ...dependencies, ...devDependencies }).filter((name) => !name.startsWith('@openhouse/'));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when the bundle is missing or older than any source it is made of. */
export function serverBuildIsStale() {
  const built = join(SERVER_DIST, 'main.mjs');
  let builtAt;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    return true;
  }
  const sources = [join(SERVER, 'src'), join(SERVER, 'test/crash'), join(SERVER, '../../packages/shared/src'), join(SERVER, 'package.json')];
  return sources.some((path) => (statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs) > builtAt);
}

/**
 * Builds the bundle. Two processes may build at once (the crash stages start side by side), so each file is
 * written beside its place and renamed into it: a reader sees a whole old file or a whole new one. Chunks go
 * first, the entries that import them last.
 */
export async function buildServer() {
  const { outputFiles } = await build({
    absWorkingDir: SERVER,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_DIST,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
    write: false,
  });
  mkdirSync(SERVER_DIST, { recursive: true });
  const isEntry = (path) => Object.keys(SERVER_ENTRIES).some((name) => path.startsWith(join(SERVER_DIST, `${name}.mjs`)));
  for (const file of [...outputFiles.filter((file) => !isEntry(file.path)), ...outputFiles.filter((file) => isEntry(file.path))]) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  // Chunks of earlier builds (their names are content hashes) are no longer imported by any entry.
  const current = new Set(outputFiles.map((file) => file.path));
  for (const name of readdirSync(SERVER_DIST)) {
    if (name.startsWith('chunk-') && !name.endsWith('.tmp') && !current.has(join(SERVER_DIST, name))) rmSync(join(SERVER_DIST, name), { force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  if (process.argv.includes('--if-stale') && !serverBuildIsStale()) process.exit(0);
  await buildServer();
}
