/**
 * One server under test, in its own process so the load generator does not share its event loop.
 * `bare` answers JSON from node:http; `app` is Openhouse with a seeded user. Prints one JSON line
 * { port, token? } once listening.
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedUser } from '../src/modules/accounts/accounts.seed';
import { issueToken } from '../src/modules/accounts/sessions';

if (process.argv[2] === 'bare') {
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok' }));
  });
  bare.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (bare.address() as AddressInfo).port })));
} else {
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', SERVE_WEB: 'false', SEED_DEMO: 'false', DATA_DIR: mkdtempSync(join(tmpdir(), 'openhouse-bench-')), PORT: '0' });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const user = await seedUser(app.platform.db, { email: 'bench@example.com', roles: ['Realtor'] });
  const { token } = await issueToken(app.platform.db, user, { kind: 'access', remember: true, client: { ip: '127.0.0.1', userAgent: 'bench' } });
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port, token, database: app.platform.database.kind }));
}
