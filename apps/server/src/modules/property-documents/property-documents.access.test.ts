import { documentMessages } from '@openhouse/shared/properties/documents';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, pdfDocument } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { uploadDocuments } from '../../../test/helpers/documents';
import { insertProperty, listingWithSides } from '../../../test/helpers/properties';
import { propertyEvents } from '../insights/insights.schema';
import type { PropertyRow } from '../properties/properties.access';
import { documentPermissions, propertyDocuments } from './property-documents.schema';

type Person = { user: { id: number; email: string }; token: string };
type DocumentsBody = { data: { id: number; name: string; download_url: string }[]; access: string; document_count: number; permission: { id: number; status: string } | null };

let t: TestApp;
let realtor: Person;
let seller: Person;
let admin: Person;
let granted: Person;
let requested: Person;
let denied: Person;
let stranger: Person;
let property: PropertyRow;
let documentIds: number[];
let storageKeys: string[];
/** Every JSON answer of this file, to prove no storage key ever leaves the server. */
const jsonAnswers: string[] = [];

async function call(options: Parameters<TestApp['call']>[0]): Promise<LightMyRequestResponse> {
  const response = await t.call(options);
  if (String(response.headers['content-type'] ?? '').includes('json')) jsonAnswers.push(response.body);
  return response;
}

async function setPermission(person: Person, status: 'requested' | 'granted' | 'denied') {
  await t.database.db.insert(documentPermissions).values({ property_id: property.id, user_id: person.user.id, status });
}

async function downloadsOf(userId: number) {
  return t.database.db
    .select()
    .from(propertyEvents)
    .where(and(eq(propertyEvents.property_id, property.id), eq(propertyEvents.event_type, 'download'), eq(propertyEvents.user_id, userId)));
}

beforeAll(async () => {
  t = await createTestApp();
  ({ realtor, seller, property } = await listingWithSides(t));
  admin = await t.user({ roles: ['Admin'] });
  granted = await t.user({ roles: ['Buyer'] });
  requested = await t.user({ roles: ['Buyer'] });
  denied = await t.user({ roles: ['Buyer'] });
  stranger = await t.user({ roles: ['Buyer'] });
  const upload = await uploadDocuments(
    t,
    property.id,
    [
      { filename: 'Seller disclosure “TDS”.pdf', content: pdfDocument() },
      { filename: 'inspection.txt', content: Buffer.from('Roof: good.\n') },
    ],
    { token: realtor.token },
  );
  jsonAnswers.push(upload.body);
  documentIds = (upload.json() as DocumentsBody).data.map((d) => d.id);
  storageKeys = (await t.database.db.select().from(propertyDocuments).where(eq(propertyDocuments.property_id, property.id))).map((row) => row.storage_key);
  await setPermission(granted, 'granted');
  await setPermission(requested, 'requested');
  await setPermission(denied, 'denied');
});
afterAll(async () => t?.close());

