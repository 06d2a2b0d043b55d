/**
 * The crash suite: CRASH_CYCLES times, the real server (a child process) takes bids, document uploads,
 * document access requests and messages from several clients for a random few hundred milliseconds to 1.5 s and is
 * killed with SIGKILL mid-stream. The restart of one cycle is the start of the next, and before the next
 * stream the restarted server must still show every write it acknowledged. At the end, with the workers
 * caught up, the stored state is checked whole: every acknowledged bid, document, request and message is there, the
 * bidding invariants hold, and every committed access request has made its notice exactly once.
 *
 * PGlite (default): file-backed data in a test folder, opened by one process at a time (folder-lock.ts).
 * PostgreSQL (DATABASE_URL set): a fresh database for this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/modules/accounts/accounts.repository';
import { issueToken } from '../../src/modules/accounts/sessions';
import { addParticipants, insertConversation } from '../../src/modules/messaging/messaging.repository';
import type { Database } from '../../src/platform/db/client';
import { auctionSnapshot, auctionViolations, insertApprovedBidders, seedAuction } from '../helpers/auction';
import { crashData, type CrashData } from './crash-data';
import { missingAfterRestart, newLedger, streamWrites, type Market } from './crash-writers';
import { stopServerProcess, type ServerProcess } from './server-process';

/** A few in every test run; .ci/run runs 100 on each database after the other suites (docs/ARCHITECTURE.md). */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 5);
const BIDDERS = 4;
/** Enough askers for the most requests a server life takes (25, the rate limit's margin). */
const ASKERS = CYCLES * 25;
/**
 * How long the clients stream before the kill, counted from the cycle's first acknowledged write: on a
 * loaded machine a fresh server's first answers take a while, and a kill before any would prove nothing.
 */
const STREAM_MS = { min: 300, max: 1500 };
/** A server that acknowledges nothing for this long is killed all the same (the cycle then fails). */
const FIRST_ACK_WITHIN_MS = 30_000;
/** Workers poll often, so that the notices of a killed server's requests come soon after the restart. */
const SERVER_ENV = { JOBS_POLL_SECONDS: '0.5' };
const cents = (amount: number) => Math.round(amount * 100);

