import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type HTTPMethods, type RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the documentation UI and its document (`/json`, `/yaml`) are served. */
export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of every route registered after registerOpenApi, built on first use. */
    openApiDocument(): Promise<unknown>;
  }
}

/** What the document needs of a route: the rest of a route's options (handlers, hooks) stays in the app. */
type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

/**
 * OpenAPI generated from the routes' zod schemas, at /api/docs (UI) and /api/docs/json.
 *
 * The document is built when it is first asked for, not at start: loading @fastify/swagger's generator and the
 * UI's files was about a seventh of a server start (docs/ARCHITECTURE.md, "Starting the server"), paid by every
 * start and wanted by few. The app records each route's method, url and schema as it is registered; the first
 * request under /api/docs builds a separate Fastify instance holding @fastify/swagger, @fastify/swagger-ui and a
 * stub of every recorded route, and each docs request is answered by that instance (`inject`), so the UI,
 * `/json` and `/yaml` are exactly what the two plugins serve.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const routes: DocumentedRoute[] = [];
  let docs: Promise<FastifyInstance> | null = null;
  const docsApp = () => {
    docs ??= buildDocsApp(routes);
    docs.catch(() => (docs = null));
    return docs;
  };

  app.addHook('onRoute', (route) => {
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) return;
    routes.push({ method: route.method, url: route.url, schema: route.schema, config: route.config });
  });
  app.decorate('openApiDocument', async () => (await docsApp()).swagger());

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await docsApp()).inject({
      method: request.method as HTTPMethods,
      url: request.url,
      headers: { accept: request.headers.accept ?? '*/*', ...(request.headers['if-none-match'] ? { 'if-none-match': request.headers['if-none-match'] } : {}) },
    });
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  for (const url of [DOCS_PREFIX, `${DOCS_PREFIX}/*`]) app.route({ method: ['GET', 'HEAD'], url, exposeHeadRoute: false, handler: forward });
}

/** Headers that describe one connection or one encoding of the body, which the app's own reply sets anew. */
const HOP_HEADERS = new Set(['connection', 'content-length', 'transfer-encoding', 'date', 'keep-alive']);

async function buildDocsApp(routes: DocumentedRoute[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]);
  const docs = Fastify({ logger: false, exposeHeadRoutes: false });
  // The stubs never run: their schemas are read by the generator only, so they are neither compiled nor checked.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(swagger, {
    openapi: {
      info: { title: 'Openhouse API', version: '1.0.0', description: 'Listings, bidding, transactions and the realtor workspace.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  const stub = async () => undefined;
  for (const route of routes) docs.route({ ...route, handler: stub } as RouteOptions);
  await docs.ready();
  return docs;
}
