import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { vendors, type VendorRow } from './vendors.schema';

type VendorValues = Omit<typeof vendors.$inferInsert, 'id' | 'created_at' | 'updated_at'>;
type VendorChanges = Pick<VendorValues, 'name' | 'user_name' | 'email' | 'phone' | 'vendor_type' | 'milestone_id' | 'user_id'>;

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(realtorId: number, search: string | undefined) {
  if (!search) return eq(vendors.realtor_id, realtorId);
  const pattern = likePattern(search);
  return and(eq(vendors.realtor_id, realtorId), or(ilike(vendors.name, pattern), ilike(vendors.email, pattern), ilike(vendors.user_name, pattern)));
}

export async function insertVendor(tx: Db, values: VendorValues): Promise<VendorRow> {
  const [row] = await tx.insert(vendors).values(values).returning();
  return row!;
}

/** The entries, in one statement; one whose account is already on its realtor's list (a concurrent save) is left out. */
export async function insertVendorsIfNew(tx: Db, values: readonly VendorValues[]): Promise<VendorRow[]> {
  if (values.length === 0) return [];
  return tx
    .insert(vendors)
    .values([...values])
    .onConflictDoNothing({ target: [vendors.realtor_id, vendors.user_id] })
    .returning();
}

export async function updateVendor(tx: Db, id: number, changes: VendorChanges): Promise<VendorRow | null> {
  const [row] = await tx.update(vendors).set({ ...changes, updated_at: new Date() }).where(eq(vendors.id, id)).returning();
  return row ?? null;
}

export async function deleteVendor(tx: Db, id: number): Promise<boolean> {
  return (await tx.delete(vendors).where(eq(vendors.id, id)).returning({ id: vendors.id })).length > 0;
}

export async function findVendorsByIds(db: Db, ids: readonly number[]): Promise<VendorRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(vendors).where(inArray(vendors.id, [...ids]));
}

/** The realtor's entry for this account, if any. */
export async function findVendorOfUser(db: Db, realtorId: number, userId: number): Promise<VendorRow | null> {
  const [row] = await db.select().from(vendors).where(and(eq(vendors.realtor_id, realtorId), eq(vendors.user_id, userId))).limit(1);
  return row ?? null;
}

/** The realtor's entries for these accounts, by account: one query for a whole import batch. */
export async function entriesOfUsers(db: Db, realtorId: number, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: vendors.id, userId: vendors.user_id }).from(vendors).where(and(eq(vendors.realtor_id, realtorId), inArray(vendors.user_id, [...userIds])));
  return new Map(rows.map((row) => [row.userId, row.id]));
}

/** Which of these e-mails are already on the realtor's list: one query for a whole import batch. */
export async function listedEmails(db: Db, realtorId: number, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: vendors.email }).from(vendors).where(and(eq(vendors.realtor_id, realtorId), inArray(vendors.email, [...emails])));
  return new Set(rows.map((row) => row.email));
}

export async function pageVendors(db: Db, realtorId: number, query: { search?: string; page: number; per_page: number }): Promise<{ rows: VendorRow[]; total: number }> {
  const where = matching(realtorId, query.search);
  const [total] = await db.select({ n: count() }).from(vendors).where(where);
  const rows = await db
    .select()
    .from(vendors)
    .where(where)
    .orderBy(asc(vendors.name), asc(vendors.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, total: total?.n ?? 0 };
}

export async function searchVendorList(db: Db, realtorId: number, search: string, limit: number): Promise<VendorRow[]> {
  return db.select().from(vendors).where(matching(realtorId, search)).orderBy(asc(vendors.name)).limit(limit);
}

export async function allVendorsOf(db: Db, realtorId: number): Promise<VendorRow[]> {
  return db.select().from(vendors).where(eq(vendors.realtor_id, realtorId)).orderBy(asc(vendors.name), asc(vendors.id));
}

/** The user names on a realtor's list: what an import's proposed user names must not repeat. */
export async function listedUserNames(db: Db, realtorId: number): Promise<string[]> {
  const rows = await db.select({ user_name: vendors.user_name }).from(vendors).where(eq(vendors.realtor_id, realtorId));
  return rows.map((row) => row.user_name);
}
