import { documentMessages as dm, type DocumentKind, type PropertyDocument, type propertyDocumentsResponseSchema } from '@openhouse/shared/properties/documents';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { invalidField, notFound } from '../../platform/http/errors';
import { deleteQuietly, putAll } from '../../platform/storage/batch';
import { recordDownload } from '../insights/events.service';
import { propertyAccess, type PropertyRow } from '../properties/properties.access';
import { documentsAccess } from './property-documents.access';
import { detectDocumentType, documentDisplayName, type DocumentType } from './document-files';
import type { UploadedFile } from './document-upload-form';
import { toPermission } from './permissions.service';
import {
  countDocuments,
  deleteDocument,
  findDocument,
  findDocumentById,
  findPermissionFor,
  insertDocuments,
  listDocuments,
  type DocumentRow,
} from './property-documents.repository';

/** The API's view of a document: never its storage key. */
export function toDocument(row: DocumentRow): PropertyDocument {
  return {
    id: row.id,
    property_id: row.property_id,
    name: row.name,
    kind: row.kind,
    content_type: row.content_type,
    size: row.size,
    download_url: `/api/v1/property-documents/${row.property_id}/${row.id}/download`,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * GET /property-documents/{id}: the documents when the caller may read them; otherwise none, but their
 * number and where the caller stands, so the docs page can offer to request access or show the request.
 */
export async function propertyDocumentsFor(platform: Platform, actor: Actor | null, propertyId: number): Promise<z.output<typeof propertyDocumentsResponseSchema>> {
  const property = await propertyAccess.require(platform.db, actor, 'see', propertyId);
  if (actor && propertyAccess.can(actor, 'listingSide', property)) {
    const rows = await listDocuments(platform.db, property.id);
    return { data: rows.map(toDocument), access: 'listing_side', document_count: rows.length, permission: null };
  }
  const permission = actor ? await findPermissionFor(platform.db, property.id, actor.id) : null;
  if (permission?.status === 'granted') {
    const rows = await listDocuments(platform.db, property.id);
    return { data: rows.map(toDocument), access: 'granted', document_count: rows.length, permission: toPermission(permission) };
  }
  return {
    data: [],
    access: !actor ? 'anonymous' : (permission?.status ?? 'none'),
    document_count: await countDocuments(platform.db, property.id),
    permission: permission ? toPermission(permission) : null,
  };
}

/**
 * POST /propertie_upload_files/{id}: every file is checked by its bytes before any is stored, so a
 * refused file leaves nothing behind. Keys are random; names are only for display.
 */
export async function uploadDocuments(
  platform: Platform,
  actor: Actor,
  propertyId: number,
  readForm: () => Promise<{ kind: DocumentKind; files: UploadedFile[] }>,
): Promise<{ message: string; data: PropertyDocument[] }> {
  const property = await propertyAccess.require(platform.db, actor, 'manage', propertyId);
  const form = await readForm();
  const checked: { file: UploadedFile; type: DocumentType }[] = [];
  for (const file of form.files) {
    const type = await detectDocumentType(file.bytes, file.filename);
    if (!type) throw invalidField('files', m.documentType);
    checked.push({ file, type });
  }
  const rows = checked.map(({ file, type }) => ({
    property_id: property.id,
    uploaded_by: actor.id,
    name: documentDisplayName(file.filename, type),
    kind: form.kind,
    storage_key: `property-documents/${property.id}/${crypto.randomUUID()}`,
    content_type: type.contentType,
    size: file.bytes.length,
  }));
  // Nothing stays behind unlisted: putAll undoes its own partial writes, and a failed insert removes the files.
  await putAll(
    platform,
    rows.map((row, index) => ({ key: row.storage_key, body: checked[index]!.file.bytes, contentType: row.content_type })),
  );
  try {
    const created = await insertDocuments(platform.db, rows);
    return { message: m.documentsUploaded, data: created.map(toDocument) };
  } catch (error) {
    await deleteQuietly(platform, rows.map((row) => row.storage_key));
    throw error;
  }
}

/** DELETE /property-documents/{propertyId}/{documentId}: the row, then its file. */
export async function removeDocument(platform: Platform, actor: Actor, propertyId: number, documentId: number): Promise<{ message: string }> {
  const property = await propertyAccess.require(platform.db, actor, 'manage', propertyId);
  const document = await findDocument(platform.db, property.id, documentId);
  if (!document) throw notFound(dm.notFound);
  await deleteDocument(platform.db, document.id);
  // The row is gone, so the document is: a file storage fails to delete is logged, not a failed answer.
  await deleteQuietly(platform, [document.storage_key]);
  return { message: dm.deleted };
}

/**
 * A document the actor may read, with its property. Anyone else gets the same 404 as for a document
 * that does not exist, so a document's existence is not revealed.
 */
async function readableDocument(platform: Platform, actor: Actor, find: () => Promise<DocumentRow | null>): Promise<{ document: DocumentRow; property: PropertyRow }> {
  const document = await find();
  if (!document) throw notFound(dm.notFound);
  const property = await documentsAccess.require(platform.db, actor, 'read', document.property_id);
  return { document, property };
}

/** GET /property-documents/{propertyId}/{documentId}/download: the bytes, counted as a download. */
export async function downloadDocument(
  platform: Platform,
  actor: Actor,
  propertyId: number,
  documentId: number,
): Promise<{ name: string; contentType: string; body: Buffer }> {
  const { document, property } = await readableDocument(platform, actor, () => findDocument(platform.db, propertyId, documentId));
  const body = await platform.storage.get(document.storage_key);
  if (!body) throw notFound(dm.notFound);
  await recordDownload(platform, actor, property, document.id);
  return { name: document.name, contentType: document.content_type, body };
}

/** POST /property_document_download: counts a download made some other way, with the same access check. */
export async function countDocumentDownload(platform: Platform, actor: Actor, documentId: number): Promise<{ message: string }> {
  const { document, property } = await readableDocument(platform, actor, () => findDocumentById(platform.db, documentId));
  await recordDownload(platform, actor, property, document.id);
  return { message: dm.downloadRecorded };
}
