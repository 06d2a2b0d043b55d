import { recordIdMessages } from '@openhouse/shared/http/record-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, nextIp, registration } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/app';
import { listingForm, listingWithSides } from '../helpers/properties';

/*
 * Ids beyond PostgreSQL's integer and text with a NUL are the client's mistake: 422, never a 500 from the
 * database refusing them. Both are refused by the shared building blocks (`recordId`, `singleLineText` and
 * `multiLineText`), so the table below names the routes where they once reached a query.
 */

const HUGE = 2_147_483_648;
const NUL = 'Bad\u0000Name';

let t: TestApp;
let realtor: { token: string; id: number };
let admin: string;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const sides = await listingWithSides(t);
  realtor = { token: sides.realtor.token, id: sides.realtor.user.id };
  propertyId = sides.property.id;
  admin = (await t.user({ roles: ['Admin'] })).token;
});
afterAll(async () => t?.close());

/** A complete add-property form. */
const listing = (overrides: Record<string, unknown>) => listingForm({ description: 'Sunny rooms.\nA deep backyard.', ...overrides });

type Case = { name: string; method: 'GET' | 'POST' | 'PUT'; url: () => string; payload?: () => Record<string, unknown>; as: () => string | undefined };

const asRealtor = () => realtor.token;
const asAdmin = () => admin;

const OVERSIZED_IDS: Case[] = [
  { name: 'favourite_property', method: 'POST', url: () => '/api/v1/favourite_property', payload: () => ({ property_id: HUGE }), as: asRealtor },
  { name: 'permissions (ask)', method: 'POST', url: () => '/api/v1/permissions', payload: () => ({ property_id: HUGE }), as: asRealtor },
  { name: 'permissions (list)', method: 'GET', url: () => `/api/v1/permissions?property_id=${HUGE}`, as: asRealtor },
  { name: 'property_document_download', method: 'POST', url: () => '/api/v1/property_document_download', payload: () => ({ document_id: HUGE }), as: asRealtor },
  { name: 'notifications (one)', method: 'PUT', url: () => '/api/v1/notifications', payload: () => ({ notification_id: HUGE }), as: asRealtor },
  { name: 'notifications (all)', method: 'PUT', url: () => '/api/v1/notifications', payload: () => ({ user_id: HUGE }), as: asRealtor },
  { name: 'seller_id of a new listing', method: 'POST', url: () => '/api/v1/properties', payload: () => listing({ seller_id: HUGE }), as: asRealtor },
  { name: 'seller_id of an edit', method: 'PUT', url: () => `/api/v1/properties/${propertyId}`, payload: () => listing({ seller_id: HUGE }), as: asRealtor },
  { name: 'text-generator', method: 'POST', url: () => '/api/v1/text-generator', payload: () => ({ property_id: HUGE }), as: asRealtor },
  { name: 'insights: property/list', method: 'GET', url: () => `/api/v1/property/list?property_id=${HUGE}`, as: asRealtor },
  { name: 'insights: analytics/user_details', method: 'GET', url: () => `/api/v1/analytics/user_details?property_id=${HUGE}`, as: asRealtor },
  { name: 'insights: property/download_user', method: 'GET', url: () => `/api/v1/property/download_user?property_id=${HUGE}`, as: asRealtor },
  { name: 'insights: property/document-packages', method: 'GET', url: () => `/api/v1/property/document-packages?property_id=${HUGE}`, as: asRealtor },
  { name: 'insights: export', method: 'GET', url: () => `/api/v1/export?property_id=${HUGE}&token=${realtor.token}`, as: () => undefined },
  { name: 'PUT /users/{id}', method: 'PUT', url: () => `/api/v1/users/${HUGE}`, payload: () => ({ name: 'Some Person' }), as: asRealtor },
  { name: 'projects: milestone task', method: 'POST', url: () => '/api/v1/milestone/task', payload: () => ({ milestone_id: HUGE, title: 'Fix it' }), as: asRealtor },
  { name: 'projects: task list', method: 'GET', url: () => `/api/v1/milestone/task?project_id=${HUGE}`, as: asRealtor },
  { name: 'projects: upload link', method: 'GET', url: () => `/api/v1/file-upload/link?task_id=${HUGE}&vendor_id=1`, as: asRealtor },
];

/** Ids written any way but digits: a loose coercion once read each of these as record 16 (or 1). */
const ODD_IDS: Case[] = [
  ...['0x10', '+16', '%2016', '016', '1e1'].map((id): Case => ({ name: `GET /network/${id}`, method: 'GET', url: () => `/api/v1/network/${id}`, as: asRealtor })),
  { name: 'vendors/projects?user_id=0x10', method: 'GET', url: () => '/api/v1/vendors/projects?user_id=0x10', as: asRealtor },
  { name: 'milestone_id: [1]', method: 'POST', url: () => '/api/v1/milestone/task', payload: () => ({ milestone_id: [1], title: 'Fix it' }), as: asRealtor },
  { name: 'property_id: "0x10"', method: 'POST', url: () => '/api/v1/favourite_property', payload: () => ({ property_id: '0x10' }), as: asRealtor },
];

