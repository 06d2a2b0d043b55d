import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, nextIp } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/app';
import { openApiRoutes, type DocumentedRoute, type JsonSchema } from './openapi-routes';
import { ROUTES } from './route-table';
import { buildWorld, type World } from './world';

/*
 * The authorization matrix inside request bodies (OWASP API1, broken object level authorization): every id
 * field of every documented JSON body, found in the route's own schema, is sent holding a record of another
 * market's owner, by the person the route belongs to, in the body the matrix sends. None may be a 2xx, and
 * none a 5xx. An id field this table cannot fill fails the test, so a new route with one is covered the day
 * it lands; a field that may rightly name anyone's record says why in FOREIGN_IDS_ALLOWED. Id fields inside a
 * body's objects are found the same way and tried in a body written for each (NESTED_BODIES). Multipart bodies,
 * which the document does not describe, are tried by the fields their summaries list, in the matrix's own form
 * for the route (formCall) with the one field changed.
 */

/** Which of another owner's records each id field names, by the field's name. */
const FOREIGN_RECORD: Record<string, (other: World) => number> = {
  property_id: (o) => o.listing.id,
  listing_id: (o) => o.listing.id,
  project_id: (o) => o.project.id,
  milestone_id: (o) => o.project.milestoneId,
  task_id: (o) => o.project.taskId,
  milestone_task_id: (o) => o.project.taskId,
  task_group_id: (o) => o.project.taskId,
  checklist_id: (o) => o.project.checklistId,
  heading_id: (o) => o.project.headingId,
  template_ids: (o) => o.project.checklistTemplateId,
  label_ids: (o) => o.network.labelId,
  label_id: (o) => o.network.labelId,
  prospect_ids: (o) => o.network.prospectId,
  network_id: (o) => o.network.prospectId,
  vendor_id: (o) => o.project.vendorId,
  assignees: (o) => o.project.vendorId,
  conversation_id: (o) => o.messaging.conversationId,
  meeting_id: (o) => o.meetingId,
  notification_id: (o) => o.notificationId,
  notification_ids: (o) => o.notificationId,
  document_id: (o) => o.listing.documentId,
  bid_id: (o) => o.listing.bidId,
  user_ids: (o) => o.people.otherBuyer.id,
  add_user_ids: (o) => o.people.otherBuyer.id,
  remove_user_ids: (o) => o.people.realtor.id,
  recipient_ids: (o) => o.people.otherBuyer.id,
  seller_id: (o) => o.people.seller.id,
  realtor_id: (o) => o.people.realtor.id,
  realtor_ids: (o) => o.people.realtor.id,
  user_id: (o) => o.people.buyer.id,
  buyer_id: (o) => o.people.buyer.id,
  cover_photo_id: (o) => o.listing.photo.id,
  bid_property_id: (o) => o.listing.auctionId,
  bid_property_history_id: (o) => o.listing.bidId,
  transaction_id: (o) => o.sold.transactionId,
  link_id: (o) => o.shareLinkId,
  vendor_ids: (o) => o.project.vendorEntryId,
  project_ids: (o) => o.project.id,
  sender_id: (o) => o.campaigns.senderId,
  template_id: (o) => o.campaigns.templateId,
  milestone_template_id: (o) => o.project.milestoneTemplateId,
  milestone_template_ids: (o) => o.project.milestoneTemplateId,
};

/** Fields that may rightly name a record nobody in the caller's market owns, and why. */
const FOREIGN_IDS_ALLOWED: Record<string, string> = {
  'POST /api/v1/add-qr-details realtor_id': 'the public capture form names the realtor whose page it is; the project must be theirs',
  'POST /api/v1/scheduling/appointments recipient_id': "the public booking names the agent whose page it is",
  'POST /api/v1/project-realtors realtor_id': 'any realtor may be added to a project team (the owner chooses)',
  'POST /api/v1/project-realtors-add realtor_ids': 'any realtor may be added to a project team (the owner chooses)',
  'POST /api/v1/conversations user_ids': 'anyone may message a realtor (docs/DECISIONS.md, Messaging); its other people are tried by the conversation tests',
  'POST /api/v1/favourite_property property_id': 'published listings are public: anyone signed in may save one',
  'POST /api/v1/permissions property_id': 'published listings are public: anyone may ask for their documents',
  'POST /api/v1/person_tour property_id': 'published listings are public: any buyer may ask for a tour',
  'POST /api/v1/video_tour property_id': 'published listings are public: any buyer may book a tour',
  'PUT /api/v1/notifications user_id': "with notification_id the caller's own notice is marked; user_id alone must be the caller's (403)",
  'PUT /api/v1/conversations/{id} remove_user_ids': 'removing someone who is not in the conversation changes nothing',
  // docs/DECISIONS.md, Listings: the seller is chosen from existing Seller accounts and attached at once.
  'POST /api/v1/properties seller_id': 'a listing names any Seller account as its seller (a recorded decision; its consent is a follow-up)',
  'PUT /api/v1/properties/{id} seller_id': 'a listing names any Seller account as its seller (a recorded decision; its consent is a follow-up)',
  'POST /api/v1/bidding_approval property_id': 'published listings are public: any buyer may ask to bid on one',
  'POST /api/v1/projects seller_id': 'a project names any Seller account as its seller, as a listing does (the owner chooses)',
  'POST /api/v1/text-generator facts.seller_id': "the listing form's facts are the whole form; the writer reads only the listing's own facts, never the seller (text-generator.service.ts, `given`)",
};

