import { toPage, type Page } from '@openhouse/shared/http/pagination';
import {
  documentMessages as m,
  type DocumentPermission,
  type permissionDecisionSchema,
  type permissionListQuerySchema,
  type permissionRequestSchema,
} from '@openhouse/shared/properties/documents';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { conflict } from '../../platform/http/errors';
import { isAdmin } from '../../platform/access/access';
import { pageWindow } from '../../platform/http/pagination';
import { findPerson } from '../accounts/people';
import { documentAccessDecided, documentAccessRequested } from './documents.events';
import { listingSideIds, propertyAccess } from '../properties/properties.access';
import { documentRequestAccess } from './property-documents.access';
import {
  countPermissions,
  findPermission,
  findPermissionFor,
  insertPermission,
  listPermissions,
  updatePermission,
  type PermissionView,
} from './property-documents.repository';

export function toPermission(row: PermissionView): DocumentPermission {
  return {
    id: row.id,
    property_id: row.property_id,
    status: row.status,
    message: row.message,
    user: row.user,
    property: { id: row.property.id, label: row.property.label, street_address: row.property.street_address },
    decided_at: row.decided_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}


/**
 * POST /permissions: a signed-in user outside the listing side asks for the documents. One request per
 * person and property; a denied request may be asked again. The realtor and the seller are told.
 */
export async function requestAccess(
  platform: Platform,
  actor: Actor,
  input: z.output<typeof permissionRequestSchema>,
): Promise<{ message: string; data: DocumentPermission }> {
  const property = await propertyAccess.require(platform.db, actor, 'see', input.property_id);
  if (propertyAccess.can(actor, 'listingSide', property)) throw conflict(m.listingSideHasAccess);
  const message = input.message || null;
  const existing = await findPermissionFor(platform.db, property.id, actor.id);
  if (existing?.status === 'requested') throw conflict(m.alreadyRequested);
  if (existing?.status === 'granted') throw conflict(m.alreadyGranted);
  const requester = await findPerson(platform.db, actor.id);
  // The request and the listing side's notice commit together.
  const id = await platform.events
    .transaction(async (tx, emit) => {
      let requestId = existing?.id;
      if (requestId !== undefined) await updatePermission(tx, requestId, { status: 'requested', message, decided_by: null, decided_at: null });
      else requestId = await insertPermission(tx, { property_id: property.id, user_id: actor.id, message });
      const listing = { propertyId: property.id, label: property.label, street: property.street_address };
      await emit(documentAccessRequested, { ...listing, requestId, requesterName: requester?.name ?? 'A user', listingSide: listingSideIds(property) });
      return requestId;
    })
    .catch((error: unknown) => {
      // Two simultaneous requests meet the unique (property, user) index: the second is a repeat.
      throw isUniqueViolation(error) ? conflict(m.alreadyRequested) : error;
    });
  return { message: m.requested, data: toPermission((await findPermission(platform.db, id))!) };
}

/** GET /permissions: requests on the caller's listings (as realtor or seller) and the caller's own requests. */
export async function listAccessRequests(
  platform: Platform,
  actor: Actor,
  query: z.output<typeof permissionListQuerySchema>,
): Promise<Page<DocumentPermission>> {
  const filter = { visibleTo: isAdmin(actor) ? null : actor.id, propertyId: query.property_id, status: query.status };
  const [rows, total] = await Promise.all([listPermissions(platform.db, filter, pageWindow(query)), countPermissions(platform.db, filter)]);
  return toPage(rows.map(toPermission), total, query);
}

/** GET /permissions/{id}: the requester and the listing side; to anyone else it does not exist. */
export async function readAccessRequest(platform: Platform, actor: Actor, id: number): Promise<{ data: DocumentPermission }> {
  return { data: toPermission(await documentRequestAccess.require(platform.db, actor, 'read', id)) };
}

/**
 * PUT /permissions/{id}: the listing side grants or denies (and may change its mind). The requester
 * knows the request exists, so they get a 403; anyone else a 404. The requester is told of a change.
 */
export async function decideAccessRequest(
  platform: Platform,
  actor: Actor,
  id: number,
  input: z.output<typeof permissionDecisionSchema>,
): Promise<{ message: string; data: DocumentPermission }> {
  const row = await documentRequestAccess.require(platform.db, actor, 'decide', id);
  if (row.status !== input.status) {
    await platform.events.transaction(async (tx, emit) => {
      await updatePermission(tx, row.id, { status: input.status, decided_by: actor.id, decided_at: new Date() });
      const listing = { propertyId: row.property_id, label: row.property.label, street: row.property.street_address };
      await emit(documentAccessDecided, { ...listing, requestId: row.id, requesterId: row.user_id, granted: input.status === 'granted' });
    });
  }
  return { message: input.status === 'granted' ? m.granted : m.denied, data: toPermission((await findPermission(platform.db, id))!) };
}
