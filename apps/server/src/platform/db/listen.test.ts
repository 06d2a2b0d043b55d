import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabaseForSuite } from '../../../test/helpers/database';

const databaseOf = freshDatabaseForSuite();
const notify = (channel: string, payload: string) => databaseOf().executeSql('SELECT pg_notify($1, $2)', [channel, payload]);

/** Notifies every 100 ms until `heard` holds `payload` (a listener reconnecting misses what is sent meanwhile). */
async function notifyUntilHeard(channel: string, payload: string, heard: string[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!heard.includes(payload)) {
    if (Date.now() > deadline) throw new Error(`${payload} never heard; heard: ${heard.join(', ')}`);
    await notify(channel, payload);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('listen', () => {
  it('hears the notices of its channel once they commit, not those of another or of a rolled-back transaction', async () => {
    const heard: string[] = [];
    const unlisten = await databaseOf().listen('listen_test', (payload) => heard.push(payload));
    try {
      await databaseOf().executeSql('SELECT pg_notify($1, $2)', ['another_channel', 'not ours']);
      await databaseOf().db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify('listen_test', 'rolled back')`);
        tx.rollback();
      }).catch(() => undefined);
      await notifyUntilHeard('listen_test', 'committed', heard);
      expect(new Set(heard)).toEqual(new Set(['committed']));
    } finally {
      await unlisten();
    }
    await notify('listen_test', 'after unlisten');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).not.toContain('after unlisten');
  });

  it.runIf(process.env.DATABASE_URL)('listens again on a new connection when PostgreSQL ends the one it had', async () => {
    const heard: string[] = [];
    const unlisten = await databaseOf().listen('listen_again', (payload) => heard.push(payload));
    try {
      await notifyUntilHeard('listen_again', 'before', heard);
      const { rows } = await databaseOf().executeSql(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN "listen_again"'`,
        [],
      );
      expect(rows).toEqual([{ ended: true }]);
      await notifyUntilHeard('listen_again', 'after', heard);
    } finally {
      await unlisten();
    }
  });
});
