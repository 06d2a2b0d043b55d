import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { PermissionStatus } from '@openhouse/shared/properties/documents';
import type { Db } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { requestParties, type RequestedListing, type Requester } from '../properties/listing-request-columns';
import { properties } from '../properties/properties.schema';
import { documentPermissions, propertyDocuments } from './property-documents.schema';

export type DocumentRow = typeof propertyDocuments.$inferSelect;
export type NewDocument = typeof propertyDocuments.$inferInsert;
export type PermissionRow = typeof documentPermissions.$inferSelect;

/** A permission with the requester and the property it is about, as the API shows it. */
export type PermissionView = PermissionRow & { user: Requester; property: RequestedListing };

export async function insertDocuments(db: Db, rows: NewDocument[]): Promise<DocumentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(propertyDocuments).values(rows).returning();
}

export async function listDocuments(db: Db, propertyId: number): Promise<DocumentRow[]> {
  return db.select().from(propertyDocuments).where(eq(propertyDocuments.property_id, propertyId)).orderBy(propertyDocuments.created_at, propertyDocuments.id);
}

export async function countDocuments(db: Db, propertyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(propertyDocuments).where(eq(propertyDocuments.property_id, propertyId));
  return Number(row?.n ?? 0);
}

export async function findDocument(db: Db, propertyId: number, documentId: number): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(propertyDocuments)
    .where(and(eq(propertyDocuments.id, documentId), eq(propertyDocuments.property_id, propertyId)))
    .limit(1);
  return row ?? null;
}

export async function findDocumentById(db: Db, documentId: number): Promise<DocumentRow | null> {
  const [row] = await db.select().from(propertyDocuments).where(eq(propertyDocuments.id, documentId)).limit(1);
  return row ?? null;
}

/** Who was granted the documents of a property (the listing side reads them without a grant). */
export async function grantedUserIds(db: Db, propertyId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: documentPermissions.user_id })
    .from(documentPermissions)
    .where(and(eq(documentPermissions.property_id, propertyId), eq(documentPermissions.status, 'granted')));
  return rows.map((row) => row.userId);
}

export async function deleteDocument(db: Db, documentId: number): Promise<void> {
  await db.delete(propertyDocuments).where(eq(propertyDocuments.id, documentId));
}

const permissionColumns = { permission: documentPermissions, ...requestParties };

function permissionQuery(db: Db) {
  return db
    .select(permissionColumns)
    .from(documentPermissions)
    .innerJoin(users, eq(users.id, documentPermissions.user_id))
    .innerJoin(properties, eq(properties.id, documentPermissions.property_id));
}

function toView(row: { permission: PermissionRow; user: PermissionView['user']; property: PermissionView['property'] }): PermissionView {
  return { ...row.permission, user: row.user, property: row.property };
}

export async function findPermission(db: Db, id: number): Promise<PermissionView | null> {
  const [row] = await permissionQuery(db).where(eq(documentPermissions.id, id)).limit(1);
  return row ? toView(row) : null;
}

export async function findPermissionFor(db: Db, propertyId: number, userId: number): Promise<PermissionView | null> {
  const [row] = await permissionQuery(db)
    .where(and(eq(documentPermissions.property_id, propertyId), eq(documentPermissions.user_id, userId)))
    .limit(1);
  return row ? toView(row) : null;
}

export async function insertPermission(db: Db, row: { property_id: number; user_id: number; message: string | null }): Promise<number> {
  const [created] = await db.insert(documentPermissions).values(row).returning({ id: documentPermissions.id });
  return created!.id;
}

/** Sets a request's state; a fresh request clears the previous decision. */
export async function updatePermission(
  db: Db,
  id: number,
  changes: { status: PermissionStatus; message?: string | null; decided_by: number | null; decided_at: Date | null },
): Promise<void> {
  await db.update(documentPermissions).set({ ...changes, updated_at: new Date() }).where(eq(documentPermissions.id, id));
}

export type PermissionFilter = {
  /** null: every request (an admin). Otherwise the requests on listings this user is on the listing side of, plus their own. */
  visibleTo: number | null;
  propertyId?: number;
  status?: PermissionStatus;
};

function permissionWhere(filter: PermissionFilter): SQL | undefined {
  const visible =
    filter.visibleTo === null
      ? undefined
      : or(
          eq(documentPermissions.user_id, filter.visibleTo),
          eq(properties.realtor_id, filter.visibleTo),
          eq(properties.seller_id, filter.visibleTo),
        );
  return and(
    visible,
    filter.propertyId ? eq(documentPermissions.property_id, filter.propertyId) : undefined,
    filter.status ? eq(documentPermissions.status, filter.status) : undefined,
  );
}

export async function listPermissions(db: Db, filter: PermissionFilter, window: { limit: number; offset: number }): Promise<PermissionView[]> {
  const rows = await permissionQuery(db)
    .where(permissionWhere(filter))
    .orderBy(desc(documentPermissions.created_at), desc(documentPermissions.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(toView);
}

export async function countPermissions(db: Db, filter: PermissionFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentPermissions)
    .innerJoin(properties, eq(properties.id, documentPermissions.property_id))
    .where(permissionWhere(filter));
  return Number(row?.n ?? 0);
}
