/**
 * The real Openhouse server, for the crash test to start as a child process and kill: on DATABASE_URL
 * when it is set, else on PGlite files under DATA_DIR (both given by the test). Prints one JSON line
 * { port } once listening; SIGTERM closes it cleanly.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

// No top-level await: the bundle this is built into is CommonJS (build.mjs).
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', SEED_DEMO: 'false', PORT: '0' });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.once('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
