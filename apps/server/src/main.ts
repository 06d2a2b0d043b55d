// Only what is needed to start the database is imported up front; the rest follows once PGlite has begun.
import { DatabaseInUseError } from './platform/db/folder-lock';
import { bootPglite, pgliteDirFromEnv } from './platform/db/pglite-boot';
import type { App } from './app';

/**
 * How long after the server answers its background work starts: the job workers' first polls, the cron clock,
 * resuming campaigns, reading the search index, loading the server render and drawing the landing page, and (on a
 * later start) topping up the demo data. PGlite runs one statement at a time, and the rest of this work runs on
 * the main thread, so it would queue in front of the first requests after a restart, which is when a crashed instance's
 * users are waiting (docs/ARCHITECTURE.md, "Starting the server").
 */
const BACKGROUND_DELAY_MS = 1000;

/** Starts Openhouse: config, database and migrations, demo data on first start, then the HTTP server. */
async function main(): Promise<void> {
  // PGlite starts in a thread of its own (platform/db/pglite-thread.ts) while the rest loads, the config's
  // schemas included; run as the bundle, the entry started it before reading the bundle, and this takes it over.
  // It is chosen from the same two variables the config reads (a DATA_DIR the config would refuse, the empty
  // one, waits for the config to say so).
  const pgliteDir = pgliteDirFromEnv(process.env);
  const pgliteBooting = pgliteDir ? bootPglite(pgliteDir) : undefined;
  const { ConfigError, loadConfig } = await import('./config');
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
  const [{ buildApp }, { DEMO_LOGINS, DEMO_PASSWORD, demoAccountsExist, seedDemo }] = await Promise.all([import('./app'), import('./seed/demo')]);
  const app = await buildApp({ config, pgliteBooting, deferBackground: true });
  if (!config.HTTP) return runJobsProcess(app);
  // The first start seeds before it answers, so the demo accounts it prints can sign in; a later start only
  // tops up what newer versions added, which can follow.
  const demoExisted = config.SEED_DEMO && (await demoAccountsExist(app.platform));
  if (config.SEED_DEMO && !demoExisted && (await seedDemo(app.platform))) app.log.info('demo accounts created');

  let background: Promise<void> = Promise.resolve();
  const backgroundTimer = setTimeout(() => {
    background = (async () => {
      await app.startBackground();
      if (demoExisted && (await seedDemo(app.platform))) app.log.info('demo data topped up');
    })().catch((error: unknown) => app.log.error({ err: error }, 'background start failed'));
  }, BACKGROUND_DELAY_MS);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    clearTimeout(backgroundTimer);
    await background;
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

/**
 * HTTP=false: the workers start at once and no port is opened; the web process beside it seeds and answers. It
 * stops on SIGTERM as the web process does; a campaign batch cut short is judged by its claims (campaign-sender.ts).
 */
async function runJobsProcess(app: App): Promise<void> {
  await app.ready();
  await app.startBackground();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'jobs process shutting down');
      setTimeout(() => process.exit(1), 10_000).unref();
      void app.close().then(() => process.exit(0));
    });
  }
  console.log('\n  Openhouse jobs process is running: campaigns, deliveries, reminders and retries.\n');
}

main().catch((error) => {
  // A data folder held by another process is the operator's to resolve: one line naming it, no stack.
  console.error(error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
