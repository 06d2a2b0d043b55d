import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { vendors } from './vendors.schema';

/* What other modules (projects' assignees, messaging's contacts, campaign audiences) may read of vendor lists. */

/** Of `accountIds`, those on the vendor list of one of `realtorIds`. */
export async function accountsOnVendorLists(db: Db, realtorIds: readonly number[], accountIds: readonly number[]): Promise<Set<number>> {
  if (realtorIds.length === 0 || accountIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ user_id: vendors.user_id })
    .from(vendors)
    .where(and(inArray(vendors.realtor_id, [...realtorIds]), inArray(vendors.user_id, [...accountIds])));
  return new Set(rows.map((row) => row.user_id));
}

/** Of `candidateIds`, those on `personId`'s vendor list or keeping `personId` on theirs. */
export async function vendorCounterparts(db: Db, personId: number, candidateIds: readonly number[]): Promise<Set<number>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .select({ realtor_id: vendors.realtor_id, user_id: vendors.user_id })
    .from(vendors)
    .where(
      or(
        and(eq(vendors.realtor_id, personId), inArray(vendors.user_id, [...candidateIds])),
        and(eq(vendors.user_id, personId), inArray(vendors.realtor_id, [...candidateIds])),
      ),
    );
  return new Set(rows.map((row) => (row.realtor_id === personId ? row.user_id : row.realtor_id)));
}

/** Entries of this realtor's own list among these ids: name and address as the realtor keeps them, and the vendor's account. */
export async function vendorContacts(db: Db, realtorId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: vendors.id, name: vendors.name, email: vendors.email, user_id: vendors.user_id })
    .from(vendors)
    .where(and(eq(vendors.realtor_id, realtorId), inArray(vendors.id, [...ids])))
    .orderBy(asc(vendors.id));
}
