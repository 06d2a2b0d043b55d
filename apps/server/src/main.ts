// Only what is needed to start the database is imported up front; the app follows once PGlite has begun.
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError } from './platform/db/folder-lock';
import { bootPglite, pgliteDirFor } from './platform/db/pglite-boot';

/** Starts Openhouse: config, database and migrations, demo data on first start, then the HTTP server. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // PGlite reads and compiles PostgreSQL's wasm (partly off the main thread) while the app's modules load.
  const pgliteBooting = config.DATABASE_URL ? undefined : bootPglite(pgliteDirFor(config.DATA_DIR));
  const [{ buildApp }, { DEMO_LOGINS, DEMO_PASSWORD, seedDemo }] = await Promise.all([import('./app'), import('./seed/demo')]);
  const app = await buildApp({ config, pgliteBooting });
  if (config.SEED_DEMO) {
    const seeded = await seedDemo(app.platform);
    if (seeded) app.log.info('demo accounts created');
  }
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = config.publicUrl;
  console.log(`\n  Openhouse is running at ${url}\n`);
  if (config.SEED_DEMO) {
    console.log(`  Demo accounts (password for all: ${DEMO_PASSWORD}):`);
    for (const account of DEMO_LOGINS) console.log(`    ${account.role.padEnd(8)} ${account.email}`);
    console.log('');
  }
  if (config.devMailbox) {
    const audience = config.devMailboxPublic ? 'open to every client (DEV_MAILBOX=public)' : 'this computer only; DEV_MAILBOX=public opens it';
    console.log(`  Outgoing e-mail and SMS: ${url}/dev/mailbox (${audience})\n`);
  }
}

main().catch((error) => {
  // A data folder held by another process is the operator's to resolve: one line naming it, no stack.
  console.error(error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
