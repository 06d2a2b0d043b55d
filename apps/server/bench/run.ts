/**
 * `npm run bench`: requests per second of bare node:http, GET /api/health and the authenticated
 * GET /api/v1/me, measured in one run on the same machine, each as a ratio to bare node.
 * Each server runs in its own process; the load generator runs here. Target: health at least
 * 0.8 of bare node. Uses PGlite unless DATABASE_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Target = { child: ChildProcess; port: number; token?: string; database?: string };

async function start(kind: 'bare' | 'app'): Promise<Target> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./target.ts', import.meta.url).pathname, kind], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) return { child, ...(JSON.parse(line) as Omit<Target, 'child'>) };
  }
  throw new Error(`${kind} server did not start`);
}

async function measure(label: string, url: string, headers: Record<string, string> = {}) {
  // A short warm-up so JIT and connection setup do not count.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { label, rps: result.requests.average, p99: result.latency.p99 };
}

const bare = await start('bare');
const app = await start('app');
try {
  const results = [
    await measure('bare node:http JSON', `http://127.0.0.1:${bare.port}/`),
    await measure('GET /api/health', `http://127.0.0.1:${app.port}/api/health`),
    await measure('GET /api/v1/me (authenticated)', `http://127.0.0.1:${app.port}/api/v1/me`, { authorization: `Bearer ${app.token}` }),
  ];
  const base = results[0]!.rps;
  console.log(`\nOpenhouse bench (${app.database}, ${CONNECTIONS} connections, ${DURATION}s each)\n`);
  console.log('route'.padEnd(34), 'req/s'.padStart(10), 'p99 ms'.padStart(8), 'ratio'.padStart(7));
  for (const row of results) {
    console.log(row.label.padEnd(34), row.rps.toFixed(0).padStart(10), String(row.p99).padStart(8), (row.rps / base).toFixed(2).padStart(7));
  }
  const healthRatio = results[1]!.rps / base;
  console.log(`\nhealth target >= 0.80 of bare node: ${healthRatio >= 0.8 ? 'met' : 'NOT met'} (${healthRatio.toFixed(2)})`);
} finally {
  bare.child.kill();
  app.child.kill();
}
