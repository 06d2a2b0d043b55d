import { textMessages } from '@openhouse/shared/http/text';
import { validationMessages } from '@openhouse/shared/http/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../helpers/accounts';
import { loadCatalogue, type Catalogue } from '../helpers/message-catalogue';
import { createTestApp, type TestApp } from '../helpers/app';
import { CONTROL_TEXTS, UNPAIRED_SURROGATES, ODD_IDS } from './hostile-bodies';
import { openApiRoutes, type DocumentedRoute, type JsonSchema } from './openapi-routes';
import { ROUTES } from './route-table';
import { buildWorld, type World } from './world';

/*
 * The fuzzer's classes, each sent on purpose to every field of every documented JSON body (the fuzzer sends
 * them too, at random): the valid body the matrix sends, with one field bent. Unpaired surrogates and control
 * characters (a NUL PostgreSQL cannot store) are never a 5xx, nor do they reach the database's refusal;
 * odd ids are never a 2xx or a 5xx; an array where a single value belongs is never a 2xx; a text one past its limit
 * is a 422 naming the limit ('You must enter maximum N characters.'). Every validation message answered
 * along the way must be one of the message catalogue's (packages/shared's messages modules): the validator's
 * own English, or a message written inline in a schema or a service, fails the walk.
 */

let t: TestApp;
let world: World;
let routes: DocumentedRoute[];
let catalogue: Catalogue;
/** Every validation message any bent body was answered with, and where. */
const answered = new Map<string, string>();

beforeAll(async () => {
  catalogue = await loadCatalogue();
  t = await createTestApp();
  world = await buildWorld(t);
  routes = (await openApiRoutes(t.app)).filter((route) => route.jsonBody);
}, 120_000);
afterAll(() => t?.close());

type Field = { name: string; schema: JsonSchema };

/**
 * Bounds nobody types up to: a value past them is simply not valid (a phone, a token, a password longer than
 * its own rule, a zone name), and its own message says so rather than naming a length.
 */
const TECHNICAL_BOUNDS = new Set(['phone', 'password', 'current_password', 'timezone', 'signing_token', 'drawn_signature', 'recovery_code']);

function fieldsOf(schema: JsonSchema | null): Field[] {
  const variants = schema?.anyOf ?? schema?.oneOf ?? (schema ? [schema] : []);
  return variants.flatMap((variant) => Object.entries(variant.properties ?? {}).map(([name, property]) => ({ name, schema: property })));
}

const typesOf = (schema: JsonSchema): string[] =>
  [...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []), ...(schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf)];
const isScalar = (schema: JsonSchema) => typesOf(schema).length > 0 && !typesOf(schema).some((type) => type === 'array' || type === 'object');
const isId = (field: Field) => /_id$/.test(field.name) && typesOf(field.schema).some((type) => type === 'integer' || type === 'number');
const maxLengthOf = (schema: JsonSchema): number | undefined => schema.maxLength ?? (schema.anyOf ?? []).map(maxLengthOf).find((max) => max !== undefined);

/** The database's refusal of unstorable text, as the error handler answers it: the text message and no field named. */
function reachedTheNet(status: number, body: string): boolean {
  if (status !== 422) return false;
  const answer = JSON.parse(body) as { message: string; errors?: unknown };
  return answer.message === textMessages.controlCharacters && !answer.errors;
}

async function sendBent(route: DocumentedRoute, field: string, value: unknown) {
  const access = ROUTES[route.key];
  const spec = access?.call?.(world) ?? {};
  const base = typeof spec.payload === 'object' && spec.payload !== null && !Buffer.isBuffer(spec.payload) ? (spec.payload as Record<string, unknown>) : {};
  const owner = access?.allow.find((actor) => actor !== 'anonymous');
  return t.call({
    method: route.method,
    url: spec.url ?? route.path,
    token: owner ? world.people[owner].token : undefined,
    payload: { ...base, [field]: value },
    remoteAddress: nextIp(),
  });
}

describe('every field of every JSON body, bent one class at a time', () => {
  it('answers unpaired surrogates and control characters without a 5xx, refuses odd ids and arrays for single values with a 4xx, and names each length limit', async () => {
    const defects: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const field of fieldsOf(route.jsonBody)) {
        const cell = `${route.key} ${field.name}`;
        const probes: { what: string; value: unknown; expect: (status: number, body: string) => string | null }[] = [];
        const refused = (status: number) => (status >= 400 && status < 500 ? null : `answered ${status}`);
        if (typesOf(field.schema).includes('string')) {
          for (const text of UNPAIRED_SURROGATES) probes.push({ what: `text ${JSON.stringify(text)}`, value: text, expect: (status) => (status >= 500 ? `answered ${status}` : null) });
          // The database refusing a NUL is a net (platform/http/errors.ts), not the field's own rule: reaching it
          // names a schema written without the shared text building blocks.
          for (const text of CONTROL_TEXTS) {
            probes.push({ what: `text ${JSON.stringify(text)}`, value: text, expect: (status, body) => (status >= 500 ? `answered ${status}` : reachedTheNet(status, body) ? 'reached the database: its schema lets control characters through' : null) });
          }
        }
        if (isId(field)) for (const id of ODD_IDS) probes.push({ what: `id ${JSON.stringify(id)}`, value: id, expect: refused });
        if (isScalar(field.schema) && !(field.schema.nullable || typesOf(field.schema).includes('null'))) {
          const example = typesOf(field.schema).includes('string') ? 'a' : 1;
          probes.push({ what: 'an array for one value', value: [example], expect: refused });
        }
        const max = maxLengthOf(field.schema);
        if (max !== undefined && !TECHNICAL_BOUNDS.has(field.name)) {
          const named = validationMessages.maxLength(max);
          probes.push({
            what: `${max + 1} characters`,
            value: 'x'.repeat(max + 1),
            // 401: the route takes a token of another kind (a pre-verification token); the body is never read.
            expect: (status, body) => ((status === 422 && body.includes(named)) || status === 401 ? null : `answered ${status} without '${named}': ${body.slice(0, 160)}`),
          });
        }
        for (const probe of probes) {
          const response = await sendBent(route, field.name, probe.value);
          sent += 1;
          if (response.statusCode === 422) {
            const body = response.json() as { message: string; errors?: Record<string, string[]> };
            for (const message of [body.message, ...Object.values(body.errors ?? {}).flat()]) if (!answered.has(message)) answered.set(message, `${cell} given ${probe.what}`);
          }
          const problem = probe.expect(response.statusCode, response.body);
          if (problem) defects.push(`${cell} given ${probe.what}: ${problem}`);
        }
      }
    }
    console.log(`Schema probes: ${sent} bent bodies over ${routes.length} routes`);
    expect(defects).toEqual([]);
  }, 600_000);
});

describe('the message catalogue', () => {
  it('holds every validation message a route answered above (run after the probes)', () => {
    expect(catalogue.size).toBeGreaterThan(300);
    expect(answered.size).toBeGreaterThan(50);
    const strays = [...answered].filter(([message]) => !catalogue.has(message)).map(([message, where]) => `${JSON.stringify(message)} (${where})`);
    expect(strays).toEqual([]);
  });
});