describe(`${CYCLES} crash cycles (SIGKILL while bids, uploads, access requests and messages stream in)`, () => {
  let data: CrashData;
  let market: Market;
  let startCents: number;

  beforeAll(async () => {
    data = await crashData();
    market = await data.stored(async (database) => {
      const auction = await seedAuction(database.db, { bidders: BIDDERS, startAmount: 250_000, increment: 100 });
      const { rows } = await database.executeSql(`SELECT realtor_id FROM properties WHERE id = $1`, [auction.propertyId]);
      const realtorId = Number(rows[0]!.realtor_id);
      const realtor = (await findUserById(database.db, realtorId))!;
      const { token } = await issueToken(database.db, realtor, { kind: 'access', remember: true, client: { ip: '127.0.0.1', userAgent: 'crash cycles' } });
      const askers = await insertApprovedBidders(database.db, { id: auction.propertyId, realtor_id: realtorId }, ASKERS);
      // Two buyers (a couple buying together) write to each other: a message to someone offline makes them a
      // notice, and the realtor's notice count must stay the access requests' alone (waitForNotices).
      const sides = auction.bidders.slice(0, 2);
      const conversation = (await insertConversation(database.db, { title: 'Crash cycles', direct_key: null, created_by: sides[0]!.userId }))!;
      await addParticipants(database.db, conversation.id, sides.map((side) => side.userId));
      startCents = cents(auction.startAmount);
      return {
        propertyId: auction.propertyId,
        biddingPropertyId: auction.biddingPropertyId,
        increment: auction.increment,
        realtor: { userId: realtorId, token },
        bidders: auction.bidders,
        askers: askers.map((asker) => ({ userId: asker.user.id, token: asker.token, name: asker.user.name })),
        conversation: { id: conversation.id, sides },
      };
    });
  });

  afterAll(async () => data?.dispose());

  it('keeps every acknowledged write through every SIGKILL', { timeout: 120_000 + CYCLES * 15_000 }, async () => {
    const started = performance.now();
    const ledger = newLedger();
    const highest = { cents: startCents };
    let startingMs = 0;
    const start = async () => {
      const begun = performance.now();
      const started = await data.start(SERVER_ENV);
      startingMs += performance.now() - begun;
      return started;
    };
    let server: ServerProcess = await start();

    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      let stopped = false;
      let armed = false;
      let arm = () => {};
      const killed = new Promise<void>((resolve) => {
        const kill = () => {
          stopped = true;
          server.child.kill('SIGKILL');
          resolve();
        };
        const guard = setTimeout(kill, FIRST_ACK_WITHIN_MS);
        arm = () => {
          if (armed) return;
          armed = true;
          clearTimeout(guard);
          setTimeout(kill, STREAM_MS.min + Math.random() * (STREAM_MS.max - STREAM_MS.min));
        };
      });
      await Promise.all([streamWrites(server, market, ledger, { cycle, stopped: () => stopped, onAck: () => arm(), highest }), killed]);
      await stopServerProcess(server, 'SIGKILL');
      expect(server.child.signalCode, `cycle ${cycle}: the server died of the kill`).toBe('SIGKILL');
      expect(ledger.unexpected).toEqual([]);
      expect(armed, `cycle ${cycle}: a write was acknowledged before the kill`).toBe(true);

      server = await start();
      expect(await missingAfterRestart(server, market, ledger, cycle), `cycle ${cycle}: acknowledged writes missing after the restart`).toEqual([]);
    }
    await stopServerProcess(server, 'SIGTERM');

    // A delivery the killed server had claimed (state active) comes back when pg-boss's expiry (a minute)
    // fails it for a retry, and a retry waits out its backoff, which grows with each server killed under it
    // (tens of seconds after a few). The test does both at once instead of waiting, before every round. A
    // retried delivery whose notice the killed server had stored must not double it.
    const dueNow = () =>
      data.stored(async (database) => {
        const { rows } = await database.executeSql(
          `UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE name = $1 AND state IN ('active', 'retry') RETURNING id`,
          ['events'],
        );
        return rows.length;
      });
    const reclaimed = await dueNow();
    // A retried delivery whose notice the killed server had stored adds no notice, so the notice count can
    // be complete before the workers finish: the server runs again until no delivery of the requests waits.
    let caughtUp = false;
    for (let round = 1; round <= 5 && !caughtUp; round += 1) {
      if (round > 1) await dueNow();
      server = await start();
      const noticed = await waitForNotices(server, market);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await stopServerProcess(server, 'SIGTERM');
      caughtUp = noticed && (await data.stored(readStored(market))).deliveries.every((delivery) => delivery.state === 'completed');
    }

    const stored = await data.stored(readStored(market));
    expect(auctionViolations(stored.auction)).toEqual([]);
    const bids = new Map(stored.auction.bids.map((bid) => [bid.id, bid]));
    const lostBids = ledger.bids.filter((bid) => bids.get(bid.id)?.bid_amount !== bid.amount || bids.get(bid.id)?.user_id !== bid.userId);
    const lostDocuments = ledger.documents.filter((document) => !stored.documentIds.has(document.id));
    const lostRequests = ledger.requests.filter((request) => !stored.requests.has(request.id));
    const lostMessages = ledger.messages.filter((message) => stored.messages.get(message.id) !== message.body);
    expect({ bids: lostBids, documents: lostDocuments, requests: lostRequests, messages: lostMessages }).toEqual({ bids: [], documents: [], requests: [], messages: [] });
    // Every committed request (acknowledged or not) made one notice, and no notice exists without its request.
    const notNoticedOnce = [...stored.requests.values()].filter((request) => request.notices !== 1);
    expect(notNoticedOnce).toEqual([]);
    expect(stored.accessNotices).toBe(stored.requests.size);
    expect(stored.deliveries, `deliveries not completed: ${JSON.stringify(stored.unfinishedDeliveries)}`).toEqual([{ state: 'completed', count: stored.requests.size }]);
    expect(caughtUp, 'the notices caught up through the API before the checks').toBe(true);

    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    console.log(
      `crash cycles (${data.kind}): ${CYCLES} SIGKILL cycles in ${minutes} min; acknowledged ${ledger.bids.length} bids, ` +
        `${ledger.documents.length} uploads, ${ledger.requests.length} access requests, ${ledger.messages.length} messages; ` +
        `unanswered ${ledger.unanswered.bids} bids, ${ledger.unanswered.documents} uploads, ${ledger.unanswered.requests} requests, ` +
        `${ledger.unanswered.messages} messages; stored ${stored.auction.bids.length} bids, ${stored.documentIds.size} documents, ` +
        `${stored.messages.size} messages, ${stored.requests.size} requests with ${stored.accessNotices} notices ` +
        `(${reclaimed} deliveries claimed by a killed server, retried); lost: 0; ${(startingMs / (CYCLES + 2) / 1000).toFixed(1)} s per server start`,
    );
  });
});

