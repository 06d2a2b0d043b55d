import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty } from '../../../test/helpers/properties';
import { propertyEvents } from '../insights/insights.schema';
import { notifications } from '../notifications/notifications.schema';
import { documentPermissions } from '../property-documents/property-documents.schema';
import { favourites } from './properties.schema';
import type { PropertyRow } from './properties.access';

let t: TestApp;
let realtor: { user: { id: number }; token: string };
let buyer: { user: { id: number }; token: string };
let withdrawn: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'] });
  buyer = await t.user({ roles: ['Buyer'] });
  withdrawn = await insertProperty(t.database.db, realtor.user.id, { status: 'withdrawn' });
});
afterAll(async () => t?.close());

async function rows(table: typeof propertyEvents | typeof favourites | typeof documentPermissions) {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(table.property_id, withdrawn.id));
  return row!.n;
}

describe('a withdrawn listing, to anyone outside its listing side', () => {
  it('does not exist: every route that names it answers 404 and records nothing', async () => {
    const notificationsBefore = await t.database.db.select({ n: count() }).from(notifications);
    const calls = [
      { method: 'GET' as const, url: `/api/v1/properties/${withdrawn.id}` },
      { method: 'GET' as const, url: `/api/v1/property-documents/${withdrawn.id}` },
      { method: 'POST' as const, url: `/api/v1/properties/${withdrawn.id}/viewcount` },
      { method: 'POST' as const, url: `/api/v1/property/${withdrawn.id}/add-analytics`, payload: { event_type: 'click', target: 'photo' } },
      { method: 'POST' as const, url: '/api/v1/favourite_property', payload: { property_id: withdrawn.id } },
      { method: 'POST' as const, url: '/api/v1/permissions', payload: { property_id: withdrawn.id } },
    ];
    for (const call of calls) {
      for (const token of [undefined, buyer.token]) {
        if (!token && (call.url.endsWith('favourite_property') || call.url.endsWith('permissions'))) continue;
        const response = await t.call({ ...call, token });
        expect(response.statusCode, `${call.method} ${call.url} ${token ? 'buyer' : 'anonymous'}`).toBe(404);
      }
    }
    expect(await rows(propertyEvents)).toBe(0);
    expect(await rows(favourites)).toBe(0);
    expect(await rows(documentPermissions)).toBe(0);
    expect(await t.database.db.select({ n: count() }).from(notifications)).toEqual(notificationsBefore);
  });

  it('is still there for its realtor', async () => {
    expect((await t.call({ method: 'GET', url: `/api/v1/properties/${withdrawn.id}`, token: realtor.token })).statusCode).toBe(200);
    const documents = await t.call({ method: 'GET', url: `/api/v1/property-documents/${withdrawn.id}`, token: realtor.token });
    expect(documents.statusCode).toBe(200);
    expect(documents.json()).toMatchObject({ access: 'listing_side' });
  });
});