/** Fields named like ids that pick from a fixed list, not a record anyone owns. */
const FIXED_LISTS = new Set(['status_id']);
/** Id fields: named *_id or *_ids, or one of the spec's id lists. */
const isIdField = (name: string) => (/_ids?$/.test(name) || name === 'assignees') && !FIXED_LISTS.has(name);

let t: TestApp;
let routes: DocumentedRoute[];
let formRoutes: DocumentedRoute[];
let mine: World;
let other: World;

beforeAll(async () => {
  t = await createTestApp();
  const documented = await openApiRoutes(t.app);
  routes = documented.filter((route) => route.jsonBody);
  formRoutes = documented.filter((route) => route.multipartFields.length > 0);
  mine = await buildWorld(t);
  other = await buildWorld(t);
}, 240_000);
afterAll(() => t?.close());

function idFields(schema: JsonSchema | null): [string, JsonSchema][] {
  const variants = schema?.anyOf ?? schema?.oneOf ?? (schema ? [schema] : []);
  return variants.flatMap((variant) => Object.entries(variant.properties ?? {})).filter(([name]) => isIdField(name));
}

const takesList = (schema: JsonSchema) => schema.type === 'array' || (schema.anyOf ?? []).some((variant) => variant.type === 'array');

/** Id fields inside an object a body holds (a campaign's `trigger.label_id`), as `outer.inner` paths. */
function nestedIdFields(schema: JsonSchema | null): string[] {
  const variants = (s: JsonSchema | null): JsonSchema[] => (s?.anyOf ?? s?.oneOf ? (s.anyOf ?? s.oneOf ?? []).flatMap(variants) : s ? [s] : []);
  const paths = new Set<string>();
  for (const variant of variants(schema)) {
    for (const [outer, property] of Object.entries(variant.properties ?? {})) {
      for (const inner of variants(property)) for (const name of Object.keys(inner.properties ?? {})) if (isIdField(name)) paths.add(`${outer}.${name}`);
    }
  }
  return [...paths];
}

/**
 * A body for each id field inside an object, which no generic filling can build (the object's other fields
 * decide whether it is valid at all): the route's body with that id set to `id`. Each is sent twice, holding
 * the caller's own record (it must pass, or the body proves nothing) and another owner's (it must not).
 */
const NESTED_BODIES: Record<string, (world: World, id: number) => Record<string, unknown>> = {
  'POST /api/v1/email-campaigns trigger.label_id': (w, id) => ({ name: 'Proof step', subject: 'Proof', sender_id: w.campaigns.senderId, template_id: w.campaigns.templateId, trigger: { kind: 'label_added', label_id: id, delay_days: 2 } }),
  'PUT /api/v1/email-campaigns/{id} trigger.label_id': (w, id) => ({ name: 'Proof step', subject: 'Proof', sender_id: w.campaigns.senderId, template_id: w.campaigns.templateId, trigger: { kind: 'label_added', label_id: id, delay_days: 2 } }),
};

