import type { ChildProcess } from 'node:child_process';
import { openDatabase, pgliteDirFor, type Database } from '../../src/platform/db/client';
import { freshDatabase } from '../helpers/database';
import { makeTestFolder, removeTestFolder } from '../helpers/temp-folders';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * What a crash test's server children run on: PGlite files in a test folder (default), or a fresh
 * PostgreSQL database for the file when DATABASE_URL is set. Uploaded files live in the folder either way.
 */
export type CrashData = {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** Starts a server child on this data (more environment in `env`); resolves once it listens. */
  start(env?: Record<string, string>): Promise<ServerProcess>;
  /**
   * Reads or writes the stored state. On PGlite no server may be running: only one process may open
   * the files (folder-lock.ts refuses a second), so a killed child's stale lock is taken over here.
   */
  stored<T>(work: (database: Database) => Promise<T>): Promise<T>;
  /** Kills what still runs and removes the data. */
  dispose(): Promise<void>;
};

export async function crashData(): Promise<CrashData> {
  const dataDir = makeTestFolder();
  const postgres = process.env.DATABASE_URL ? await freshDatabase() : undefined;
  const children = new Set<ChildProcess>();
  return {
    kind: postgres ? 'postgres' : 'pglite',
    dataDir,
    start: (env = {}) => startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', ...env }, children),
    async stored(work) {
      if (postgres) return work(postgres.database);
      const database = await openDatabase({ pgliteDir: pgliteDirFor(dataDir) });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
    async dispose() {
      for (const child of children) child.kill('SIGKILL');
      await postgres?.drop();
      removeTestFolder(dataDir);
    },
  };
}
