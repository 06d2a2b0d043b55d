import { documentMessages } from '@openhouse/shared/properties/documents';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError, pdfDocument, pngImage } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { docxDocument, elfBinary, htmlPage, storedDocumentFiles, uploadDocuments, windowsExe } from '../../../test/helpers/documents';
import { insertProperty } from '../../../test/helpers/properties';
import type { PropertyRow } from '../properties/properties.access';
import { propertyDocuments } from './property-documents.schema';

let t: TestApp;
let realtor: { user: { id: number }; token: string };
let seller: { user: { id: number }; token: string };
let admin: { user: { id: number }; token: string };
let otherRealtor: { token: string };
let buyer: { token: string };
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'] });
  seller = await t.user({ roles: ['Seller'] });
  admin = await t.user({ roles: ['Admin'] });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  buyer = await t.user({ roles: ['Buyer'] });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  property = await insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id });
});

async function documentRows(propertyId: number) {
  return t.database.db.select().from(propertyDocuments).where(eq(propertyDocuments.property_id, propertyId));
}

type Uploaded = { id: number; property_id: number; name: string; kind: string; content_type: string; size: number; download_url: string; created_at: string };

describe('POST /propertie_upload_files/{id}', () => {
  it('stores several files for the realtor, typed by content, under random keys', async () => {
    const pdf = pdfDocument();
    const response = await uploadDocuments(
      t,
      property.id,
      [
        { filename: 'Purchase agreement.pdf', content: pdf, contentType: 'application/pdf' },
        { filename: 'floor plan.png', content: pngImage() },
        { filename: 'comps.csv', content: Buffer.from('address,price\n1 Main,1\n'), contentType: 'text/csv' },
      ],
      { token: realtor.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; data: Uploaded[] };
    expect(body.message).toBe(propertyMessages.documentsUploaded);
    expect(body.data.map((d) => [d.name, d.content_type, d.kind])).toEqual([
      ['Purchase agreement.pdf', 'application/pdf', 'document'],
      ['floor plan.png', 'image/png', 'document'],
      ['comps.csv', 'text/csv; charset=utf-8', 'document'],
    ]);
    expect(body.data[0]).toMatchObject({ property_id: property.id, size: pdf.length, download_url: `/api/v1/property-documents/${property.id}/${body.data[0]!.id}/download` });

    const rows = await documentRows(property.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(response.body).not.toContain(row.storage_key.split('/').pop());
      expect(row.storage_key).toMatch(new RegExp(`^property-documents/${property.id}/[0-9a-f-]{36}$`));
      expect(row.uploaded_by).toBe(realtor.user.id);
    }
    expect(storedDocumentFiles(t, property.id).sort()).toEqual(rows.map((row) => row.storage_key.split('/').pop()).sort());
    const pdfRow = rows.find((row) => row.name === 'Purchase agreement.pdf')!;
    expect(await t.app.platform.storage.get(pdfRow.storage_key)).toEqual(pdf);
  });

  it('files them as disclosures when kind=disclosure', async () => {
    const response = await uploadDocuments(t, property.id, [{ filename: 'tds.docx', content: docxDocument() }], {
      token: realtor.token,
      fields: { kind: 'disclosure' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: Uploaded[] }).data[0]).toMatchObject({
      kind: 'disclosure',
      content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('lets an admin upload, but not the seller (documents are managed by the realtor)', async () => {
    const byAdmin = await uploadDocuments(t, property.id, [{ filename: 'a.pdf', content: pdfDocument() }], { token: admin.token });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const bySeller = await uploadDocuments(t, property.id, [{ filename: 'b.pdf', content: pdfDocument() }], { token: seller.token });
    expectError(bySeller, 403, 'This action is unauthorized.');
    expect((await documentRows(property.id)).map((row) => row.name)).toEqual(['a.pdf']);
  });

  it('refuses anonymous callers (401), buyers and other realtors (403), storing nothing', async () => {
    const file = [{ filename: 'x.pdf', content: pdfDocument() }];
    expectError(await uploadDocuments(t, property.id, file), 401, 'Unauthenticated.');
    expectError(await uploadDocuments(t, property.id, file, { token: buyer.token }), 403, 'This action is unauthorized.');
    expectError(await uploadDocuments(t, property.id, file, { token: otherRealtor.token }), 403, 'This action is unauthorized.');
    expect(await documentRows(property.id)).toEqual([]);
    expect(storedDocumentFiles(t, property.id)).toEqual([]);
  });

  it('answers 404 for a property that does not exist', async () => {
    expectError(await uploadDocuments(t, 999_999, [{ filename: 'x.pdf', content: pdfDocument() }], { token: realtor.token }), 404, propertyMessages.notFound);
  });

  it.each([
    ['an ELF binary', elfBinary()],
    ['a Windows executable', windowsExe()],
    ['an HTML page', htmlPage()],
  ])('refuses %s labelled .pdf with 422 and stores nothing', async (_what, content) => {
    const response = await uploadDocuments(t, property.id, [{ filename: 'contract.pdf', content, contentType: 'application/pdf' }], { token: realtor.token });
    expectError(response, 422, propertyMessages.documentType, { files: propertyMessages.documentType });
    expect(await documentRows(property.id)).toEqual([]);
    expect(storedDocumentFiles(t, property.id)).toEqual([]);
  });

  it('stores none of a batch when one file is refused', async () => {
    const response = await uploadDocuments(
      t,
      property.id,
      [
        { filename: 'good.pdf', content: pdfDocument() },
        { filename: 'bad.pdf', content: windowsExe() },
      ],
      { token: realtor.token },
    );
    expectError(response, 422, propertyMessages.documentType);
    expect(await documentRows(property.id)).toEqual([]);
    expect(storedDocumentFiles(t, property.id)).toEqual([]);
  });

  it('refuses a file over 25 MB with 413 and stores nothing (the others of the batch neither)', async () => {
    const oversized = Buffer.concat([pdfDocument(), Buffer.alloc(25 * 1024 * 1024)]);
    const response = await uploadDocuments(
      t,
      property.id,
      [
        { filename: 'small.pdf', content: pdfDocument() },
        { filename: 'huge.pdf', content: oversized },
      ],
      { token: realtor.token },
    );
    expectError(response, 413, propertyMessages.documentTooLarge);
    expect(await documentRows(property.id)).toEqual([]);
    expect(storedDocumentFiles(t, property.id)).toEqual([]);
  });

  it('accepts a file of exactly 25 MB', async () => {
    const pdf = pdfDocument();
    const exact = Buffer.concat([pdf, Buffer.alloc(25 * 1024 * 1024 - pdf.length)]);
    const response = await uploadDocuments(t, property.id, [{ filename: 'exact.pdf', content: exact }], { token: realtor.token });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: Uploaded[] }).data[0]!.size).toBe(25 * 1024 * 1024);
  });

  it('reduces a path-like file name to its base name', async () => {
    const response = await uploadDocuments(t, property.id, [{ filename: '../../etc/passwd', content: pdfDocument() }], { token: realtor.token });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await documentRows(property.id);
    expect(row!.name).toBe('passwd.pdf');
    expect(row!.storage_key).not.toContain('..');
    expect(row!.storage_key).not.toContain('passwd');
  });

  it('answers 422 when no file is sent, or the kind is unknown', async () => {
    expectError(await uploadDocuments(t, property.id, [], { token: realtor.token, fields: { kind: 'document' } }), 422, propertyMessages.noFiles, {
      files: propertyMessages.noFiles,
    });
    const badKind = await uploadDocuments(t, property.id, [{ filename: 'a.pdf', content: pdfDocument() }], { token: realtor.token, fields: { kind: 'secret' } });
    expect(badKind.statusCode).toBe(422);
    expect((badKind.json() as { errors: Record<string, string[]> }).errors.kind).toBeDefined();
    expect(await documentRows(property.id)).toEqual([]);
  });

  it('answers 415 for a body that is not multipart', async () => {
    const response = await t.call({ method: 'POST', url: `/api/v1/propertie_upload_files/${property.id}`, payload: { files: [] }, token: realtor.token });
    expect(response.statusCode).toBe(415);
  });

  it('refuses more than 10 files in one request with 413, storing nothing', async () => {
    const files = Array.from({ length: 11 }, (_, n) => ({ filename: `f${n}.pdf`, content: pdfDocument() }));
    const response = await uploadDocuments(t, property.id, files, { token: realtor.token });
    expect(response.statusCode).toBe(413);
    expect(await documentRows(property.id)).toEqual([]);
  });
});

describe('DELETE /property-documents/{propertyId}/{documentId}', () => {
  async function oneDocument(): Promise<{ id: number; key: string }> {
    const response = await uploadDocuments(t, property.id, [{ filename: 'x.pdf', content: pdfDocument() }], { token: realtor.token });
    const id = (response.json() as { data: Uploaded[] }).data[0]!.id;
    const [row] = await documentRows(property.id);
    return { id, key: row!.storage_key };
  }

  it('removes the row and the stored file for the realtor', async () => {
    const doc = await oneDocument();
    const response = await t.call({ method: 'DELETE', url: `/api/v1/property-documents/${property.id}/${doc.id}`, token: realtor.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: documentMessages.deleted });
    expect(await documentRows(property.id)).toEqual([]);
    expect(await t.app.platform.storage.get(doc.key)).toBeNull();
  });

  it('lets an admin delete', async () => {
    const doc = await oneDocument();
    const response = await t.call({ method: 'DELETE', url: `/api/v1/property-documents/${property.id}/${doc.id}`, token: admin.token });
    expect(response.statusCode).toBe(200);
  });

  it('refuses anonymous (401), the seller, buyers and other realtors (403), changing nothing', async () => {
    const doc = await oneDocument();
    const url = `/api/v1/property-documents/${property.id}/${doc.id}`;
    expectError(await t.call({ method: 'DELETE', url }), 401, 'Unauthenticated.');
    for (const token of [seller.token, buyer.token, otherRealtor.token]) {
      expectError(await t.call({ method: 'DELETE', url, token }), 403, 'This action is unauthorized.');
    }
    expect(await documentRows(property.id)).toHaveLength(1);
    expect(await t.app.platform.storage.get(doc.key)).not.toBeNull();
  });

  it('answers 404 for a document of another property, or none', async () => {
    const doc = await oneDocument();
    const other = await insertProperty(t.database.db, realtor.user.id);
    expectError(await t.call({ method: 'DELETE', url: `/api/v1/property-documents/${other.id}/${doc.id}`, token: realtor.token }), 404, documentMessages.notFound);
    expectError(await t.call({ method: 'DELETE', url: `/api/v1/property-documents/${property.id}/999999`, token: realtor.token }), 404, documentMessages.notFound);
    expect(await documentRows(property.id)).toHaveLength(1);
  });
});
