/** Where the time goes: CPU of each process, and what PostgreSQL's sessions are doing. */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const CLOCK_TICKS = 100;

/** CPU seconds used so far by a process (Linux /proc; null elsewhere). */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** CPU seconds of every PostgreSQL server process on this machine (other users of the server included). */
function postgresCpuSeconds(): number | null {
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (!stat.includes('(postgres)')) continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        total += (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
      } catch {
        // the process ended while we looked
      }
    }
    return total;
  } catch {
    return null;
  }
}

/** Busy and total CPU seconds of the whole machine. */
function machineCpu(): { busy: number; total: number } | null {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const numbers = values.map(Number);
    const total = numbers.reduce((sum, value) => sum + value, 0);
    const idle = numbers[3]! + (numbers[4] ?? 0);
    return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
  } catch {
    return null;
  }
}

export type CpuMark = { server: number | null; bench: number; postgres: number | null; machine: { busy: number; total: number } | null; at: number };

export function cpuMark(serverPid: number, withPostgres: boolean): CpuMark {
  const own = process.cpuUsage();
  return { server: cpuSeconds(serverPid), bench: (own.user + own.system) / 1e6, postgres: withPostgres ? postgresCpuSeconds() : null, machine: machineCpu(), at: performance.now() / 1000 };
}

/** Samples pg_stat_activity of the bidding database every 100 ms: how many sessions are in which state. */
export function sessionSampler(url: string) {
  const client = new pg.Client({ connectionString: url });
  const states = new Map<string, number>();
  const statements = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ state: string | null; wait_type: string | null; wait: string | null; query: string }>(
        `select state, wait_event_type as wait_type, wait_event as wait, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      samples += 1;
      for (const row of rows) {
        let state: string;
        if (row.state === 'idle') state = 'idle in the pool';
        else if (row.state?.startsWith('idle in transaction')) state = 'in a transaction, waiting for the app';
        else if (row.wait_type === 'Lock') state = `waiting for a lock (${row.wait})`;
        else if (row.wait_type === 'IO' || row.wait_type === 'LWLock') state = `waiting on ${row.wait_type} (${row.wait})`;
        else if (row.wait_type === 'Client') state = `waiting for the client (${row.wait})`;
        else state = 'running a statement';
        states.set(state, (states.get(state) ?? 0) + 1);
        if (row.state !== 'idle') statements.set(row.query, (statements.get(row.query) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await loop.catch(() => undefined);
      return { samples, states, statements };
    },
  };
}
