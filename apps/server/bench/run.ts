/**
 * `npm run bench`, in two parts, each measured in one run on the same machine:
 *
 * 1. Foundation, on PGlite and then on PostgreSQL: bare node:http, GET /api/health and the authenticated
 *    GET /api/v1/me, as ratios to bare node (target: health at least 0.8), and /me as a ratio to health in
 *    the same run (target: at least 0.5; the session cache spares /me its token lookup). The PostgreSQL run
 *    uses the bench database (below) and is skipped when no PostgreSQL answers.
 * 2. Listings at scale, on PostgreSQL: 100,000 listings; GET /properties with a text search and two
 *    filters, and the home lists, as ratios to node:http doing one primary-key query
 *    (target: search p99 under 50 ms). Public lists are served through the catalogue cache, as in
 *    production. BENCH_DATABASE_URL picks the database (default: a database
 *    `openhouse_bench` on the local server); the listings are kept there between runs.
 *    Searches the cache cannot help (every one distinct) are the search part: see search.ts.
 * 3. Bidding under contention, on PostgreSQL (a fresh `<bench database>_bidding` database each run) and on
 *    PGlite: 200 bidders on one auction, in two workloads (each bidder bidding from its own last answer;
 *    bids handed out valid from one shared increasing sequence); accepted, stale and already-highest bids
 *    per second, p50 and p99, then the bidding invariants checked in the database (target on PostgreSQL,
 *    second workload: 500 accepted bids/s, p99 under 50 ms, no invariant broken). See bidding.ts.
 *
 * 4. Messaging delivery across two instances over Redis: 2,000 sockets, 50 conversations; delivery latency p50
 *    and p99 and deliveries lost (target: p99 under 30 ms, none lost). See messaging.ts.
 *
 * 5. Calendar printing: a month of 500 events to a PNG and a PDF with the built-in printer (target: at most 2 s
 *    for both). See calendar-print.ts.
 *
 * 0. Server start: the bundled server on an existing PGlite database, spawned to answering /api/health (target:
 *    median at most 1 s). See server-start.ts.
 *
 * Results: every figure is written as JSON to `--out <file>` (default bench-results.json where the bench was
 * started); `--compare <file>` then prints each figure beside the one recorded there, with the ratio. With
 * `--compare <file> --with <other file>` nothing runs: the two files are compared (bench-results.ts).
 *
 * BENCH_ONLY=start|foundation|listings|search|bidding|messaging|campaigns|print runs one part. Each server runs in its own process; the load
 * generator runs here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { argument, compareWith, writeResults, type BenchResults } from './bench-results';
import { benchDatabase, CONNECTIONS, DURATION, LISTINGS, measure, report, start } from './bench-support';
import { bidding } from './bidding';
import { calendarPrint } from './calendar-print';
import { campaigns } from './campaigns';
import { messaging } from './messaging';
import { search } from './search';
import { serverStart } from './server-start';

const SEARCH_P99_TARGET_MS = 50;

const HEALTH_TARGET = 0.8;
const ME_TARGET = 0.5;

function verdict(what: string, ratio: number, target: number): void {
  console.log(`${what} >= ${target.toFixed(2)}: ${ratio >= target ? 'met' : 'NOT met'} (${ratio.toFixed(2)})`);
}

/** One foundation run against an app on PostgreSQL at `databaseUrl`, or on PGlite when it is null. */
async function foundationOn(databaseUrl: string | null): Promise<void> {
  const bare = await start('bare');
  const app = await start('app', { DATABASE_URL: databaseUrl ?? undefined });
  try {
    const results = [
      await measure('bare node:http JSON', `http://127.0.0.1:${bare.port}`, ['/']),
      await measure('GET /api/health', `http://127.0.0.1:${app.port}`, ['/api/health']),
      await measure('GET /api/v1/me (authenticated)', `http://127.0.0.1:${app.port}`, ['/api/v1/me'], { authorization: `Bearer ${app.token}` }),
    ];
    report(`Foundation (${app.database}, ${CONNECTIONS} connections, ${DURATION}s each)`, results);
    const [node, health, me] = results.map((row) => row.rps) as [number, number, number];
    console.log('');
    verdict('health target, of bare node,', health / node, HEALTH_TARGET);
    verdict('/me target, of health in this run,', me / health, ME_TARGET);
  } finally {
    bare.child.kill();
    app.child.kill();
  }
}

async function foundation(): Promise<void> {
  await foundationOn(null);
  const url = await benchDatabase();
  if (url) await foundationOn(url);
}

const SEARCHES = ['maple', 'oak street', 'sacramento', 'san', '941', 'sunset', 'lake', 'park avenue', 'austin', 'cedar'];

async function listings(): Promise<void> {
  const url = await benchDatabase();
  if (!url) return;
  console.log(`\nPreparing ${LISTINGS} listings in ${new URL(url).pathname.slice(1)} …`);
  const app = await start('app', { DATABASE_URL: url, BENCH_LISTINGS: String(LISTINGS) });
  const pk = await start('pk', { DATABASE_URL: url });
  const appUrl = `http://127.0.0.1:${app.port}`;
  try {
    const search = SEARCHES.map((q) => `/api/v1/properties?q=${encodeURIComponent(q)}&min_beds=3&property_type=single_family`);
    const results = [
      await measure('node:http + one primary-key query', `http://127.0.0.1:${pk.port}`, ['/']),
      await measure('GET /properties search + 2 filters', appUrl, search),
      await measure('GET /properties (browse, newest first)', appUrl, ['/api/v1/properties', '/api/v1/properties?page=2', '/api/v1/properties?sort=price_desc']),
      await measure('GET /trending_property', appUrl, ['/api/v1/trending_property']),
      await measure('GET /recommended_property?limit=3', appUrl, ['/api/v1/recommended_property?limit=3'], { authorization: `Bearer ${app.token}` }),
      await measure('GET /featured_property?limit=2', appUrl, ['/api/v1/featured_property?limit=2']),
      await measure('GET /recently_added_property', appUrl, ['/api/v1/recently_added_property']),
    ];
    report(`Listings (postgres, ${LISTINGS} listings, ${CONNECTIONS} connections, ${DURATION}s each)`, results);
    const p99 = results[1]!.p99;
    console.log(`\nsearch p99 target < ${SEARCH_P99_TARGET_MS} ms on PostgreSQL: ${p99 < SEARCH_P99_TARGET_MS ? 'met' : 'NOT met'} (${p99} ms)`);
  } finally {
    app.child.kill();
    pk.child.kill();
  }
}

const only = process.env.BENCH_ONLY;
const compare = argument('compare');
const other = argument('with');
if (compare && other) {
  console.log(compareWith(compare, JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), other), 'utf8')) as BenchResults).join('\n'));
  process.exit(0);
}
if (!only || only === 'start') await serverStart();
if (!only || only === 'foundation') await foundation();
if (!only || only === 'listings') await listings();
if (!only || only === 'search') await search();
if (!only || only === 'bidding') await bidding();
if (!only || only === 'messaging') await messaging();
if (!only || only === 'campaigns') await campaigns();
if (!only || only === 'print') await calendarPrint();

console.log(`\nFigures written to ${writeResults()}`);
if (compare) console.log(compareWith(compare).join('\n'));
