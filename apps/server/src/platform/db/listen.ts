import pg from 'pg';

/** Stops listening: the connection (PostgreSQL) or the subscription (PGlite) is let go. */
export type Unlisten = () => Promise<void>;

/** How long a lost listening connection waits before it connects again, doubling up to the last. */
const RECONNECT_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on PostgreSQL takes a connection of its own for as long as it listens: a pooled one would be handed to
 * other queries. A connection that is lost (a restart, a failover) is opened again, the wait growing up to 5 s;
 * notices sent meanwhile are missed, which is why a listener may only hurry work that something else would do
 * later anyway (a worker's next poll).
 */
export async function listenOnPostgres(url: string, channel: string, onNotice: (payload: string) => void, warn: (message: string) => void): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (notice) => {
      if (notice.channel === channel) onNotice(notice.payload ?? '');
    });
    next.on('error', (error) => {
      warn(`listening connection lost: ${error.message}`);
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    client = next;
    await next.connect();
    // The channel is a constant of ours, never user input; LISTEN takes no parameters.
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    failures = 0;
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost || retry) return;
    client = null;
    lost.end().catch(() => undefined);
    const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: Error) => {
        warn(`listening connection not opened again: ${error.message}`);
        if (client) reconnect(client);
      });
    }, wait);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
