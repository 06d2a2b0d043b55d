/**
 * Crash safety of bidding: the real server runs as a child process while 20 bidders stream bids at one
 * auction; after some bids have been acknowledged it is killed with SIGKILL mid-stream and started
 * again on the same data. Every acknowledged (201) bid must still be there with its amount, the
 * bidding invariants must hold over whatever was stored (bids that got no answer may or may not be
 * there), and new bids must be accepted after the restart.
 *
 * PGlite (default): a file-backed data folder in a temporary directory, so this tests PGlite's
 * durability after a hard kill. PostgreSQL (DATABASE_URL set): a fresh database for this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biddingMessages } from '@openhouse/shared/bidding/messages';
import { auctionSnapshot, auctionViolations, seedAuction, type AuctionFixture, type AuctionSnapshot } from '../helpers/auction';
import { crashData, type CrashData } from './crash-data';
import { stopServerProcess, type ServerProcess } from './server-process';

const BIDDERS = 20;
/** The server is killed shortly after this many bids have been acknowledged, or after STREAM_MS at the latest. */
const KILL_AFTER_ACKS = 20;
const STREAM_MS = 20_000;
/** Fewer acknowledged bids than this before the kill would prove little. */
const MIN_ACKS = 5;

type Server = ServerProcess;
type Acknowledged = { id: number; amount: number; userId: number };
type Unanswered = { amount: number; userId: number; error: string };

