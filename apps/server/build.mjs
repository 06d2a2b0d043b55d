// Bundles the server into dist/ (one file per entry, with shared chunks): `npm start`, the crash tests and the
// bench start the bundle, not the TypeScript sources through tsx. A start through tsx spent about 1.4 s loading
// some 400 modules through its loader thread; the bundle loads in a fraction of that (docs/ARCHITECTURE.md,
// "Starting the server"). npm packages go in too (resolving and reading some 300 files through Node's CommonJS
// loader was about a tenth of a start), except those below.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const SERVER = new URL('.', import.meta.url).pathname;
export const SERVER_DIST = join(SERVER, 'dist');
/** The entries: the server itself, and the one the tests and the bench start and kill. */
export const SERVER_ENTRIES = { main: 'src/main.ts', 'test-server': 'test/crash/crash-server.ts' };

const { devDependencies } = JSON.parse(readFileSync(join(SERVER, 'package.json'), 'utf8'));
/**
 * Packages loaded from node_modules at run time: those that read files beside their own code (PGlite's wasm and
 * data, socket.io's and swagger-ui's static files, package.json read by ioredis and @fastify/swagger), native
 * addons, pino (its transports start workers from files of their own), the build tools, and what only tests use.
 * pdf-lib and qrcode load on first use, not at start. A CommonJS package reached through `await import()` loses
 * its named exports in a bundled chunk (Node's own loader gives them): so pdf-lib and qrcode, which we import
 * that way, and @fastify/cookie, which imports its `cookie` that way, stay outside (commonJsBehindImport checks).
 */
const UNBUNDLED = ['pdf-lib', 'qrcode', '@fastify/cookie', '@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'socket.io', '@socket.io/redis-adapter', 'ioredis', '@fastify/swagger', '@fastify/swagger-ui', 'pino', 'thread-stream', 'esbuild', 'tsx'];
const external = [...UNBUNDLED, ...Object.keys(devDependencies)];

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
    // CommonJS packages inside an ES module bundle call require() for Node's own modules and the packages above.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
    write: false,
  });
  const lost = commonJsBehindImport(outputFiles);
  if (lost.length > 0) throw new Error(`CommonJS reached through import() would lose its named exports in the bundle: ${lost.join(', ')}. Keep the package that imports it in UNBUNDLED (build.mjs).`);
  mkdirSync(SERVER_DIST, { recursive: true });
  const isEntry = (path) => Object.keys(SERVER_ENTRIES).some((name) => path.startsWith(join(SERVER_DIST, `${name}.mjs`)));
  for (const file of [...outputFiles.filter((file) => !isEntry(file.path)), ...outputFiles.filter((file) => isEntry(file.path))]) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  // Chunks and lazily loaded parts of earlier builds (their names carry content hashes) are no longer imported.
  const current = new Set(outputFiles.map((file) => file.path));
  for (const name of readdirSync(SERVER_DIST)) {
    if (!name.endsWith('.tmp') && !current.has(join(SERVER_DIST, name))) rmSync(join(SERVER_DIST, name), { force: true });
  }
}

/**
 * The sources of chunks that only re-export a CommonJS module as `default`: esbuild's shape for a CommonJS
 * module loaded through import(), whose callers expect its named exports too.
 */
function commonJsBehindImport(outputFiles) {
  return outputFiles
    .filter((file) => file.path.endsWith('.mjs') && /^export default require_\w+\(\);$/m.test(file.text))
    .map((file) => /^\/\/ (\S+)$/m.exec(file.text)?.[1] ?? file.path);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  if (process.argv.includes('--if-stale') && !serverBuildIsStale()) process.exit(0);
  await buildServer();
}
