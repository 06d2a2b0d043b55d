/**
 * Messaging delivery (`BENCH_ONLY=messaging npm run bench`): two Openhouse instances on one fresh PostgreSQL
 * database and one Redis; BENCH_SOCKETS signed-in sockets (default 2,000), half connected to each instance,
 * in BENCH_CONVERSATIONS conversations (default 50). Every conversation's first person sends a message every
 * BENCH_MESSAGE_INTERVAL_MS (default 1,000) for BENCH_SECONDS (default 8), through the two instances in turn.
 * Each message carries the time it was sent; each socket notes when it arrived. Reported: messages sent,
 * deliveries expected (every participant's sockets, the sender's own included), deliveries lost, deliveries
 * to a socket of another conversation (must be 0), and the delivery latency p50 and p99 from send to arrival.
 * A one-second warm-up round goes first (its deliveries count for loss, not latency). Target: p99 under 30 ms, none lost.
 */
import type { Message } from '@openhouse/shared/messaging/schemas';
import { io, type Socket } from 'socket.io-client';
import type { MessagingWorld } from './messaging-seed';
import { freshDatabase, spawnTarget } from './spawn-target';
import { record } from './bench-results';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const INTERVAL_MS = Number(process.env.BENCH_MESSAGE_INTERVAL_MS ?? 1000);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const P99_TARGET_MS = 30;
const WARM_UP_SECONDS = 1;

function connect(port: number, token: string): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { token }, timeout: 20_000 });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

export async function messaging(): Promise<void> {
  const database = await freshDatabase('messaging', 'Messaging bench');
  if (!database) return;
  const env = { DATABASE_URL: database, REDIS_URL, JOBS: 'true' };
  const a = spawnTarget('messaging', { ...env, BENCH_MESSAGING_SEED: '1', BENCH_SOCKETS: String(SOCKETS), BENCH_CONVERSATIONS: String(CONVERSATIONS) });
  const first = await a.nextJson<{ port: number; seeded: MessagingWorld }>();
  const b = spawnTarget('messaging', env);
  const second = await b.nextJson<{ port: number }>();
  const ports = [first.port, second.port];
  const sockets: Socket[] = [];
  try {
    const arrivals = new Map<number, number[]>();
    const leaks = { count: 0 };
    let connected = 0;
    // Connected a hundred at a time, alternating instances, so the handshakes do not all land at once.
    const people = first.seeded.conversations.flatMap((conversation) => conversation.people.map((person) => ({ person, conversationId: conversation.id })));
    for (let start = 0; start < people.length; start += 100) {
      const batch = await Promise.all(
        people.slice(start, start + 100).map(async ({ person, conversationId }, offset) => {
          const socket = await connect(ports[(start + offset) % 2]!, person.token);
          socket.on('message:new', (message: Message) => {
            const now = Date.now();
            if (message.conversation_id !== conversationId) leaks.count += 1;
            const sentAt = Number(message.body.split(' ')[1]);
            (arrivals.get(message.id) ?? arrivals.set(message.id, []).get(message.id)!).push(now - sentAt);
          });
          return socket;
        }),
      );
      sockets.push(...batch);
      connected += batch.length;
    }
    console.log(`\nMessaging (postgres + redis, two instances): ${connected} sockets in ${first.seeded.conversations.length} conversations, one message per conversation every ${INTERVAL_MS} ms for ${SECONDS}s`);

    const failures: string[] = [];
    /** Every conversation sends once per interval for `seconds`; what was sent is recorded in `sent`. */
    const sendFor = (seconds: number, sent: { id: number; expected: number }[]) => {
      const stopAt = Date.now() + seconds * 1000;
      return Promise.all(
        first.seeded.conversations.map(async (conversation, index) => {
          // Spread over the interval, so the conversations do not all send in the same millisecond.
          await new Promise((resolve) => setTimeout(resolve, (index * INTERVAL_MS) / first.seeded.conversations.length));
          let turn = 0;
          while (Date.now() < stopAt) {
            const next = Date.now() + INTERVAL_MS;
            const port = ports[(index + turn++) % 2]!;
            const response = await fetch(`http://127.0.0.1:${port}/api/v1/messages`, {
              method: 'POST',
              headers: { authorization: `Bearer ${conversation.people[0]!.token}`, 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(index / 250)}.${index % 250}` },
              body: JSON.stringify({ conversation_id: conversation.id, body: `sent ${Date.now()}` }),
            });
            if (response.status === 201) sent.push({ id: ((await response.json()) as { data: { id: number } }).data.id, expected: conversation.people.length });
            else failures.push(`${response.status} ${await response.text()}`);
            await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
          }
        }),
      );
    };
    // A warm-up round first, as in the other benches: the instances' first messages pay for JIT and for the
    // modules and statements a first message loads. Its deliveries count for loss, not for latency.
    const warmUp: { id: number; expected: number }[] = [];
    await sendFor(WARM_UP_SECONDS, warmUp);
    const sent: { id: number; expected: number }[] = [];
    await sendFor(SECONDS, sent);
    // Whatever is still on its way has two seconds to arrive.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const latencies = sent.flatMap((message) => arrivals.get(message.id) ?? []).sort((x, y) => x - y);
    const warmUpLatencies = warmUp.flatMap((message) => arrivals.get(message.id) ?? []).sort((x, y) => x - y);
    const expected = sent.reduce((sum, message) => sum + message.expected, 0);
    const lost = [...warmUp, ...sent].reduce((sum, message) => sum + Math.max(0, message.expected - (arrivals.get(message.id)?.length ?? 0)), 0);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    console.log(`messages sent ${sent.length} after ${warmUp.length} in the warm-up (refused ${failures.length}${failures[0] ? `, first: ${failures[0].slice(0, 120)}` : ''})`);
    console.log(`deliveries expected ${expected}, received ${latencies.length}, lost ${lost}, to another conversation ${leaks.count}`);
    console.log(`delivery latency p50 ${p50} ms, p99 ${p99} ms (the ${WARM_UP_SECONDS} s warm-up before it, not counted: p50 ${percentile(warmUpLatencies, 50)} ms, p99 ${percentile(warmUpLatencies, 99)} ms, slowest ${warmUpLatencies.at(-1)} ms)`);
    record('messaging.delivery p50', p50, 'ms', 'lower');
    record('messaging.delivery p99', p99, 'ms', 'lower');
    record('messaging.lost', lost, 'deliveries', 'lower');
    console.log(`target p99 < ${P99_TARGET_MS} ms and 0 lost: ${p99 < P99_TARGET_MS && lost === 0 && leaks.count === 0 ? 'met' : 'NOT met'}`);
  } finally {
    for (const socket of sockets) socket.close();
    await a.close();
    await b.close();
  }
}
