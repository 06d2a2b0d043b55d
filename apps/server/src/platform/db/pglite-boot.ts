import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { lockFolder } from './folder-lock';
import { onFirstUse } from '../lazy-module';
import { PgliteThread, type PgliteClient } from './pglite-thread';
import { DEFAULT_DATA_DIR, dataDirFrom } from '../paths';

/**
 * PGlite's module, for a database in this process: the server's thread loads its own, and loading it here first
 * (some 30 ms) would only delay starting that thread.
 */
const pgliteModule = onFirstUse<typeof import('@electric-sql/pglite')>('@electric-sql/pglite');

/** A PGlite whose start has begun: it opens while the caller does other work. */
export type BootingPglite = { client: PgliteClient; release(): void };

/**
 * Starts PGlite on a data folder in a thread of its own (pglite-thread.ts), or in this process on 'memory://'
 * (the tests' databases, each private to its test file, optionally from a dumped data folder). Kept apart from client.ts,
 * which pulls in every table of the schema: the server's entry calls this before it loads the rest of the app,
 * so PostgreSQL's start overlaps loading the app's modules (docs/ARCHITECTURE.md, "Starting the server").
 */
export function bootPglite(dir: string, loadDataDir?: Blob): BootingPglite {
  const early = takeEarlyPglite(dir);
  if (early) return early;
  if (dir.startsWith('memory://')) return { client: new (pgliteModule().PGlite)(dir, loadDataDir ? { loadDataDir } : {}) as PgliteClient, release: () => undefined };
  if (loadDataDir) throw new Error('a dumped data folder is loaded into memory only');
  mkdirSync(dir, { recursive: true });
  // Files on disk may be open in one process only (folder-lock.ts).
  const lock = lockFolder(dir);
  return { client: new PgliteThread(dir), release: () => lock.release() };
}

/** Where PGlite keeps its files inside the data folder. */
export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'db');
}

/**
 * The PGlite folder a server started with this environment opens: none on PostgreSQL, nor for an empty DATA_DIR,
 * which the config refuses (config.ts reads the same two variables).
 */
export function pgliteDirFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const { DATABASE_URL, DATA_DIR = DEFAULT_DATA_DIR } = env;
  return !DATABASE_URL && DATA_DIR !== '' ? pgliteDirFor(dataDirFrom(DATA_DIR)) : undefined;
}

/** Where a PGlite started before the server's bundle was read waits for the bundle (two bundles, one process). */
const EARLY_PGLITE = Symbol.for('openhouse.earlyPglite');
type EarlyPglite = { dir: string; booting: BootingPglite };
const earlyHolder = globalThis as { [EARLY_PGLITE]?: EarlyPglite };

/**
 * Starts PGlite's thread for the folder this environment names, before the server's 6 MB bundle is read and run
 * (dist/main.mjs runs this from a bundle of its own first). PostgreSQL's start in the thread was the longest
 * stretch of a server start, and it began only once the bundle had loaded, about a third of a second in on a
 * slow machine (docs/ARCHITECTURE.md, "Starting the server"). The bundle's bootPglite() takes it over. Any
 * failure here (a folder in use) is left for that call to meet again and report as it always does.
 */
export function startPgliteEarly(env: NodeJS.ProcessEnv): void {
  const dir = pgliteDirFromEnv(env);
  if (!dir) return;
  try {
    earlyHolder[EARLY_PGLITE] = { dir, booting: bootPglite(dir) };
  } catch {
    // Reported by the server's own start.
  }
}

/** The PGlite started early, when it is for `dir`; one started for another folder is closed and let go. */
function takeEarlyPglite(dir: string): BootingPglite | undefined {
  const early = earlyHolder[EARLY_PGLITE];
  if (!early) return undefined;
  delete earlyHolder[EARLY_PGLITE];
  if (early.dir === dir) return early.booting;
  void early.booting.client.close().finally(() => early.booting.release());
  return undefined;
}

/** PGlite's buffer pool: room for the working set of a realtor's office, a quarter of PostgreSQL's default. */
const SHARED_BUFFERS = '32MB';
/** PGlite serves one connection; PostgreSQL sizes its lock and process tables for max_connections. */
const MAX_CONNECTIONS = '10';

/**
 * Sets PGlite's server up once for every later start: shared memory sized for one connection, and UTC as the
 * zone every statement works in. With PostgreSQL's defaults (128 MB of buffers, 100 connections) setting up that
 * memory was about a tenth of every server start, and a `SET TIME ZONE` at each start cost another 2% of it
 * (docs/ARCHITECTURE.md, "Starting the server"). The settings go to postgresql.auto.conf (ALTER SYSTEM) and are
 * read by the next start, so a folder pays once; the tests' template folder carries them to every test database.
 * The zone is also set for this session, which is the one that runs.
 */
export async function configurePglite(client: PgliteClient, sharedBuffers = SHARED_BUFFERS): Promise<void> {
  const { rows } = await client.query<{ shared_buffers: string; max_connections: string; time_zone: string }>(
    "SELECT current_setting('shared_buffers') AS shared_buffers, current_setting('max_connections') AS max_connections, current_setting('TimeZone') AS time_zone",
  );
  const current = rows[0];
  if (current?.time_zone !== 'UTC') {
    await client.exec("SET TIME ZONE 'UTC'");
    await client.exec("ALTER SYSTEM SET TimeZone = 'UTC'");
  }
  if (current?.shared_buffers === sharedBuffers && current?.max_connections === MAX_CONNECTIONS) return;
  // Each on its own: ALTER SYSTEM refuses to run inside a transaction block, which a multi-statement script is.
  await client.exec(`ALTER SYSTEM SET shared_buffers = '${sharedBuffers}'`);
  await client.exec(`ALTER SYSTEM SET max_connections = ${MAX_CONNECTIONS}`);
}
