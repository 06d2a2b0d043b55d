/**
 * `npm run bench`: requests per second of bare node:http, GET /api/health and the authenticated
 * GET /api/v1/me, measured in one run on the same machine, each as a ratio to bare node.
 * Target: health at least 0.8 of bare node. Uses PGlite unless DATABASE_URL is set.
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedUser } from '../src/modules/accounts/accounts.seed';
import { issueToken } from '../src/modules/accounts/sessions';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(label: string, url: string, headers: Record<string, string> = {}) {
  // A short warm-up so JIT and connection setup do not count.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { label, rps: result.requests.average, p99: result.latency.p99 };
}

const bare = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ status: 'ok' }));
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const barePort = (bare.address() as AddressInfo).port;

const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', SERVE_WEB: 'false', SEED_DEMO: 'false', DATA_DIR: mkdtempSync(join(tmpdir(), 'openhouse-bench-')), PORT: '0' });
const app = await buildApp({ config, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const appPort = (app.server.address() as AddressInfo).port;
const user = await seedUser(app.platform.db, { email: 'bench@example.com', roles: ['Realtor'] });
const { token } = await issueToken(app.platform.db, user, { kind: 'access', remember: true, client: { ip: '127.0.0.1', userAgent: 'bench' } });

const results = [
  await measure('bare node:http JSON', `http://127.0.0.1:${barePort}/`),
  await measure('GET /api/health', `http://127.0.0.1:${appPort}/api/health`),
  await measure('GET /api/v1/me (authenticated)', `http://127.0.0.1:${appPort}/api/v1/me`, { authorization: `Bearer ${token}` }),
];

const base = results[0]!.rps;
console.log(`\nOpenhouse bench (${app.platform.database.kind}, ${CONNECTIONS} connections, ${DURATION}s each)\n`);
console.log('route'.padEnd(34), 'req/s'.padStart(10), 'p99 ms'.padStart(8), 'ratio'.padStart(7));
for (const row of results) {
  console.log(row.label.padEnd(34), row.rps.toFixed(0).padStart(10), String(row.p99).padStart(8), (row.rps / base).toFixed(2).padStart(7));
}
const healthRatio = results[1]!.rps / base;
console.log(`\nhealth target >= 0.80 of bare node: ${healthRatio >= 0.8 ? 'met' : 'NOT met'} (${healthRatio.toFixed(2)})`);

await app.close();
bare.close();
