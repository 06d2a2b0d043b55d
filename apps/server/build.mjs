// Bundles the server into dist/: `npm start`, the crash tests and the bench start the bundle, not the TypeScript
// sources through tsx. Each entry is one CommonJS file (main.cjs, test-server.cjs) run by a small ES module of the
// same name (main.mjs, test-server.mjs) through bundle-loader.mjs, which keeps V8's compiled code of it between
// starts on Node 20 too (Node 22 and later keep it themselves). A start through tsx spent about 1.4 s loading
// some 400 modules through its loader thread; the bundle loads in a fraction of that (docs/ARCHITECTURE.md,
// "Starting the server"). npm packages go in too (resolving and reading some 300 files through Node's CommonJS
// loader was about a tenth of a start), except those below.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const SERVER = new URL('.', import.meta.url).pathname;
export const SERVER_DIST = join(SERVER, 'dist');
/** The entries: the server itself, and the one the tests and the bench start and kill (dist/<name>.mjs). */
export const SERVER_ENTRIES = { main: 'src/main.ts', 'test-server': 'test/crash/crash-server.ts' };
/**
 * A bundle each entry runs before its own: it starts PGlite's thread, which then opens the database while the
 * entry's 6 MB bundle is read and run (src/database-boot.ts).
 */
const BOOT_ENTRY = { 'database-boot': 'src/database-boot.ts' };

const { devDependencies } = JSON.parse(readFileSync(join(SERVER, 'package.json'), 'utf8'));
/**
 * Packages loaded from node_modules at run time: those that read files beside their own code (PGlite's wasm and
 * data, socket.io's and swagger-ui's static files, package.json read by ioredis and @fastify/swagger), native
 * addons, pino (its transports start workers from files of their own), the build tools, and what only tests use.
 * pdf-lib, qrcode and unpdf (pdf.js, a quarter of the bundle's size when it was in) load on first use, not at start, from node_modules (as does @fastify/cookie, which stayed
 * outside when the bundle was ES modules and still needs nothing of the bundle).
 */
const UNBUNDLED = ['pdf-lib', 'qrcode', 'unpdf', '@fastify/cookie', '@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'socket.io', '@socket.io/redis-adapter', 'ioredis', '@fastify/swagger', '@fastify/swagger-ui', 'pino', 'thread-stream', 'esbuild', 'tsx'];
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
  const sources = [join(SERVER, 'src'), join(SERVER, 'test/crash'), join(SERVER, '../../packages/shared/src'), join(SERVER, 'package.json'), join(SERVER, 'build.mjs')];
  return sources.some((path) => (statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs) > builtAt);
}

/**
 * Builds the bundle. Two processes may build at once (the crash stages start side by side), so each file is
 * written beside its place and renamed into it: a reader sees a whole old file or a whole new one. The bundles go
 * first, the entries that run them last.
 */
export async function buildServer() {
  const { outputFiles } = await build({
    absWorkingDir: SERVER,
    entryPoints: { ...BOOT_ENTRY, ...SERVER_ENTRIES },
    outdir: SERVER_DIST,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    // CommonJS, so that Node 20 can be given V8's code of the last start (bundle-loader.mjs); no top-level await.
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    // import() of a package becomes require(): code run as a vm.Script has no module loader behind import()
    // (an ES module by URL goes through src/platform/import-esm.ts instead).
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    // Every character outside ASCII in the code is written as an escape, so what is left is comment text.
    charset: 'ascii',
    logLevel: 'warning',
    write: false,
  });
  const entries = Object.keys(SERVER_ENTRIES).map((name) => ({
    path: join(SERVER_DIST, `${name}.mjs`),
    contents: `import { runBundle } from '../bundle-loader.mjs';\n\nrunBundle(new URL('./database-boot.cjs', import.meta.url));\nrunBundle(new URL('./${name}.cjs', import.meta.url));\n`,
  }));
  // The thread that runs PGlite on a data folder starts from a file of its own (platform/db/pglite-thread.ts),
  // found beside the bundle as beside its source.
  entries.push({ path: join(SERVER_DIST, 'pglite-worker.mjs'), contents: readFileSync(join(SERVER, 'src/platform/db/pglite-worker.mjs')) });
  mkdirSync(SERVER_DIST, { recursive: true });
  for (const file of [...outputFiles, ...entries]) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.path.endsWith('.cjs') ? asciiOnly(file.text) : file.contents);
    renameSync(temporary, file.path);
  }
  // Files of earlier builds (the chunks of the ES module bundle before this one) are no longer read.
  const current = new Set([...outputFiles, ...entries].map((file) => file.path));
  for (const name of readdirSync(SERVER_DIST)) {
    if (!name.endsWith('.tmp') && !current.has(join(SERVER_DIST, name))) rmSync(join(SERVER_DIST, name), { force: true });
  }
}

/**
 * The bundle with the characters left outside ASCII (in comments: a dash, a section sign) written as '?', one
 * for each UTF-16 unit so that the source map's columns still hold. One such character made V8 hold the whole
 * source (then 8 MB) in two bytes a character, and reading it took twice as long at every start (docs/ARCHITECTURE.md,
 * "Starting the server").
 */
function asciiOnly(text) {
  return text.replace(/[\u0080-\uffff]/g, '?');
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  if (process.argv.includes('--if-stale') && !serverBuildIsStale()) process.exit(0);
  await buildServer();
}