describe('authorization matrix: ids inside request bodies', () => {
  it("refuses another owner's record in every id field of every JSON body", async () => {
    const defects: string[] = [];
    const unmapped: string[] = [];
    let tried = 0;
    for (const route of routes) {
      const access = ROUTES[route.key];
      const owner = access?.allow.find((actor) => actor !== 'anonymous');
      const fields = idFields(route.jsonBody);
      for (const [field, schema] of fields) {
        const cell = `${route.key} ${field}`;
        if (FOREIGN_IDS_ALLOWED[cell]) continue;
        const record = FOREIGN_RECORD[field];
        if (!record) {
          unmapped.push(cell);
          continue;
        }
        const spec = access?.call?.(mine) ?? {};
        const base = typeof spec.payload === 'object' && spec.payload !== null && !Buffer.isBuffer(spec.payload) ? (spec.payload as Record<string, unknown>) : {};
        const foreign = record(other);
        const response = await t.call({
          method: route.method,
          url: spec.url ?? route.path,
          token: owner ? mine.people[owner].token : undefined,
          payload: { ...base, [field]: takesList(schema) ? [foreign] : foreign },
          remoteAddress: nextIp(),
        });
        tried += 1;
        if (response.statusCode < 300 || response.statusCode >= 500) defects.push(`${cell} = another owner's ${foreign}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(unmapped.map((cell) => `id field with no foreign record to try (add it to FOREIGN_RECORD or FOREIGN_IDS_ALLOWED): ${cell}`)).toEqual([]);
    expect(defects).toEqual([]);
    expect(tried).toBeGreaterThan(20);
  }, 600_000);

  it("refuses another owner's record in every id field a multipart body's summary lists", async () => {
    const defects: string[] = [];
    const unmapped: string[] = [];
    let tried = 0;
    for (const route of formRoutes) {
      const access = ROUTES[route.key];
      const owner = access?.allow.find((actor) => actor !== 'anonymous');
      for (const listed of route.multipartFields.filter((name) => isIdField(name.replace(/\[\]$/, '')))) {
        const field = listed.replace(/\[\]$/, '');
        const cell = `${route.key} ${field}`;
        if (FOREIGN_IDS_ALLOWED[cell]) continue;
        const record = FOREIGN_RECORD[field];
        const spec = access?.call?.(mine);
        if (!record || !spec?.parts) {
          unmapped.push(`${cell}${record ? ' (its call in the route table has no parts: build it with formCall)' : ''}`);
          continue;
        }
        // The matrix's own form for the route, with this field (in the form's own spelling) holding another owner's record.
        const form = multipart([...spec.parts.filter((part) => part.name !== field && part.name !== `${field}[]`), { name: listed, value: String(record(other)) }]);
        const response = await t.call({ method: route.method, url: spec.url ?? route.path, token: owner ? mine.people[owner].token : undefined, ...form, remoteAddress: nextIp() });
        tried += 1;
        if (response.statusCode < 300 || response.statusCode >= 500) defects.push(`${cell} = another owner's ${record(other)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(unmapped.map((cell) => `multipart id field with no foreign record or form to try (add it to FOREIGN_RECORD or FOREIGN_IDS_ALLOWED): ${cell}`)).toEqual([]);
    expect(defects).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(5);
  }, 120_000);

  it("refuses another owner's record in every id field inside a body's objects, where the caller's own passes", async () => {
    const defects: string[] = [];
    const unmapped: string[] = [];
    const found: string[] = [];
    for (const route of routes) {
      for (const path of nestedIdFields(route.jsonBody)) {
        const cell = `${route.key} ${path}`;
        found.push(cell);
        if (FOREIGN_IDS_ALLOWED[cell]) continue;
        const body = NESTED_BODIES[cell];
        const record = FOREIGN_RECORD[path.split('.').at(-1)!];
        if (!body || !record) {
          unmapped.push(cell);
          continue;
        }
        const access = ROUTES[route.key];
        const owner = access?.allow.find((actor) => actor !== 'anonymous');
        const send = (id: number) =>
          t.call({ method: route.method, url: access?.call?.(mine).url ?? route.path, token: owner ? mine.people[owner].token : undefined, payload: body(mine, id), remoteAddress: nextIp() });
        const own = await send(record(mine));
        if (own.statusCode >= 300) defects.push(`${cell} = the caller's own ${record(mine)}: ${own.statusCode} ${own.body.slice(0, 200)} (the body proves nothing)`);
        const foreign = await send(record(other));
        if (foreign.statusCode < 300 || foreign.statusCode >= 500) defects.push(`${cell} = another owner's ${record(other)}: ${foreign.statusCode} ${foreign.body.slice(0, 200)}`);
      }
    }
    expect(unmapped.map((cell) => `id field inside an object with no body to try it in (add it to NESTED_BODIES): ${cell}`)).toEqual([]);
    expect(defects).toEqual([]);
    expect(found.length).toBeGreaterThan(0);
  }, 120_000);
});
