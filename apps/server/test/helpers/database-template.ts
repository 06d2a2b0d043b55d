import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../src/platform/db/client';
import { createJobs } from '../../src/platform/jobs/jobs';
import { databaseUrl, onServer, TEST_DATABASE_PREFIX, TEST_SHARED_BUFFERS, type DatabaseTemplate } from './database';
import { tarWithout } from './tarball';

const TEMPLATE_PREFIX = 'oh_template_';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Migrations, then pg-boss's schema: what the app would otherwise install in every test file. */
async function prepare(database: Database): Promise<void> {
  const jobs = createJobs(database, quiet);
  await jobs.start();
  await jobs.stop();
}

/**
 * Builds the run's template. PGlite: a migrated in-memory cluster dumped to a tarball (uncompressed:
 * it loads faster than gzip). PostgreSQL: a database marked as a template that accepts no connections,
 * because CREATE DATABASE … TEMPLATE fails while anyone is connected to it.
 */
export async function buildTemplate(serverUrl: string | undefined): Promise<{ template: DatabaseTemplate; dispose(): Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteSharedBuffers: TEST_SHARED_BUFFERS });
    await prepare(database);
    // The drizzle PGlite driver keeps its client as $client; Database hides it on purpose.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const { rows } = await client.query<{ oid: number }>("SELECT oid FROM pg_database WHERE datname IN ('template0', 'template1')");
    const dump = await client.dumpDataDir('none');
    await database.close();
    // PostgreSQL's own templates are a third of the folder, and every test file's PGlite loads the whole of it
    // (0.86 s against 0.46 s a file without them); the tests never create a database on PGlite.
    const templateFolders = rows.map((row) => `/base/${row.oid}`);
    const withoutTemplates = tarWithout(new Uint8Array(await dump.arrayBuffer()), (path) => templateFolders.some((folder) => path === folder || path.startsWith(`${folder}/`)));
    const folder = mkdtempSync(join(tmpdir(), 'openhouse-template-'));
    const tarball = join(folder, 'pgdata.tar');
    writeFileSync(tarball, withoutTemplates);
    return { template: { kind: 'pglite', tarball }, dispose: async () => rmSync(folder, { recursive: true, force: true }) };
  }

  await dropLeftovers(serverUrl);
  const name = `${TEMPLATE_PREFIX}${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 2 });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  await onServer(serverUrl, (admin) => admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`));
  return {
    template: { kind: 'postgres', name },
    async dispose() {
      await onServer(serverUrl, (admin) => dropTemplate(admin, name));
      // The test files' databases whose drop a worker's exit cut short (database.ts): the workers are gone by now.
      await dropLeftovers(serverUrl);
    },
  };
}

async function dropTemplate(admin: { query(text: string): Promise<unknown> }, name: string): Promise<void> {
  await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Templates and test databases of processes that no longer run: runs killed before their teardown, and at a run's
 * end the test files' databases whose drop their worker's exit cut short. Their names carry the pid of the process
 * that made them, and a pid that no longer runs on this machine cannot come back for them.
 */
async function dropLeftovers(serverUrl: string): Promise<void> {
  await onServer(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%' OR datname LIKE '${TEST_DATABASE_PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const pid = Number(/_(\d+)_/.exec(datname)?.[1]);
      if (!pid || isRunning(pid)) continue;
      if (datname.startsWith(TEMPLATE_PREFIX)) await dropTemplate(admin, datname);
      else await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
