/**
 * The two bidding workloads (described in bidding.ts) as autocannon drives them, what they tally, and the
 * two-bidder turns that measure one uncontended bid.
 */
import { performance } from 'node:perf_hooks';
import type { ChildProcess } from 'node:child_process';
import autocannon, { type Request as CannonRequest } from 'autocannon';
import { biddingMessages } from '@openhouse/shared/bidding/messages';

/** Seconds of each measured run (BENCH_SECONDS). */
export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

export type Workload = 'own last answer' | 'shared sequence';

/** One auction of the target, with its own approved bidders' tokens. */
export type Auction = {
  propertyId: number;
  biddingPropertyId: number;
  startAmount: number;
  increment: number;
  tokens: string[];
};

export type BiddingTarget = {
  child: ChildProcess;
  port: number;
  database: 'pglite' | 'postgres';
  /** The auction seeded at start. */
  auction: Auction;
  /** Sends a command on the target's stdin and waits for its one-line JSON answer. */
  ask(command: string): Promise<string>;
  close(): Promise<void>;
};

export type Tally = {
  accepted: number;
  stale: number;
  alreadyHighest: number;
  reads: number;
  otherErrors: number;
  serverErrors: number;
  /** "status message" of every answer that was not one of the above, with counts. */
  otherAnswers: Map<string, number>;
  /** Bids (POST /bidding_history) answered, whatever the answer. */
  decided: number;
  /** Bids still unanswered when the run stopped. */
  unanswered: number;
  /** Connections (bidders) that got no answer at all during the run. */
  neverAnswered: number;
  /** Milliseconds, one per bid answered, and for each unanswered bid its age when the run stopped. */
  bidLatencies: number[];
  acceptedLatencies: number[];
  /** Bid id -> amount, for every 201 a client saw. */
  acceptedBids: Map<number, number>;
};

export function newTally(): Tally {
  return { accepted: 0, stale: 0, alreadyHighest: 0, reads: 0, otherErrors: 0, serverErrors: 0, otherAnswers: new Map(), decided: 0, unanswered: 0, neverAnswered: 0, bidLatencies: [], acceptedLatencies: [], acceptedBids: new Map() };
}

type Bidder = {
  /** Index into the tokens, taken when the connection sends its first request. */
  index: number;
  /** The highest amount this bidder knows of, in cents. */
  knownCents: number;
  /** Re-read the auction before bidding again. */
  reread: boolean;
  sending: 'bid' | 'read';
  sentAt: number;
  /** A request is out and not yet answered. */
  pending: boolean;
  /** Answers received. */
  answers: number;
};

export const cents = (amount: number) => Math.round(amount * 100);
const MINIMUM = /^Minimum bid amount ([\d.,]+) is required\.$/;

