/**
 * A PGlite data folder is opened by one process at a time: while a server child holds it, this process's
 * openDatabase and the start command are refused at once, naming the folder and the holder's pid; after
 * the child is killed its stale lock is taken over, and closing or a clean shutdown releases the lock.
 * Always PGlite, whatever DATABASE_URL says.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirFor } from '../../src/platform/db/client';
import { DatabaseInUseError } from '../../src/platform/db/folder-lock';
import { makeTestFolder, removeTestFolder } from '../helpers/temp-folders';
import { startServerProcess, stopServerProcess } from './server-process';

const SERVER_ROOT = new URL('../..', import.meta.url).pathname;

/** `npm start`'s server (src/main.ts, bundled) on this data folder: its exit code and what it printed on stderr. */
function runStartCommand(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: SERVER_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', SERVE_WEB: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'silent' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stderr })));
}

describe('a PGlite data folder open in another process', () => {
  const children = new Set<ChildProcess>();
  let dataDir: string;
  let dbDir: string;

  beforeAll(() => {
    dataDir = makeTestFolder();
    dbDir = pgliteDirFor(dataDir);
  });

  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    removeTestFolder(dataDir);
  });

  it('is refused while held, taken over once its holder is killed, and released on close and clean shutdown', { timeout: 120_000 }, async () => {
    const holder = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, children);
    const pid = holder.child.pid!;
    const refusal = new RegExp(`^The database folder ${dbDir} is in use by another Openhouse process \\(pid ${pid}, started [^)]+\\)\\. `);

    const refused = await openDatabase({ pgliteDir: dbDir }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as Error).message).toMatch(refusal);

    // The start command says so in one line, without a stack trace, and stops.
    const start = await runStartCommand(dataDir);
    expect(start.code).toBe(1);
    expect(start.stderr.trim()).toMatch(refusal);
    expect(start.stderr.trim().split('\n')).toHaveLength(1);
    // The holder was not disturbed.
    expect((await fetch(`${holder.base.replace(/\/v1$/, '')}/health`)).status).toBe(200);

    await stopServerProcess(holder, 'SIGKILL');
    expect(existsSync(`${dbDir}.lock`), 'a killed holder leaves its lock behind').toBe(true);
    const database = await openDatabase({ pgliteDir: dbDir });
    // Held by this process now: a second open here is refused as well.
    await expect(openDatabase({ pgliteDir: dbDir })).rejects.toThrow(`(pid ${process.pid},`);
    expect(await database.ping()).toBe(true);
    await database.close();
    expect(existsSync(`${dbDir}.lock`), 'released on close').toBe(false);

    const next = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, children);
    expect(existsSync(`${dbDir}.lock`)).toBe(true);
    await stopServerProcess(next, 'SIGTERM');
    expect(next.child.exitCode).toBe(0);
    expect(existsSync(`${dbDir}.lock`), 'released by a clean shutdown').toBe(false);
  });
});
