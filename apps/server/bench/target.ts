/**
 * One server under test, in its own process so the load generator does not share its event loop.
 * `bare` answers JSON from node:http; `pk` is node:http doing one primary-key query on PostgreSQL
 * (the floor for any route that reads the database); `app` is Openhouse with a seeded user.
 * Prints one JSON line { port, token?, database? } once listening.
 *
 * `bidding` is Openhouse with one fresh auction (a hot property, increment 100, ending in a week so soft
 * close never triggers) and BENCH_BIDDERS approved bidders (default 200). It prints
 * { port, database, auction: { propertyId, biddingPropertyId, startAmount, increment, tokens } }, then
 * answers commands on stdin, one per line: `auction` seeds another such auction with its own bidders and
 * prints it (one JSON line), `snapshot <biddingPropertyId>` prints that auction and its bids as the
 * database holds them (one JSON line), `close` shuts the app down cleanly and exits. BENCH_POOL_SIZE,
 * when set, opens the PostgreSQL pool with that many connections instead of the app's default (for profiling).
 *
 * `messaging` is one Openhouse instance of the messaging bench (messaging.ts); with BENCH_MESSAGING_SEED=1 it first
 * seeds its people and conversations (messaging-seed.ts) and includes them in its JSON line as `seeded`.
 *
 * `campaigns` seeds the campaign bench's world (campaigns.ts): a realtor, a label of BENCH_CAMPAIGN_RECIPIENTS
 * prospects, a template and a draft; it prints { database, token, campaignId } and exits on `close`. The bench's
 * sending is done by the bundled server (spawnBundledServer), as `npm start` runs it.
 *
 * `load` is one Openhouse instance of the load bench (load.ts), with the jobs and Redis of its environment.
 * With BENCH_LOAD_SEED=1 it first seeds the bench's world (load-seed.ts) and includes it in its JSON line as
 * `seeded`. It answers `heap` (its heapUsed, for the growth over the run) and `close` on stdin.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/platform/db/client';
import { auctionSnapshot, seedAuction } from '../test/helpers/auction';
import { findUserByEmail } from '../src/modules/accounts/accounts.repository';
import { seedUser } from '../src/modules/accounts/accounts.seed';
import { seedBulkListings } from '../src/seed/bulk-listings';
import { warmSearchIndex } from '../src/modules/properties/search-index/search-index.service';
import { issueToken } from '../src/modules/accounts/sessions';
import { seedCampaign } from './campaign-seed';
import { seedLoad } from './load-seed';
import { seedMessaging } from './messaging-seed';
import { answerCommands, benchConfig } from './target-support';

if (process.argv[2] === 'bare') {
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok' }));
  });
  bare.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (bare.address() as AddressInfo).port })));
} else if (process.argv[2] === 'pk') {
  // The same pool size the app uses, so the comparison is fair.
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const [{ max }] = (await pool.query<{ max: number }>('select max(id)::int as max from properties')).rows as [{ max: number }];
  const bare = createServer((_request, response) => {
    const id = 1 + Math.floor(Math.random() * max);
    pool.query('select id, label, value from properties where id = $1', [id]).then(
      ({ rows }) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ data: rows[0] ?? null }));
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  bare.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (bare.address() as AddressInfo).port })));
} else if (process.argv[2] === 'bidding') {
  const poolSize = process.env.BENCH_POOL_SIZE ? Number(process.env.BENCH_POOL_SIZE) : undefined;
  const config = benchConfig();
  const database = poolSize && config.DATABASE_URL ? await openDatabase({ url: config.DATABASE_URL, poolSize }) : undefined;
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const newAuction = async () => {
    const auction = await seedAuction(app.platform.db, { bidders: Number(process.env.BENCH_BIDDERS ?? 200), startAmount: 500_000, increment: 100 });
    const { propertyId, biddingPropertyId, startAmount, increment } = auction;
    return { propertyId, biddingPropertyId, startAmount, increment, tokens: auction.bidders.map((bidder) => bidder.token) };
  };
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port, database: app.platform.database.kind, auction: await newAuction() }));
  await answerCommands({
    auction: async () => newAuction(),
    snapshot: async (argument) => auctionSnapshot(app.platform.db, Number(argument)),
  });
  await app.close();
  await database?.close();
  process.exit(0);
} else if (process.argv[2] === 'messaging') {
  // One instance of the messaging bench (messaging.ts): each sender comes from its own address, as behind a load balancer.
  const app = await buildApp({ config: benchConfig({ TRUST_PROXY: 'true' }), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const seeded = process.env.BENCH_MESSAGING_SEED === '1' ? await seedMessaging(app.platform, Number(process.env.BENCH_SOCKETS ?? 2000), Number(process.env.BENCH_CONVERSATIONS ?? 50)) : undefined;
  // As autovacuum leaves freshly seeded tables, before the run rather than at a random second of it.
  if (seeded && app.platform.database.kind === 'postgres') await app.platform.database.executeSql('vacuum analyze', []);
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port, seeded }));
  await answerCommands({});
  await app.close();
  process.exit(0);
} else if (process.argv[2] === 'load') {
  // Behind a load balancer, as in production: the bench gives each simulated visitor its own address in
  // X-Forwarded-For, so the per-address rate limits count visitors rather than the bench's one address.
  const app = await buildApp({ config: benchConfig({ TRUST_PROXY: 'true' }), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const seeded = process.env.BENCH_LOAD_SEED === '1' ? await seedLoad(app.platform) : undefined;
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port, database: app.platform.database.kind, seeded }));
  await answerCommands({ heap: async () => ({ heapUsed: process.memoryUsage().heapUsed, at: Date.now() }) });
  await app.close();
  process.exit(0);
} else if (process.argv[2] === 'campaigns') {
  // The campaign bench's world (campaigns.ts): its realtor, label, template and draft; the bundled server sends it.
  const app = await buildApp({ config: benchConfig(), logger: false });
  const world = await seedCampaign(app, app.platform, Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 10_000));
  console.log(JSON.stringify({ database: app.platform.database.kind, ...world }));
  await answerCommands({});
  await app.close();
  process.exit(0);
} else {
  const config = benchConfig();
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const user =
    (await findUserByEmail(app.platform.db, 'bench@example.com')) ?? (await seedUser(app.platform.db, { email: 'bench@example.com', roles: ['Realtor'] }));
  const listings = Number(process.env.BENCH_LISTINGS ?? 0);
  if (listings > 0) {
    // Kept between runs: only what is missing is added (the first run on a new database takes a minute or two).
    await seedBulkListings(app.platform.db, { total: listings, realtorIds: [user.id], onProgress: (done) => process.stderr.write(`\r  seeding listings: ${done} of ${listings}`) });
    // As autovacuum leaves a settled table: planner statistics, and the visibility map that lets a map search
    // read its index alone (migration 0021). Right after a bulk load neither exists yet.
    await app.platform.database.executeSql('vacuum analyze properties', []);
    // The search index is read before traffic, as a deployed instance reads it once ready.
    await warmSearchIndex(app.platform);
  }
  const { token } = await issueToken(app.platform.db, user, { kind: 'access', remember: true, client: { ip: '127.0.0.1', userAgent: 'bench' } });
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port, token, database: app.platform.database.kind }));
}
