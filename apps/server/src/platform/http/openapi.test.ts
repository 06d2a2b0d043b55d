import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

type RegisteredRoute = { path: string; methods: string[] };

/**
 * Every route of the app, read back from Fastify's own route tree (`printRoutes`): each line is a
 * segment whose full path is its ancestors' segments joined, followed by its methods when a route ends there.
 */
function registeredRoutes(tree: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const marker = /[├└]── /.exec(line);
    if (!marker) continue;
    const depth = marker.index / 4;
    const rest = line.slice(marker.index + 4);
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(rest)!;
    stack.length = depth;
    stack.push(match[1]!);
    if (match[2]) routes.push({ path: stack.join(''), methods: match[2].split(', ') });
  }
  return routes;
}

/** `/users/:id` as OpenAPI writes it: `/users/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the OpenAPI document', () => {
  it('documents every registered route and method (but the docs themselves, HEAD and CORS preflight)', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);

    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    // The parser must have understood the tree: a few routes known to exist, in their full form.
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/v1/register', '/api/v1/notifications', '/api/v1/users/:id', '/api/v1/user_settings/multiple']));

    const missing: string[] = [];
    let checked = 0;
    for (const route of routes) {
      if (route.path.startsWith('/api/docs')) continue;
      for (const method of route.methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        checked += 1;
        if (!document.paths[openApiPath(route.path)]?.[method.toLowerCase()]) missing.push(`${method} ${route.path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('documents nothing that is not served', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const served = new Set(
      registeredRoutes(t.app.printRoutes({ commonPrefix: false })).flatMap((route) => route.methods.map((method) => `${method} ${openApiPath(route.path)}`)),
    );
    const extra = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((operation) => !served.has(operation))
        // printRoutes leaves out wildcard routes (/storage/*): ask the router itself about those.
        .filter((operation) => {
          const [method, documented] = operation.split(' ') as [string, string];
          return !(documented.endsWith('/{*}') && t.app.hasRoute({ method: method as 'GET', url: documented.replace(/\{\*\}$/, '*') }));
        }),
    );
    expect(extra).toEqual([]);
  });

  it('declares bearer security for the signed-in calls', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/docs/json' })).json() as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/v1/notification']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('serves the documentation UI as HTML at /api/docs', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs' });
    // The UI may answer at once or redirect to its trailing-slash form.
    const page = response.statusCode >= 300 && response.statusCode < 400 ? await t.call({ method: 'GET', url: String(response.headers.location) }) : response;
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
    expect(page.body).toMatch(/swagger/i);
  });
});
