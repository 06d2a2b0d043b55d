// `npm start`: build the web app when its build is missing or older than its sources, then start the API,
// which serves the web app on the same port (and, on PostgreSQL, the jobs process beside it).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const distIndex = join(root, 'apps/web/dist/index.html');
// The server's render of public pages is built beside it (apps/web/src/entry-server.tsx).
const distServerEntry = join(root, 'apps/web/dist-ssr/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-ssr') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

// The whole web app (its index.html, Vite config and build plugins too, not only src), and the shared package.
const sources = [join(root, 'apps/web'), join(root, 'packages/shared/src')];
const stale = !existsSync(distIndex) || !existsSync(distServerEntry) || sources.some((dir) => newestMtime(dir) > statSync(distIndex).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  // Warnings and errors only: Vite's file list (about 440 lines over its two builds) and the route chunk report
  // are for `npm run build`. Vite writes its report to stdout and its warnings to stderr, so stdout is kept
  // back and shown only when the build fails, with everything else it said.
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@openhouse/web'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error(`The web app did not build (${build.error?.message ?? `exit code ${build.status}`}).`);
    process.exit(build.status ?? 1);
  }
  process.stderr.write(build.stderr ?? '');
}

// The server runs as one bundle (apps/server/build.mjs), rebuilt when a source is newer: loading its TypeScript
// through tsx was most of a start (docs/ARCHITECTURE.md, "Starting the server").
const { buildServer, serverBuildIsStale } = await import('../apps/server/build.mjs');
if (serverBuildIsStale()) await buildServer();

// The server's processes, each with its own V8 flags (apps/server/server-processes.mjs and node-flags.json; see
// "The jobs process" in docs/ARCHITECTURE.md): one on PGlite; a web and a jobs process on PostgreSQL.
const { serverProcesses } = await import('../apps/server/server-processes.mjs');
const children = serverProcesses(process.env).map(({ name, flags, env }) =>
  spawn(process.execPath, [...flags, 'dist/main.mjs'], {
    cwd: join(root, 'apps/server'),
    stdio: 'inherit',
    // Node 22 and later keep the compiled code of the modules a start loads here and reuse it on the next
    // start; Node 20 ignores the variable. One folder per process: V8 refuses code compiled under other flags.
    env: { NODE_COMPILE_CACHE: join(root, `node_modules/.cache/openhouse-${name}`), ...process.env, ...env },
  }),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));
// Either process ending ends the other: an operator's supervisor then sees one exit and restarts the pair.
for (const child of children) {
  child.on('exit', (code) => {
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = process.exitCode || (code ?? 0);
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(process.exitCode);
  });
}
