/**
 * Crash safety of domain events: a change commits with its event, and the server dies before the
 * follow-up runs. The server is started with inline delivery and workers off, so the commit is all that
 * happens; it is killed with SIGKILL after answering, then started again normally. The waiting delivery
 * must be picked up by a worker and the notice must exist exactly once.
 *
 * PGlite (default): file-backed data in a temporary folder, never open in two processes at once.
 * PostgreSQL (DATABASE_URL set): a fresh database for this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/modules/accounts/accounts.repository';
import { issueToken } from '../../src/modules/accounts/sessions';
import type { Database } from '../../src/platform/db/client';
import { seedAuction, type AuctionFixture } from '../helpers/auction';
import { crashData, type CrashData } from './crash-data';
import { stopServerProcess, type ServerProcess } from './server-process';

const NOTICE = 'asked for access to the documents of';
/** The notices subscriber's deliveries of this event, in the one deliveries queue. */
const SUBSCRIBER = 'documents.access_requested:notices';

describe('an event whose server died between the commit and the follow-up', () => {
  let data: CrashData;
  let auction: AuctionFixture;
  let realtorId: number;
  let realtorToken: string;

  const start = (env: Record<string, string>) => data.start({ JOBS_POLL_SECONDS: '0.5', ...env });
  const stored = <T>(read: (database: Database) => Promise<T>) => data.stored(read);

  const noticesAbout = (database: Database) =>
    database.executeSql(`SELECT user_id, message FROM notifications WHERE message LIKE $1`, [`%${NOTICE}%`]).then((result) => result.rows);
  const deliveries = (database: Database) =>
    database.executeSql(`SELECT state::text AS state, count(*)::int AS count FROM pgboss.job WHERE name = 'events' AND data->>'subscriber' = $1 GROUP BY state`, [SUBSCRIBER]).then((result) => result.rows);

  async function noticeCount(server: ServerProcess, token: string): Promise<number> {
    const response = await fetch(`${server.base}/notification?page=1&per_page=50`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data: { message: string }[] };
    return body.data.filter((notice) => notice.message.includes(NOTICE)).length;
  }

  beforeAll(async () => {
    data = await crashData();
    await data.stored(async (database) => {
      auction = await seedAuction(database.db, { bidders: 1 });
      // The realtor, told of the request, reads their notices through the API with a token of their own.
      const { rows } = await database.executeSql(`SELECT realtor_id FROM properties WHERE id = $1`, [auction.propertyId]);
      realtorId = Number(rows[0]!.realtor_id);
      const realtor = (await findUserById(database.db, realtorId))!;
      realtorToken = (await issueToken(database.db, realtor, { kind: 'access', remember: true, client: { ip: '127.0.0.1', userAgent: 'crash test' } })).token;
    });
  });

  afterAll(() => data.dispose());

  it('is delivered once after the restart', { timeout: 90_000 }, async () => {
    const first = await start({ EVENTS_INLINE: 'false', JOBS: 'false' });
    const asked = await fetch(`${first.base}/permissions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${auction.bidders[0]!.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ property_id: auction.propertyId, message: 'Please share the disclosures.' }),
    });
    expect(asked.status, await asked.clone().text()).toBe(200);
    await stopServerProcess(first, 'SIGKILL');

    // Committed with the request, and not yet delivered.
    expect(await stored(noticesAbout)).toEqual([]);
    expect(await stored(deliveries)).toEqual([{ state: 'created', count: 1 }]);

    const second = await start({});
    const deadline = Date.now() + 30_000;
    while ((await noticeCount(second, realtorToken)) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await noticeCount(second, realtorToken)).toBe(1);
    await stopServerProcess(second, 'SIGTERM');

    expect(await stored(noticesAbout)).toEqual([{ user_id: realtorId, message: expect.stringContaining(NOTICE) }]);
    expect(await stored(deliveries)).toEqual([{ state: 'completed', count: 1 }]);
  });
});
