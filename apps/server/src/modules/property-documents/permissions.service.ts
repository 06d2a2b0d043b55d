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
import { notify } from '../notifications/notifications.service';
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

const docsPath = (propertyId: number) => `/properties/${propertyId}/docs`;

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
  let id: number;
  if (existing) {
    await updatePermission(platform.db, existing.id, { status: 'requested', message, decided_by: null, decided_at: null });
    id = existing.id;
  } else {
    // Two simultaneous requests meet the unique (property, user) index: the second is a repeat.
    id = await insertPermission(platform.db, { property_id: property.id, user_id: actor.id, message }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(m.alreadyRequested) : error;
    });
  }
  const requester = await findPerson(platform.db, actor.id);
  const text = `${requester?.name ?? 'A user'} asked for access to the documents of ${property.label} (${property.street_address}).`;
  for (const userId of listingSideIds(property)) await notify(platform, userId, text, docsPath(property.id));
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
    await updatePermission(platform.db, row.id, { status: input.status, decided_by: actor.id, decided_at: new Date() });
    const outcome = input.status === 'granted' ? 'granted' : 'denied';
    await notify(platform, row.user_id, `Your request for the documents of ${row.property.label} was ${outcome}.`, docsPath(row.property_id));
  }
  return { message: input.status === 'granted' ? m.granted : m.denied, data: toPermission((await findPermission(platform.db, id))!) };
}
