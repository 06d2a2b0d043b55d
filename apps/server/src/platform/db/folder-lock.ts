import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Who holds a data folder: the process id and when that process started (milliseconds since the epoch). */
export type FolderHolder = { pid: number; started: number };

/**
 * A second process opening a PGlite data folder that another one has open. PGlite has no locking of its
 * own: two processes writing one folder corrupt it, so the second is refused before it touches a file.
 */
export class DatabaseInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: FolderHolder,
  ) {
    super(
      `The database folder ${folder} is in use by another Openhouse process (pid ${holder.pid}, started ${new Date(holder.started).toISOString()}). ` +
        'Stop that process first, or give this one another DATA_DIR.',
    );
    this.name = 'DatabaseInUseError';
  }
}

export type FolderLock = { release(): void };

/** Lock files this process holds: opening the same folder twice in one process is refused too. */
const held = new Set<string>();

/**
 * Locks `folder` for this process with `<folder>.lock` beside it (inside, it would be a stranger to PGlite's
 * own files), holding the pid and the start time. The file is written whole under a private name and then
 * hard-linked into place, which fails when a lock exists: another process never reads a half-written lock.
 * A lock whose process is gone (killed, crashed) is taken over. Released by release() and on normal exit.
 */
export function lockFolder(folder: string): FolderLock {
  const path = `${resolve(folder)}.lock`;
  const own: FolderHolder = { pid: process.pid, started: processStart(process.pid) ?? Math.round(performance.timeOrigin) };
  if (held.has(path)) throw new DatabaseInUseError(folder, own);
  const content = JSON.stringify(own);
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, content);
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        linkSync(draft, path);
        break;
      } catch (error) {
        // Taking over a stale lock can race another starter doing the same; a few rounds settle it.
        if (errorCode(error) !== 'EEXIST' || attempt > 3) throw error;
      }
      const stale = readLock(path);
      const holder = stale === undefined ? undefined : parseHolder(stale);
      if (holder && isRunning(holder)) throw new DatabaseInUseError(folder, holder);
      if (stale !== undefined) takeOver(path, stale);
    }
  } finally {
    unlinkSync(draft);
  }

  held.add(path);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(path)) return;
    // Only our own lock: had it been taken over meanwhile, the file is someone else's.
    if (readLock(path) === content) unlinkSync(path);
  };
  process.on('exit', release);
  return { release };
}

/** Moves a stale lock aside, unless another starter replaced it in between (then it is put back). */
function takeOver(path: string, stale: string): void {
  const aside = `${path}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (readLock(aside) !== stale) {
    try {
      linkSync(aside, path);
    } catch {
      // A third starter locked it meanwhile: its lock stands, and the next round reads it.
    }
  }
  unlinkSync(aside);
}

function isRunning(holder: FolderHolder): boolean {
  // Our own pid in a lock we do not hold is an earlier process's (a container restarted with the same pid).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (errorCode(error) === 'ESRCH') return false;
    // EPERM: it runs under another user.
  }
  // A pid may be reused: the process under it now must have started when the holder did.
  const started = processStart(holder.pid);
  return started === undefined || Math.abs(started - holder.started) < 1000;
}

/** When a process started, from /proc on Linux (boot time plus clock ticks of 1/100 s); undefined elsewhere. */
function processStart(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; the fields after its last ')' are plain.
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    return Number.isFinite(ticks) && Number.isFinite(bootSeconds) ? bootSeconds * 1000 + ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

function readLock(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function parseHolder(content: string): FolderHolder | undefined {
  try {
    const value = JSON.parse(content) as Partial<FolderHolder>;
    return Number.isInteger(value.pid) && typeof value.started === 'number' ? { pid: value.pid!, started: value.started } : undefined;
  } catch {
    return undefined;
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;