/**
 * Waits until the realtor has as many notices as there are requests on the listing (the workers caught up).
 * Only access requests may make the realtor notices, or this count would be reached too early.
 */
async function waitForNotices(server: ServerProcess, market: Market): Promise<boolean> {
  const total = async (path: string) => {
    const response = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${market.realtor.token}` } });
    return ((await response.json()) as { total: number }).total;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((await total('/notification?page=1&per_page=1')) >= (await total('/permissions?page=1&per_page=1'))) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** The stored auction, documents, messages, requests with their notice counts, and the deliveries of their notices by state. */
function readStored(market: Market) {
  return async (database: Database) => {
    const auction = await auctionSnapshot(database.db, market.biddingPropertyId);
    const documents = await database.executeSql(`SELECT id FROM property_documents WHERE property_id = $1`, [market.propertyId]);
    const messages = await database.executeSql(`SELECT id, body FROM messages WHERE conversation_id = $1`, [market.conversation.id]);
    // Notices name the requester: "<name> asked for access to the documents of …".
    const requests = await database.executeSql(
      `SELECT p.id, (SELECT count(*)::int FROM notifications n WHERE n.user_id = $2 AND n.message LIKE u.name || ' asked for access to the documents of %') AS notices
         FROM document_permissions p JOIN users u ON u.id = p.user_id WHERE p.property_id = $1`,
      [market.propertyId, market.realtor.userId],
    );
    const notices = await database.executeSql(`SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND message LIKE '% asked for access to the documents of %'`, [market.realtor.userId]);
    const deliveries = await database.executeSql(`SELECT state::text AS state, count(*)::int AS count FROM pgboss.job WHERE name = $1 AND data->>'subscriber' = $2 GROUP BY state`, [
      'events',
      'documents.access_requested:notices',
    ]);
    // Any delivery not completed, with pg-boss's record of its last failure, for the message of a failed check.
    const unfinished = await database.executeSql(
      `SELECT id, state::text AS state, retry_count, output FROM pgboss.job WHERE name = $1 AND data->>'subscriber' = $2 AND state <> 'completed'`,
      ['events', 'documents.access_requested:notices'],
    );
    return {
      auction,
      documentIds: new Set(documents.rows.map((row) => Number(row.id))),
      messages: new Map(messages.rows.map((row) => [Number(row.id), String(row.body)])),
      requests: new Map(requests.rows.map((row) => [Number(row.id), { id: Number(row.id), notices: Number(row.notices) }])),
      accessNotices: Number(notices.rows[0]!.count),
      deliveries: deliveries.rows,
      unfinishedDeliveries: unfinished.rows,
    };
  };
}