/** A date two months ahead (YYYY-MM-DD): a valid escrow closing date in any time zone. */
function escrowDate(): string {
  return new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The highest amount in a GET /bidding_properties/{propertyId} answer ({ data: auction } or { data: { bidding_property } }). */
function highestIn(body: string): number | undefined {
  try {
    const data = (JSON.parse(body) as { data?: { highest_bid_amount?: number; bidding_property?: { highest_bid_amount?: number } } }).data;
    return data?.highest_bid_amount ?? data?.bidding_property?.highest_bid_amount;
  } catch {
    return undefined;
  }
}

function recordOther(tally: Tally, status: number, body: string): void {
  tally.otherErrors += 1;
  if (status >= 500) tally.serverErrors += 1;
  let message = body.slice(0, 120);
  try {
    message = (JSON.parse(body) as { message?: string }).message ?? message;
  } catch {
    // not JSON: keep the raw start of the body
  }
  const key = `${status} ${message}`;
  tally.otherAnswers.set(key, (tally.otherAnswers.get(key) ?? 0) + 1);
}

/** 200 bidders for `seconds`, each on its own keep-alive connection with its own token. */
export async function driveBidders(
  target: BiddingTarget,
  auction: Auction,
  workload: Workload,
  seconds: number,
  tally: Tally,
): Promise<{ elapsed: number; timeouts: number; errors: number }> {
  const bidPath = '/api/v1/bidding_history';
  const auctionPath = `/api/v1/bidding_properties/${auction.propertyId}`;
  const incrementCents = cents(auction.increment);
  const escrow = escrowDate();
  let nextIndex = 0;
  const bidders: Bidder[] = [];
  // Every bidder starts from the auction as it stands (after a warm-up, no longer the starting price).
  const current = await fetch(`http://127.0.0.1:${target.port}${auctionPath}`);
  const startCents = cents(highestIn(await current.text()) ?? auction.startAmount);
  // Workload 2: the shared counter n; the bid sent next is startCents + increment x n.
  let sequence = 0;

  const template = {
    method: 'POST',
    path: bidPath,
    bidder: { index: -1, knownCents: startCents, reread: false, sending: 'bid', sentAt: 0, pending: false, answers: 0 } satisfies Bidder,
    setupRequest(request: CannonRequest): CannonRequest {
      const bidder = request.bidder as Bidder;
      if (bidder.index < 0) {
        bidder.index = nextIndex++ % auction.tokens.length;
        bidders.push(bidder);
      }
      const authorization = `Bearer ${auction.tokens[bidder.index]}`;
      bidder.sentAt = performance.now();
      bidder.pending = true;
      if (bidder.reread) {
        bidder.sending = 'read';
        return { ...request, method: 'GET', path: auctionPath, headers: { authorization }, body: undefined };
      }
      bidder.sending = 'bid';
      const amountCents = workload === 'shared sequence' ? startCents + incrementCents * ++sequence : bidder.knownCents + incrementCents;
      const body = JSON.stringify({
        bid_amount: amountCents / 100,
        contingency: ['no-contingency'],
        escrow_closing_date: escrow,
        bid_property_id: auction.biddingPropertyId,
        due_diligence: true,
      });
      return { ...request, method: 'POST', path: bidPath, headers: { authorization, 'content-type': 'application/json' }, body };
    },
    onResponse(this: { bidder: Bidder }, status: number, body: string) {
      const bidder = this.bidder;
      const latency = performance.now() - bidder.sentAt;
      bidder.pending = false;
      bidder.answers += 1;
      if (bidder.sending === 'read') {
        if (status === 200) {
          const highest = highestIn(body);
          if (typeof highest === 'number') {
            tally.reads += 1;
            bidder.knownCents = cents(highest);
            bidder.reread = false;
            return;
          }
        }
        recordOther(tally, status, body);
        return;
      }
      tally.bidLatencies.push(latency);
      tally.decided += 1;
      if (status === 201) {
        let answer: { data: { bid: { id: number; bid_amount: number }; bidding_property: { highest_bid_amount: number } } };
        try {
          answer = JSON.parse(body) as typeof answer;
        } catch {
          recordOther(tally, status, body);
          bidder.reread = true;
          return;
        }
        tally.accepted += 1;
        tally.acceptedLatencies.push(latency);
        tally.acceptedBids.set(answer.data.bid.id, answer.data.bid.bid_amount);
        bidder.knownCents = cents(answer.data.bidding_property.highest_bid_amount);
        return;
      }
      let message = '';
      try {
        message = (JSON.parse(body) as { message?: string }).message ?? '';
      } catch {
        // counted below as another error
      }
      if (status === 409 && message === biddingMessages.alreadyHighest) {
        tally.alreadyHighest += 1;
        return;
      }
      const minimum = status === 422 ? MINIMUM.exec(message) : null;
      if (minimum) {
        tally.stale += 1;
        bidder.knownCents = cents(Number(minimum[1]!.replace(/,/g, ''))) - incrementCents;
        return;
      }
      if (status === 409) {
        // Another conflict (say, the amount was taken between read and write): stale too, but it names no minimum.
        tally.stale += 1;
        bidder.reread = workload === 'own last answer';
        return;
      }
      recordOther(tally, status, body);
      bidder.reread = workload === 'own last answer';
    },
  };

  const started = performance.now();
  const result = await autocannon({ url: `http://127.0.0.1:${target.port}`, connections: auction.tokens.length, duration: seconds, requests: [template] });
  const ended = performance.now();
  const elapsed = (ended - started) / 1000;
  // Bids still unanswered when the run stops count in the latency figures at their age by then (a lower
  // bound): leaving them out would flatter the tail whenever the server does not answer in arrival order.
  for (const bidder of bidders) {
    if (bidder.answers === 0) tally.neverAnswered += 1;
    if (!bidder.pending || bidder.sending !== 'bid') continue;
    tally.bidLatencies.push(ended - bidder.sentAt);
    tally.unanswered += 1;
  }
  await drain(target);
  return { elapsed, timeouts: result.timeouts ?? 0, errors: result.errors };
}

/**
 * autocannon stops with a request in flight on every connection; the server still decides them. A health
 * check queues for the database behind them (PGlite's one connection, the pool's queue), so its answer
 * means the backlog is gone and the next measurement starts on a quiet server.
 */
async function drain(target: BiddingTarget): Promise<void> {
  for (let round = 0; round < 2; round += 1) await (await fetch(`http://127.0.0.1:${target.port}/api/health`)).text();
}

/** Two bidders taking turns, one request at a time: the cost of one accepted bid with nobody waiting. */
export async function serialBids(target: BiddingTarget, auction: Auction, seconds: number, tally: Tally): Promise<{ perSecond: number; p50: number }> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const escrow = escrowDate();
  const readHighest = async (token: string) => {
    const response = await fetch(`http://127.0.0.1:${target.port}/api/v1/bidding_properties/${auction.propertyId}`, { headers: { authorization: `Bearer ${token}` } });
    const highest = highestIn(await response.text());
    if (highest === undefined) throw new Error(`GET /bidding_properties/${auction.propertyId} answered ${response.status} without highest_bid_amount`);
    return cents(highest);
  };
  let highestCents = await readHighest(auction.tokens[0]!);
  let turn = 0;
  const started = performance.now();
  let accepted = 0;
  while (performance.now() < deadline) {
    const token = auction.tokens[turn++ % 2]!;
    const sentAt = performance.now();
    const response = await fetch(`http://127.0.0.1:${target.port}/api/v1/bidding_history`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bid_amount: (highestCents + cents(auction.increment)) / 100, contingency: ['no-contingency'], escrow_closing_date: escrow, bid_property_id: auction.biddingPropertyId, due_diligence: true }),
    });
    const text = await response.text();
    latencies.push(performance.now() - sentAt);
    if (response.status !== 201) {
      // The other bidder may still hold the highest bid from the contended run: one refusal, then turns alternate.
      recordOther(tally, response.status, text);
      highestCents = await readHighest(token);
      continue;
    }
    const answer = JSON.parse(text) as { data: { bid: { id: number; bid_amount: number }; bidding_property: { highest_bid_amount: number } } };
    tally.acceptedBids.set(answer.data.bid.id, answer.data.bid.bid_amount);
    highestCents = cents(answer.data.bidding_property.highest_bid_amount);
    accepted += 1;
  }
  return { perSecond: accepted / ((performance.now() - started) / 1000), p50: percentile(latencies, 50) };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