const NUL_TEXTS: Case[] = [
  { name: 'projects: milestone name', method: 'POST', url: () => '/api/v1/project/milestone', payload: () => ({ project_id: 1, milestone_name: NUL }), as: asRealtor },
  { name: 'projects: task comment', method: 'POST', url: () => '/api/v1/milestone/conversations', payload: () => ({ milestone_task_id: 1, message: NUL }), as: asRealtor },
  { name: 'projects: task group name', method: 'POST', url: () => '/api/v1/task-groups', payload: () => ({ milestone_id: 1, name: 'Repairs\u0000' }), as: asRealtor },
  { name: 'register: name (no sign-in)', method: 'POST', url: () => '/api/v1/register', payload: () => registration({ name: NUL }), as: () => undefined },
  { name: 'register: dre_number (no sign-in)', method: 'POST', url: () => '/api/v1/register', payload: () => registration({ enabled: 1, dre_number: '12\u000034' }), as: () => undefined },
  { name: 'PUT /users: name', method: 'PUT', url: () => `/api/v1/users/${realtor.id}`, payload: () => ({ name: NUL }), as: asRealtor },
  { name: 'PUT /users: timezone', method: 'PUT', url: () => `/api/v1/users/${realtor.id}`, payload: () => ({ timezone: 'America/New_York\u0000' }), as: asRealtor },
  { name: 'new listing: label', method: 'POST', url: () => '/api/v1/properties', payload: () => listing({ label: NUL }), as: asRealtor },
  { name: 'new listing: city', method: 'POST', url: () => '/api/v1/properties', payload: () => listing({ city: 'Sacra\u0000mento' }), as: asRealtor },
  { name: 'new listing: description', method: 'POST', url: () => '/api/v1/properties', payload: () => listing({ description: 'Line one\n\u0000' }), as: asRealtor },
  { name: 'new listing: features', method: 'POST', url: () => '/api/v1/properties', payload: () => listing({ features: ['Garage\u0000'] }), as: asRealtor },
  { name: 'new listing: invited seller name', method: 'POST', url: () => '/api/v1/properties', payload: () => listing({ seller_invite: { name: NUL, email: 'seller-nul@example.com' } }), as: asRealtor },
  { name: 'edit listing: street', method: 'PUT', url: () => `/api/v1/properties/${propertyId}`, payload: () => listing({ street_address: '1 Main\u0000St' }), as: asRealtor },
  { name: 'user_search query', method: 'GET', url: () => '/api/v1/user_search?query=ja%00ne', as: asAdmin },
  { name: 'associate-user query', method: 'GET', url: () => '/api/v1/associate-user?query=ja%00ne', as: asRealtor },
  { name: 'browsing search', method: 'GET', url: () => '/api/v1/properties?q=ja%00ne', as: () => undefined },
];

function send(route: Case) {
  return t.call({ method: route.method, url: route.url(), token: route.as(), remoteAddress: nextIp(), ...(route.payload ? { payload: route.payload() } : {}) });
}

describe('ids above the database integer', () => {
  it.each(OVERSIZED_IDS.map((route) => [route.name, route] as const))('%s → 422', async (_name, route) => {
    const response = await send(route);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().code).toBe('validation_failed');
  });
});

describe('ids written other than as digits', () => {
  it.each(ODD_IDS.map((route) => [route.name, route] as const))('%s → 422 naming the id', async (_name, route) => {
    const response = await send(route);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(recordIdMessages.invalid);
  });
});

describe('text with a NUL character', () => {
  it.each(NUL_TEXTS.map((route) => [route.name, route] as const))('%s → 422', async (_name, route) => {
    const response = await send(route);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().code).toBe('validation_failed');
  });

  it('profile_information (multipart): a NUL in the name → 422', async () => {
    const form = multipart([{ name: 'name', value: NUL }]);
    const response = await t.call({ method: 'POST', url: '/api/v1/profile_information', payload: form.payload, headers: form.headers, token: realtor.token });
    expect(response.statusCode, response.body).toBe(422);
  });

  it('keeps line breaks in text written on several lines', async () => {
    const response = await send({ name: 'listing', method: 'POST', url: () => '/api/v1/properties', payload: () => listing({ description: 'Line one\r\n\tLine two' }), as: asRealtor });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.description).toBe('Line one\r\n\tLine two');
  });
});
