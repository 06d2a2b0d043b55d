/**
 * Starting a target.ts server in its own process and talking to it over stdin and stdout, and making a
 * fresh PostgreSQL database for a bench part: shared by the bidding and load benches.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
// @ts-expect-error: the build script is plain JavaScript, run by node as well as imported here.
import { buildServer, serverBuildIsStale } from '../build.mjs';
import { serverNodeFlags } from './server-flags';
// @ts-expect-error: plain JavaScript, run by node from scripts/start.mjs as well as imported here.
import { serverProcesses } from '../server-processes.mjs';

export type SpawnedTarget = {
  child: ChildProcess;
  /** The next line the target prints that is a JSON object, parsed. */
  nextJson<T>(): Promise<T>;
  /** Sends a command on the target's stdin and waits for its one-line JSON answer. */
  ask(command: string): Promise<string>;
  /** Asks the target to shut down cleanly (`close`), and kills it if it has not gone within 10 s. */
  close(): Promise<void>;
};

/** Node flags for every target, from BENCH_TARGET_NODE_FLAGS: `--cpu-prof --cpu-prof-dir=…` profiles a bench's servers. */
const extraFlags = (process.env.BENCH_TARGET_NODE_FLAGS ?? '').split(' ').filter(Boolean);

export function spawnTarget(kind: string, env: Record<string, string>, nodeFlags: string[] = []): SpawnedTarget {
  const child = spawn(process.execPath, [...serverNodeFlags, ...nodeFlags, ...extraFlags, '--import', 'tsx', new URL('./target.ts', import.meta.url).pathname, kind], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextJsonLine = async (): Promise<string> => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error(`the ${kind} server stopped`);
      if ((value as string).startsWith('{')) return value as string;
    }
  };
  return {
    child,
    async nextJson<T>() {
      return JSON.parse(await nextJsonLine()) as T;
    },
    async ask(command) {
      child.stdin!.write(`${command}\n`);
      return nextJsonLine();
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin!.end('close\n');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type BundledServer = {
  port: number;
  /** Each process's resident set size now, in bytes, as the kernel counts it (/proc): `server`, or `web` and `jobs`. */
  rss(): Record<string, number>;
  /** SIGTERM, and SIGKILL if it has not gone within 10 s. */
  close(): Promise<void>;
};

/**
 * The server exactly as `npm start` runs it (the bundle, dist/main.mjs, as the processes server-processes.mjs
 * names, each with its node-flags.json flags: on PostgreSQL a web and a jobs process), in production mode on
 * `env`'s database, once it answers /api/health: what a bench measures of memory is then the processes an
 * operator runs, not one that also carries the bench's seeding and a TypeScript loader. BENCH_SERVER_STDOUT=1
 * shows their standard output (with BENCH_TARGET_NODE_FLAGS=--trace-gc, their collections).
 */
export async function spawnBundledServer(env: Record<string, string>, port: number): Promise<BundledServer> {
  if (serverBuildIsStale()) await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'openhouse-bench-server-'));
  const base = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SERVE_WEB: 'false', SEED_DEMO: 'false', REDIS_URL: '', DATA_DIR: dataDir, PORT: String(port), ...env };
  const children = (serverProcesses(base) as { name: string; flags: string[]; env: Record<string, string> }[]).map((process_) => {
    const child = spawn(process.execPath, [...process_.flags, ...extraFlags, 'dist/main.mjs'], {
      cwd: new URL('..', import.meta.url).pathname,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...base, ...process_.env },
    });
    const lines = createInterface({ input: child.stdout! });
    if (process.env.BENCH_SERVER_STDOUT) lines.on('line', (line) => console.log(line));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // The jobs process opens no port: it says it runs once its workers do (main.ts, runJobsProcess).
    const running =
      process_.name === 'jobs'
        ? new Promise<void>((resolve, reject) => {
            lines.on('line', (line) => {
              if (line.includes('jobs process is running')) resolve();
            });
            void exited.then(() => reject(new Error(`the jobs process exited (${child.exitCode ?? child.signalCode}) before it ran`)));
          })
        : undefined;
    return { name: process_.name, child, exited, running };
  });
  const answering = children.find((each) => each.name !== 'jobs')!;
  await untilHealthy(answering.child, port, 50);
  // A bench measures a server that runs, not one still starting: a send made before the workers ran would time their start.
  await Promise.all(children.map((each) => each.running));
  // A process that has gone has no RSS (0), rather than failing the bench that asks.
  const rssOf = (pid: number | undefined) => {
    try {
      return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      return 0;
    }
  };
  return {
    port,
    rss: () => Object.fromEntries(children.map(({ name, child }) => [name, rssOf(child.pid)])),
    async close() {
      await Promise.all(
        children.map(async ({ child, exited }) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timer);
        }),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asks GET /api/health on `port` every `pollMs` until it answers 200; refuses if the server exits first. */
export async function untilHealthy(child: ChildProcess, port: number, pollMs: number): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * A database beside BENCH_DATABASE_URL's named `<name>_<suffix>`, dropped and created again, or null (said
 * why) when no PostgreSQL answers. The listings bench's own database is never touched.
 */
export async function freshDatabase(suffix: string, purpose: string): Promise<string | null> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/openhouse_bench';
  const url = new URL(base);
  const name = `${url.pathname.slice(1).replace(/[^a-zA-Z0-9_]/g, '')}_${suffix}`;
  const admin = new pg.Client({ connectionString: Object.assign(new URL(base), { pathname: '/postgres' }).toString() });
  try {
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    url.pathname = `/${name}`;
    return url.toString();
  } catch (error) {
    console.log(`\n!!! ${purpose} on PostgreSQL skipped: no PostgreSQL at ${base} (${(error as Error).message}). Set BENCH_DATABASE_URL.`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
}
