import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/app';
import { openApiRoutes, type DocumentedRoute } from './openapi-routes';
import { ROUTES } from './route-table';
import { ACTORS, buildWorld, type Actor, type World } from './world';

/*
 * Every route of the OpenAPI document, called as each person of a small market (world.ts): nobody gets a
 * 5xx, and nobody outside the route's `allow` list (route-table.ts) gets a 2xx. Routes share one market,
 * but a route whose allowed call ends something (a token, the contract) gets one of its own; each route
 * is called by the refused first and the allowed last, so an allowed change cannot hide a refusal.
 */

let t: TestApp;
let routes: DocumentedRoute[];

beforeAll(async () => {
  t = await createTestApp();
  routes = (await openApiRoutes(t.app));
});
afterAll(() => t?.close());

type Cell = { actor: Actor; status: number };

async function callAs(world: World, route: DocumentedRoute, actor: Actor): Promise<Cell> {
  const spec = ROUTES[route.key]!.call?.(world) ?? {};
  const token = actor === 'anonymous' ? undefined : world.people[actor].token;
  const response = await t.call({
    method: route.method,
    url: spec.url ?? route.path,
    token,
    headers: spec.headers,
    ...(spec.payload === undefined ? {} : { payload: spec.payload as string }),
    // Rate limits count per address: each call comes from its own, so a limit never answers for the rule.
    remoteAddress: nextIp(),
  });
  return { actor, status: response.statusCode };
}

function printMatrix(rows: { key: string; rule: string; cells: Cell[] }[]): void {
  const width = Math.max(...rows.map((row) => row.key.length));
  const header = `${'route'.padEnd(width)}  ${ACTORS.map((actor) => actor.slice(0, 12).padStart(12)).join(' ')}  rule`;
  const lines = rows.map((row) => {
    const byActor = new Map(row.cells.map((cell) => [cell.actor, cell.status]));
    return `${row.key.padEnd(width)}  ${ACTORS.map((actor) => String(byActor.get(actor)).padStart(12)).join(' ')}  ${row.rule}`;
  });
  console.log([`Authorization matrix: ${rows.length} routes x ${ACTORS.length} actors`, header, ...lines].join('\n'));
}

describe('authorization matrix', () => {
  it('classifies every documented route, and classifies nothing the document lacks', () => {
    const documented = new Set(routes.map((route) => route.key));
    expect(routes.filter((route) => !ROUTES[route.key]).map((route) => `unclassified route: ${route.key}`)).toEqual([]);
    expect(
      Object.keys(ROUTES)
        .filter((key) => !documented.has(key))
        .map((key) => `classified but not documented: ${key}`),
    ).toEqual([]);
  });

  it('answers no 5xx to anyone and no 2xx to anyone the table does not allow', async () => {
    const shared = await buildWorld(t);
    const rows: { key: string; rule: string; cells: Cell[] }[] = [];
    const defects: string[] = [];
    for (const route of routes) {
      const access = ROUTES[route.key];
      if (!access) continue;
      const world = access.fresh ? await buildWorld(t) : shared;
      // The refused first, the allowed last: an allowed call may change what the others would meet.
      const order = [...ACTORS.filter((actor) => !access.allow.includes(actor)), ...ACTORS.filter((actor) => access.allow.includes(actor))];
      const cells: Cell[] = [];
      for (const actor of order) cells.push(await callAs(world, route, actor));
      for (const cell of cells) {
        if (cell.status >= 500) defects.push(`${route.key} as ${cell.actor}: ${cell.status}`);
        else if (cell.status < 300 && !access.allow.includes(cell.actor)) defects.push(`${route.key} as ${cell.actor}: unexpected ${cell.status}`);
      }
      rows.push({ key: route.key, rule: access.rule, cells });
    }
    printMatrix(rows);
    expect(defects).toEqual([]);
  }, 600_000);
});
