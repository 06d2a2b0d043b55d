import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedis } from '../redis/connect';

/** Whose cached sessions to forget: these tokens, and every token of these users. */
export type SessionScope = { tokens?: readonly number[]; users?: readonly number[] };

/**
 * Carries "forget these sessions" to every instance. Each instance keeps its sessions in its own memory
 * (see session-cache.ts), so a revocation is only immediate everywhere when every instance has heard of it
 * before the revoking request answers. With Redis, the message goes out on a channel and `publish` waits
 * until every subscriber has acknowledged it (PUBLISH answers how many subscribers got it); a hit then costs
 * no Redis round trip at all. Pub/sub delivers at most once, so an instance that loses its subscription
 * cannot know what it missed: it says so (`listening`), and its cache forgets everything and stays unused
 * until it is subscribed again.
 */
export type RevocationBus = {
  /** Whether every revocation published from now on reaches this instance. */
  listening(): boolean;
  /** Tells every instance (this one included) to forget; resolves once they all have, or after a bounded wait. */
  publish(scope: SessionScope): Promise<void>;
  close(): Promise<void>;
};

export type RevocationBusOptions = {
  redisUrl?: string;
  log: FastifyBaseLogger;
  /** Forget these sessions here. */
  onForget(scope: SessionScope): void;
  /** Revocations may have been missed here (the subscription dropped, or was just made): forget everything. */
  onGap(): void;
  /** How long a revocation waits for every instance's acknowledgement (default 2 s). */
  ackTimeoutMs?: number;
};

const FORGET = 'openhouse-sessions:forget';
const ACK = 'openhouse-sessions:ack';

/** Without Redis there is one instance: forgetting here is forgetting everywhere. */
function localBus(options: RevocationBusOptions): RevocationBus {
  return {
    listening: () => true,
    async publish(scope) {
      options.onForget(scope);
    },
    async close() {},
  };
}

function ids(value: unknown): number[] | undefined {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : undefined;
}

export function createRevocationBus(options: RevocationBusOptions): RevocationBus {
  if (!options.redisUrl) return localBus(options);
  const ackTimeoutMs = options.ackTimeoutMs ?? 2000;
  // Commands fail fast while Redis is away rather than queue: a revocation must not hang its request.
  const pub = connectRedis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  // Subscriptions are made again by hand on every (re)connection, so we know when they are in place.
  const sub = connectRedis(options.redisUrl, { connectTimeout: 2000, autoResubscribe: false });
  for (const client of [pub, sub]) client.on('error', (error) => options.log.warn({ err: error }, 'session revocation redis error'));

  let subscribed = false;
  let closing = false;
  /** Revocations sent from here, waiting for acknowledgements: how many arrived, and how many are expected. */
  const waiting = new Map<string, { acks: number; expected: number; done(): void }>();

  sub.on('ready', () => {
    sub.subscribe(FORGET, ACK).then(
      () => {
        subscribed = true;
        // Whatever was looked up while unsubscribed may predate a revocation we never heard of.
        options.onGap();
      },
      (error: unknown) => options.log.warn({ err: error }, 'session revocation subscribe failed'),
    );
  });
  sub.on('close', () => {
    if (!subscribed) return;
    subscribed = false;
    options.onGap();
    if (!closing) options.log.warn('session revocations unreachable: sessions are read from the database until Redis is back');
  });

  sub.on('message', (channel: string, text: string) => {
    if (channel === ACK) {
      const wait = waiting.get(text);
      if (wait && ++wait.acks >= wait.expected) wait.done();
      return;
    }
    if (channel !== FORGET) return;
    let message: { id?: unknown; tokens?: unknown; users?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    options.onForget({ tokens: ids(message.tokens), users: ids(message.users) });
    if (typeof message.id === 'string') pub.publish(ACK, message.id).catch((error: unknown) => options.log.warn({ err: error }, 'session revocation ack failed'));
  });

  return {
    listening: () => subscribed,
    async publish(scope) {
      // This instance forgets at once, whatever happens to Redis; the others hear it through the channel.
      options.onForget(scope);
      const id = randomUUID();
      // Registered before publishing: acknowledgements may come back before PUBLISH's own answer does.
      const acknowledged = new Promise<void>((resolve) => {
        waiting.set(id, { acks: 0, expected: Number.POSITIVE_INFINITY, done: resolve });
      });
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), ackTimeoutMs);
      });
      try {
        const sent = pub.publish(FORGET, JSON.stringify({ id, tokens: scope.tokens ?? [], users: scope.users ?? [] })).then((receivers) => {
          const wait = waiting.get(id);
          if (!wait) return;
          wait.expected = receivers;
          if (wait.acks >= receivers) wait.done();
        });
        const outcome = await Promise.race([sent.then(() => acknowledged), timedOut]);
        if (outcome === 'timeout') options.log.error({ scope }, 'session revocation not acknowledged by every instance in time');
      } catch (error) {
        // The revocation has committed and this instance forgot; an instance that never hears of it serves its
        // cached copy until that copy's time is up (SESSION_CACHE_SECONDS).
        options.log.error({ err: error, scope }, 'session revocation could not be published');
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
      }
    },
    async close() {
      closing = true;
      // A client still trying to connect has nothing to say goodbye to: it is just stopped.
      await Promise.all([pub, sub].map((client) => (client.status === 'ready' ? client.quit().catch(() => undefined) : client.disconnect())));
    },
  };
}