const cents = (amount: number) => Math.round(amount * 100);
const MINIMUM = /^Minimum bid amount ([\d.,]+) is required\.$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const escrowDate = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('bidding after a crash (SIGKILL mid-stream)', () => {
  let data: CrashData;
  let auction: AuctionFixture;

  /** Starts the server on this test's data; resolves once it listens. */
  const startServer = () => data.start();
  const stopServer = stopServerProcess;

  /** The auction as stored. On PGlite the server must be stopped first: only one process may open the files. */
  const readSnapshot = (): Promise<AuctionSnapshot> => data.stored((database) => auctionSnapshot(database.db, auction.biddingPropertyId));

  function placeBid(server: Server, token: string, amount: number): Promise<Response> {
    return fetch(`${server.base}/bidding_history`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bid_amount: amount, contingency: ['no-contingency'], escrow_closing_date: escrowDate, bid_property_id: auction.biddingPropertyId, due_diligence: true }),
    });
  }

  async function highestAmount(server: Server, token: string): Promise<number> {
    const response = await fetch(`${server.base}/bidding_properties/${auction.propertyId}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data?: { highest_bid_amount?: number } | null };
    const highest = body.data?.highest_bid_amount;
    expect(highest, `GET /bidding_properties/${auction.propertyId} answered ${response.status}: ${JSON.stringify(body)}`).toBeTypeOf('number');
    return highest!;
  }

  beforeAll(async () => {
    data = await crashData();
    auction = await data.stored((database) => seedAuction(database.db, { bidders: BIDDERS, startAmount: 250_000, increment: 100 }));
  });

  afterAll(() => data.dispose());

  it('keeps every acknowledged bid and the invariants, and takes new bids after the restart', { timeout: 60_000 }, async () => {
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    const phases: string[] = [];
    const first = await startServer();
    phases.push(`listening ${seconds()}s`);
    const acknowledged: Acknowledged[] = [];
    const unanswered: Unanswered[] = [];
    const unexpected: string[] = [];
    let killed = false;
    let killTimer: NodeJS.Timeout | undefined;

    /** One bidder: bids the next valid amount from what it last heard, until the server goes away. */
    async function bidder(index: number): Promise<void> {
      const { token, userId } = auction.bidders[index]!;
      let knownCents = cents(auction.startAmount);
      while (!killed) {
        const amount = (knownCents + cents(auction.increment)) / 100;
        let status: number;
        let body: { message?: string; data?: { bid: { id: number; bid_amount: number }; bidding_property: { highest_bid_amount: number } } };
        try {
          const response = await placeBid(first, token, amount);
          status = response.status;
          body = (await response.json()) as typeof body;
        } catch (error) {
          // No (complete) answer: the bid may or may not have been stored.
          unanswered.push({ amount, userId, error: (error as Error).message });
          return;
        }
        if (status === 201) {
          acknowledged.push({ id: body.data!.bid.id, amount: body.data!.bid.bid_amount, userId });
          knownCents = cents(body.data!.bidding_property.highest_bid_amount);
          if (acknowledged.length === KILL_AFTER_ACKS) {
            // A little later, so that the kill lands while other bids are in flight.
            killTimer = setTimeout(() => {
              killed = true;
              first.child.kill('SIGKILL');
            }, 15);
          }
          continue;
        }
        const minimum = status === 422 ? MINIMUM.exec(body.message ?? '') : null;
        if (minimum) {
          knownCents = cents(Number(minimum[1]!.replace(/,/g, ''))) - cents(auction.increment);
        } else if (status === 409 && body.message === biddingMessages.alreadyHighest) {
          await sleep(5);
        } else {
          unexpected.push(`${status} ${body.message}`);
          if (unexpected.length > 20) return;
          try {
            knownCents = cents(await highestAmount(first, token));
          } catch {
            return;
          }
        }
      }
    }

    const streaming = Promise.all(auction.bidders.map((_, index) => bidder(index)));
    // On a slow machine fewer bids get through: the server is killed mid-stream all the same.
    const guard = setTimeout(() => {
      killed = true;
      first.child.kill('SIGKILL');
    }, STREAM_MS);
    await streaming;
    clearTimeout(guard);
    clearTimeout(killTimer);
    if (!killed) first.child.kill('SIGKILL');
    await stopServer(first, 'SIGKILL');
    phases.push(`killed ${seconds()}s`);

    expect(unexpected, 'answers other than 201, stale (422) and already-highest (409) before the kill').toEqual([]);
    expect(acknowledged.length, 'bids acknowledged before the kill').toBeGreaterThanOrEqual(MIN_ACKS);
    expect(first.child.signalCode).toBe('SIGKILL');

    // Started again on the same data.
    const second = await startServer();
    phases.push(`restarted ${seconds()}s`);
    const listed = new Map<number, number>();
    for (let page = 1; ; page += 1) {
      const response = await fetch(`${second.base}/bidding_history?bid_property_id=${auction.biddingPropertyId}&page=${page}&per_page=100`, {
        headers: { authorization: `Bearer ${auction.bidders[0]!.token}` },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { id: number; bid_amount: number }[]; last_page: number };
      for (const bid of body.data) listed.set(bid.id, bid.bid_amount);
      if (page >= body.last_page) break;
    }
    const lost = acknowledged.filter((bid) => listed.get(bid.id) !== bid.amount);
    expect(lost, `acknowledged bids missing from GET /bidding_history after the restart (of ${acknowledged.length} acknowledged, ${listed.size} listed)`).toEqual([]);

    // New bids are accepted after the restart, from a bidder that does not hold the highest bid.
    const after: Acknowledged[] = [];
    for (const { token, userId } of auction.bidders.slice(0, 2)) {
      const amount = (cents(await highestAmount(second, token)) + cents(auction.increment)) / 100;
      const response = await placeBid(second, token, amount);
      const body = (await response.json()) as { message?: string; data?: { bid: { id: number; bid_amount: number } } };
      if (response.status === 409 && body.message === biddingMessages.alreadyHighest) continue;
      expect(response.status, JSON.stringify(body)).toBe(201);
      after.push({ id: body.data!.bid.id, amount: body.data!.bid.bid_amount, userId });
    }
    expect(after.length).toBeGreaterThan(0);
    await stopServer(second, 'SIGTERM');

    const snapshot = await readSnapshot();
    expect(auctionViolations(snapshot)).toEqual([]);
    const stored = new Map(snapshot.bids.map((bid) => [bid.id, bid]));
    for (const bid of [...acknowledged, ...after]) {
      expect(stored.get(bid.id), `acknowledged bid ${bid.id} in the table`).toMatchObject({ bid_amount: bid.amount, user_id: bid.userId });
    }
    expect(snapshot.bids.map((bid) => bid.id)).toEqual([...listed.keys(), ...after.map((bid) => bid.id)].sort((a, b) => a - b));
    expect(snapshot.auction.bid_ending_time).toBeGreaterThanOrEqual(auction.scheduledEnd - 1);

    // Bids that got no answer: stored or not, they are covered by the invariants above.
    const storedUnanswered = unanswered.filter((bid) => snapshot.bids.some((row) => row.user_id === bid.userId && cents(row.bid_amount) === cents(bid.amount)));
    console.log(
      `crash test (${data.kind}): ${acknowledged.length} bids acknowledged before SIGKILL, ${unanswered.length} unanswered ` +
        `(${storedUnanswered.length} of them stored), ${snapshot.bids.length} bids after restart, ${after.length} new bid(s) accepted after restart; ` +
        `${phases.join(', ')}, checked ${seconds()}s`,
    );
  });
});