describe('GET /property-documents/{id}', () => {
  async function documentsAs(token?: string): Promise<DocumentsBody> {
    const response = await call({ method: 'GET', url: `/api/v1/property-documents/${property.id}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DocumentsBody;
  }

  it.each([
    ['the realtor', () => realtor],
    ['the seller', () => seller],
    ['an admin', () => admin],
  ])('shows %s every document, as the listing side', async (_who, person) => {
    const body = await documentsAs(person().token);
    expect(body.access).toBe('listing_side');
    expect(body.data.map((d) => d.name)).toEqual(['Seller disclosure “TDS”.pdf', 'inspection.txt']);
    expect(body.document_count).toBe(2);
    expect(body.permission).toBeNull();
  });

  it('shows a granted user every document and their permission', async () => {
    const body = await documentsAs(granted.token);
    expect(body).toMatchObject({ access: 'granted', document_count: 2, permission: { status: 'granted' } });
    expect(body.data).toHaveLength(2);
  });

  it.each([
    ['requested', () => requested],
    ['denied', () => denied],
  ])('shows a %s user no documents, only the count and their request', async (state, person) => {
    const body = await documentsAs(person().token);
    expect(body).toMatchObject({ data: [], access: state, document_count: 2, permission: { status: state } });
  });

  it('shows a signed-in user without a request nothing but the count', async () => {
    expect(await documentsAs(stranger.token)).toEqual({ data: [], access: 'none', document_count: 2, permission: null });
  });

  it('shows an anonymous visitor nothing but the count', async () => {
    expect(await documentsAs()).toEqual({ data: [], access: 'anonymous', document_count: 2, permission: null });
  });

  it('answers 404 for a property that does not exist', async () => {
    expect((await call({ method: 'GET', url: '/api/v1/property-documents/999999' })).statusCode).toBe(404);
  });
});

describe('GET /property-documents/{propertyId}/{documentId}/download', () => {
  const url = (documentId = documentIds[0]!) => `/api/v1/property-documents/${property.id}/${documentId}/download`;

  it('streams the file to the realtor as a private attachment, without counting it', async () => {
    const response = await call({ method: 'GET', url: url(), token: realtor.token });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(pdfDocument());
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Seller disclosure _TDS_.pdf"; filename*=UTF-8''Seller%20disclosure%20%E2%80%9CTDS%E2%80%9D.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await downloadsOf(realtor.user.id)).toEqual([]);
  });

  it('serves text with its stored type', async () => {
    const response = await call({ method: 'GET', url: url(documentIds[1]), token: seller.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Roof: good.\n');
  });

  it('lets a granted user download and records the download with the document', async () => {
    const before = (await downloadsOf(granted.user.id)).length;
    const response = await call({ method: 'GET', url: url(), token: granted.token });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(pdfDocument());
    const events = await downloadsOf(granted.user.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({ document_id: documentIds[0], visitor_id: `u:${granted.user.id}`, event_type: 'download' });
  });

  it('does not count a HEAD request (prefetchers) as a download', async () => {
    const before = (await downloadsOf(granted.user.id)).length;
    const response = await call({ method: 'HEAD', url: url(), token: granted.token });
    expect(response.statusCode).not.toBe(200);
    expect(await downloadsOf(granted.user.id)).toHaveLength(before);
  });

  it('accepts the bearer token in the query, for a plain link', async () => {
    const response = await call({ method: 'GET', url: `${url()}?token=${granted.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(pdfDocument());
  });

  it('answers 404, and records nothing, to signed-in users without access', async () => {
    for (const person of [requested, denied, stranger]) {
      expectError(await call({ method: 'GET', url: url(), token: person.token }), 404, documentMessages.notFound);
      expectError(await call({ method: 'GET', url: `${url()}?token=${person.token}` }), 404, documentMessages.notFound);
      expect(await downloadsOf(person.user.id)).toEqual([]);
    }
  });

  it('answers the same 404 for a document that does not exist, or of another property', async () => {
    const other = await insertProperty(t.database.db, realtor.user.id);
    expectError(await call({ method: 'GET', url: url(999999), token: realtor.token }), 404, documentMessages.notFound);
    expectError(await call({ method: 'GET', url: `/api/v1/property-documents/${other.id}/${documentIds[0]}/download`, token: realtor.token }), 404, documentMessages.notFound);
  });

  it('answers 401 without a token, or with a bad or revoked one', async () => {
    expectError(await call({ method: 'GET', url: url() }), 401, 'Unauthenticated.');
    expectError(await call({ method: 'GET', url: `${url()}?token=not-a-real-token-0123456789` }), 401, 'Unauthenticated.');
    expectError(await call({ method: 'GET', url: `${url()}?token=short` }), 401, 'Unauthenticated.');
    const leaving = await t.user({ roles: ['Buyer'] });
    await t.database.db.insert(documentPermissions).values({ property_id: property.id, user_id: leaving.user.id, status: 'granted' });
    expect((await call({ method: 'POST', url: '/api/v1/logout', token: leaving.token })).statusCode).toBe(200);
    expectError(await call({ method: 'GET', url: `${url()}?token=${leaving.token}` }), 401, 'Unauthenticated.');
  });
});

describe('POST /property_document_download', () => {
  const record = (token: string | undefined, document_id: number | string = documentIds[1]!) =>
    call({ method: 'POST', url: '/api/v1/property_document_download', payload: { document_id }, token });

  it('records a download for a granted user', async () => {
    const before = (await downloadsOf(granted.user.id)).length;
    const response = await record(granted.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: documentMessages.downloadRecorded });
    const events = await downloadsOf(granted.user.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)!.document_id).toBe(documentIds[1]);
  });

  it('answers 200 to the listing side without counting its own download', async () => {
    expect((await record(seller.token)).statusCode).toBe(200);
    expect(await downloadsOf(seller.user.id)).toEqual([]);
  });

  it('answers 404 to users without access and 401 to anonymous callers, recording nothing', async () => {
    expectError(await record(stranger.token), 404, documentMessages.notFound);
    expectError(await record(denied.token), 404, documentMessages.notFound);
    expectError(await record(undefined), 401, 'Unauthenticated.');
    expect(await downloadsOf(stranger.user.id)).toEqual([]);
    expect(await downloadsOf(denied.user.id)).toEqual([]);
  });

  it('answers 404 for an unknown document and 422 for a bad id', async () => {
    expectError(await record(granted.token, 999999), 404, documentMessages.notFound);
    expect((await record(granted.token, 'abc')).statusCode).toBe(422);
  });
});

describe('storage keys', () => {
  it('cannot be fetched through any public file route', async () => {
    for (const key of storageKeys) {
      const file = key.split('/').pop()!;
      for (const path of [
        `/api/v1/property-photos/${key}`,
        `/api/v1/property-photos/${file}`,
        `/api/v1/avatars/${key}`,
        `/api/v1/avatars/${encodeURIComponent(key)}`,
        `/api/v1/avatars/${file}`,
        `/api/v1/storage/${key}`,
        `/storage/${key}`,
        `/api/v1/${key}`,
        `/${key}`,
      ]) {
        const response = await t.call({ method: 'GET', url: path, token: stranger.token });
        expect(response.statusCode, path).toBe(404);
        expect(response.rawPayload.equals(pdfDocument()), path).toBe(false);
      }
    }
  });

  it('never appear in a JSON answer', async () => {
    const listed = await call({ method: 'GET', url: `/api/v1/property-documents/${property.id}`, token: realtor.token });
    expect(listed.statusCode).toBe(200);
    expect(jsonAnswers.length).toBeGreaterThan(10);
    for (const key of storageKeys) {
      const random = key.split('/').pop()!;
      for (const body of jsonAnswers) expect(body).not.toContain(random);
    }
  });
});
