/** What the HTTP benches of run.ts and search.ts share: their servers, the measuring, the table and the bench database. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverNodeFlags } from './server-flags';
import { record } from './bench-results';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);

export type Target = { child: ChildProcess; port: number; token?: string; database?: string };
export type Result = { label: string; rps: number; p50: number; p90: number; p97_5: number; p99: number };

/** Starts a server in its own process; an env value of undefined removes that variable for it. */
export async function start(kind: 'bare' | 'pk' | 'app', env: Record<string, string | undefined> = {}): Promise<Target> {
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', new URL('./target.ts', import.meta.url).pathname, kind], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) return { child, ...(JSON.parse(line) as Omit<Target, 'child'>) };
  }
  throw new Error(`${kind} server did not start`);
}

/** Measures one route; with several paths, each request takes the next one (so caches cannot flatter). */
export async function measure(label: string, base: string, paths: string[], headers: Record<string, string> = {}): Promise<Result> {
  let next = 0;
  const options = {
    url: base,
    connections: CONNECTIONS,
    headers,
    requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  };
  // A short warm-up so JIT and connection setup do not count.
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  const { p50, p90, p97_5, p99 } = result.latency;
  return { label, rps: result.requests.average, p50, p90, p97_5, p99 };
}

/** The table of a bench: req/s, latency percentiles in ms, and each row's throughput as a ratio to the first row's. */
export function report(title: string, results: Result[]): void {
  const base = results[0]!.rps;
  for (const row of results) {
    record(`${title.split(' (')[0]}.${row.label}.req/s`, row.rps, 'req/s', 'higher');
    record(`${title.split(' (')[0]}.${row.label}.p99`, row.p99, 'ms', 'lower');
  }
  console.log(`\n${title}\n`);
  const columns = ['req/s', 'p50', 'p90', 'p97.5', 'p99', 'ratio'];
  console.log('route'.padEnd(52), ...columns.map((column, index) => column.padStart(index === 0 ? 10 : 7)));
  for (const row of results) {
    const latencies = [row.p50, row.p90, row.p97_5, row.p99].map((value) => String(value).padStart(7));
    console.log(row.label.padEnd(52), row.rps.toFixed(0).padStart(10), ...latencies, (row.rps / base).toFixed(2).padStart(7));
  }
}

/** The bench database, created on first use. Answers null (and says why) when no PostgreSQL answers. */
export async function benchDatabase(): Promise<string | null> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/openhouse_bench';
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  try {
    await admin.connect();
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
    return url;
  } catch (error) {
    console.log(`\n!!! PostgreSQL runs skipped: no PostgreSQL at ${url} (${(error as Error).message}). Set BENCH_DATABASE_URL.`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
}
