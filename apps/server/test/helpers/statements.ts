import type { TestApp } from './app';

/** What one operation cost the database: the statements sent, in order, and the pg-boss jobs created. */
export type Cost = { statements: string[]; jobs: number };

/**
 * Not counted: the question events.idle() asks while waiting for deliveries (the measuring's own cost), a job
 * worker's poll (pg-boss's fetch, on its own clock: no operation's cost), and transaction control, which
 * drizzle reports on PostgreSQL but PGlite's driver sends unseen, so that one budget holds on both.
 */
const isUncounted = (text: string) =>
  text.startsWith('SELECT count(*)::int AS count FROM pgboss.job') ||
  /^WITH next as \( SELECT id, singleton_key, policy FROM pgboss\.job/.test(text) ||
  /^(begin|commit|rollback|savepoint|release savepoint)\b/i.test(text);

async function jobCount(t: TestApp): Promise<number> {
  const { rows } = await t.database.executeSql('SELECT count(*)::int AS count FROM pgboss.job', []);
  return Number(rows[0]?.count ?? 0);
}

/** Waits until the app has sent no statement for `quietMs`: what a request left behind its answer (its session's activity) is written. */
async function quiet(t: TestApp, quietMs = 60): Promise<void> {
  let last = Date.now();
  const stop = t.database.statements.watch(() => (last = Date.now()));
  try {
    while (Date.now() - last < quietMs) await new Promise((resolve) => setTimeout(resolve, 15));
  } finally {
    stop();
  }
}

/**
 * Runs `work` and everything it leaves behind (event deliveries, e-mails, the session's activity), and answers
 * what it cost. The app should run without job workers (JOBS=false), so that their polls stay out of the way.
 */
export async function costOf(t: TestApp, work: () => Promise<unknown>): Promise<Cost> {
  const platform = t.app.platform;
  await platform.events.idle();
  await platform.mailer.idle();
  await quiet(t);
  const jobsBefore = await jobCount(t);
  const statements: string[] = [];
  const stop = t.database.statements.watch((text) => {
    // Compared on one line: pg-boss writes its SQL over several, with indentation.
    const line = text.replace(/\s+/g, ' ').trim();
    if (!isUncounted(line)) statements.push(line);
  });
  try {
    await work();
    await platform.events.idle();
    await platform.mailer.idle();
    await quiet(t);
  } finally {
    stop();
  }
  return { statements, jobs: (await jobCount(t)) - jobsBefore };
}

/** The statements as a numbered list, for a failure message that shows where the budget went. */
export const listed = (cost: Cost) => cost.statements.map((text, index) => `${index + 1}. ${text.slice(0, 160)}`).join('\n');
