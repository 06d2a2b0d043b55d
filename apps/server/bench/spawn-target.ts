/**
 * Starting a target.ts server in its own process and talking to it over stdin and stdout, and making a
 * fresh PostgreSQL database for a bench part: shared by the bidding and load benches.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { serverNodeFlags } from './server-flags';

export type SpawnedTarget = {
  child: ChildProcess;
  /** The next line the target prints that is a JSON object, parsed. */
  nextJson<T>(): Promise<T>;
  /** Sends a command on the target's stdin and waits for its one-line JSON answer. */
  ask(command: string): Promise<string>;
  /** Asks the target to shut down cleanly (`close`), and kills it if it has not gone within 10 s. */
  close(): Promise<void>;
};

/** Node flags for every target, from BENCH_TARGET_NODE_FLAGS: `--cpu-prof --cpu-prof-dir=…` profiles a bench's servers. */
const extraFlags = (process.env.BENCH_TARGET_NODE_FLAGS ?? '').split(' ').filter(Boolean);

export function spawnTarget(kind: string, env: Record<string, string>, nodeFlags: string[] = []): SpawnedTarget {
  const child = spawn(process.execPath, [...serverNodeFlags, ...nodeFlags, ...extraFlags, '--import', 'tsx', new URL('./target.ts', import.meta.url).pathname, kind], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextJsonLine = async (): Promise<string> => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error(`the ${kind} server stopped`);
      if ((value as string).startsWith('{')) return value as string;
    }
  };
  return {
    child,
    async nextJson<T>() {
      return JSON.parse(await nextJsonLine()) as T;
    },
    async ask(command) {
      child.stdin!.write(`${command}\n`);
      return nextJsonLine();
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin!.end('close\n');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * A database beside BENCH_DATABASE_URL's named `<name>_<suffix>`, dropped and created again, or null (said
 * why) when no PostgreSQL answers. The listings bench's own database is never touched.
 */
export async function freshDatabase(suffix: string, purpose: string): Promise<string | null> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/openhouse_bench';
  const url = new URL(base);
  const name = `${url.pathname.slice(1).replace(/[^a-zA-Z0-9_]/g, '')}_${suffix}`;
  const admin = new pg.Client({ connectionString: Object.assign(new URL(base), { pathname: '/postgres' }).toString() });
  try {
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    url.pathname = `/${name}`;
    return url.toString();
  } catch (error) {
    console.log(`\n!!! ${purpose} on PostgreSQL skipped: no PostgreSQL at ${base} (${(error as Error).message}). Set BENCH_DATABASE_URL.`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
}
