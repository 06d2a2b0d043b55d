import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/app';
import { anything, garbageMultipart, malformedJson, shaped } from './hostile-bodies';
import { openApiRoutes, type DocumentedRoute } from './openapi-routes';
import { ROUTES } from './route-table';
import { buildWorld, type World } from './world';

/*
 * Every write route of the OpenAPI document, sent FUZZ_RUNS (default 200; `npm run proof` sends 1,000) bodies built from its own JSON
 * schema, as the person the route belongs to (so access passes and the body is really parsed), each from
 * its own address (so rate limits do not answer for the parser). No answer may be a 5xx, and a batch the
 * server refused entirely (4xx) must leave every table with the rows it had.
 */

// 200 a route reach every route with every kind of hostile body (shaped, arbitrary, malformed JSON, garbage
// multipart); the full 1,000 are a proof, run by `npm run proof` (docs/ARCHITECTURE.md, "Where CI's time goes").
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** A request left unanswered is a defect to name (its route and body), not a reason for the whole run to wait. */
const ANSWER_WITHIN_MS = 10_000;

async function answerWithin<T>(ms: number, answer: Promise<T>): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

let t: TestApp;
let world: World;
let routes: DocumentedRoute[];

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
  routes = (await openApiRoutes(t.app)).filter((route) => route.method !== 'GET' && (route.jsonBody || route.multipart));
}, 120_000);
afterAll(() => t?.close());

async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await t.database.executeSql(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { table_name: name } of rows) {
    const [row] = (await t.database.executeSql(`select count(*)::int as n from "${String(name)}"`)).rows;
    counts[String(name)] = Number(row!.n);
  }
  return counts;
}

/** The token of the person a route belongs to: the first signed-in person it allows, else the buyer. */
function ownerToken(route: DocumentedRoute): string {
  const owner = ROUTES[route.key]?.allow.find((actor) => actor !== 'anonymous') ?? 'buyer';
  return world.people[owner].token;
}

type Sent = { payload: string | Buffer; contentType: string };

function bodies(route: DocumentedRoute): fc.Arbitrary<Sent> {
  if (route.multipart) {
    return garbageMultipart.map(({ boundary, payload }) => ({ payload, contentType: `multipart/form-data; boundary=${boundary}` }));
  }
  const json = fc.oneof({ weight: 8, arbitrary: shaped(route.jsonBody!) }, { weight: 1, arbitrary: anything });
  return fc.oneof(
    { weight: 9, arbitrary: json.map((body) => ({ payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' })) },
    { weight: 1, arbitrary: malformedJson.map((text) => ({ payload: text, contentType: 'application/json' })) },
  );
}

describe('ids past the database integer', () => {
  // Found by the fuzzer: these took any safe integer, and PostgreSQL refused it with a 500.
  it.each(['/api/v1/favourite_property', '/api/v1/permissions'])('are a 422 on %s, not a 500', async (url) => {
    const response = await t.call({ method: 'POST', url, token: world.people.otherBuyer.token, payload: { property_id: 2_147_483_648 } });
    expect(response.statusCode, response.body).toBe(422);
  });

  it('are a 422 on PUT /api/v1/notifications, not a 500', async () => {
    const response = await t.call({
      method: 'PUT',
      url: '/api/v1/notifications',
      token: world.people.buyer.token,
      payload: { notification_id: 2_147_483_648 },
    });
    expect(response.statusCode, response.body).toBe(422);
  });
});

describe('fuzzing every write route from its schema', () => {
  it(`answers no 5xx to ${RUNS} hostile bodies per route, and a refused batch changes no table`, async () => {
    const started = Date.now();
    const defects: string[] = [];
    const report: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const spec = ROUTES[route.key]?.call?.(world) ?? {};
      const url = spec.url ?? route.path;
      const token = ownerToken(route);
      const before = await rowCounts();
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(bodies(route), async (body) => {
          const response = await answerWithin(
            ANSWER_WITHIN_MS,
            t.call({
              method: route.method,
              url,
              token,
              payload: body.payload,
              headers: { 'content-type': body.contentType },
              remoteAddress: nextIp(),
            }),
          );
          sent += 1;
          // A hung request may hold the database: stop at the first, naming it, rather than wait on each that follows.
          if (response === 'no answer') throw new Error(`${route.key} gave no answer within ${ANSWER_WITHIN_MS} ms for ${body.contentType}: ${String(body.payload).slice(0, 300)}`);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) defects.push(`${route.key} ${response.statusCode} for ${String(body.payload).slice(0, 300)}`);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      const accepted = [...statuses.keys()].some((status) => status < 400);
      if (!accepted) {
        const after = await rowCounts();
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        for (const table of changed) defects.push(`${route.key}: refused every body, yet ${table} went from ${before[table]} to ${after[table]} rows`);
      }
      report.push(
        `${route.key.padEnd(60)} ${[...statuses].map(([status, n]) => `${status}x${n}`).join(' ')}${accepted ? ' (some accepted: row counts not compared)' : ''}`,
      );
    }
    console.log([`Fuzzed ${routes.length} write routes, ${sent} bodies in ${((Date.now() - started) / 1000).toFixed(1)} s`, ...report].join('\n'));
    expect(defects).toEqual([]);
    expect(sent).toBe(routes.length * RUNS);
  }, 1_800_000);
});
