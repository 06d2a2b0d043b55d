import { and, asc, count, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { SignerRole } from '@openhouse/shared/transactions/schemas';
import type { Db } from '../../platform/db/client';
import { findPeople } from '../accounts/people';
import { findListings } from '../properties/properties.queries';
import { contractEvents, contractSigners, propertyTransactions } from './transactions.schema';

export type TransactionRow = typeof propertyTransactions.$inferSelect;
export type NewTransaction = typeof propertyTransactions.$inferInsert;
export type SignerRow = typeof contractSigners.$inferSelect;
export type NewSigner = typeof contractSigners.$inferInsert;
export type EventRow = typeof contractEvents.$inferSelect;
export type NewEvent = typeof contractEvents.$inferInsert;

export type Person = { id: number; name: string; email: string };
export type SignerView = SignerRow & { user: Person };

/** A transaction with what the API shows beside it: the property, the three parties and the signers. */
export type TransactionView = TransactionRow & {
  property: { id: number; label: string; street_address: string; city: string; state: string; zip_code: string; realtor_id: number; seller_id: number | null };
  buyer: Person;
  seller: Person;
  realtor: Person;
  signers: SignerView[];
};

// ---------------------------------------------------------------------------------------------
// Accepting a bid

/** The status of the property's newest transaction, or null when it has none. */
export async function latestStatusOf(db: Db, propertyId: number): Promise<number | null> {
  const [row] = await db
    .select({ status_id: propertyTransactions.status_id })
    .from(propertyTransactions)
    .where(eq(propertyTransactions.property_id, propertyId))
    .orderBy(desc(propertyTransactions.id))
    .limit(1);
  return row?.status_id ?? null;
}

export async function insertTransaction(tx: Db, row: NewTransaction): Promise<TransactionRow> {
  const [created] = await tx.insert(propertyTransactions).values(row).returning();
  return created!;
}

export async function insertSigners(tx: Db, rows: NewSigner[]): Promise<void> {
  await tx.insert(contractSigners).values(rows);
}

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * Transactions with their listing, parties and signers. The listing and the people are read through their
 * owners' query functions (properties, accounts), two more round trips for a whole page.
 */
async function toViews(db: Db, rows: TransactionRow[]): Promise<TransactionView[]> {
  if (rows.length === 0) return [];
  const signerRows = await signersOf(db, rows.map((row) => row.id));
  const personIds = new Set([...rows.flatMap((row) => [row.buyer_id, row.seller_id, row.realtor_id]), ...signerRows.map((signer) => signer.user_id)]);
  const [listings, people] = await Promise.all([findListings(db, [...new Set(rows.map((row) => row.property_id))]), findPeople(db, [...personIds])]);
  const listingById = new Map(listings.map((listing) => [listing.id, listing]));
  const personById = new Map(people.map((person) => [person.id, { id: person.id, name: person.name, email: person.email }]));
  return rows.flatMap((row) => {
    const listing = listingById.get(row.property_id);
    const [buyer, seller, realtor] = [personById.get(row.buyer_id), personById.get(row.seller_id), personById.get(row.realtor_id)];
    if (!listing || !buyer || !seller || !realtor) return [];
    const { id, label, street_address, city, state, zip_code, realtor_id, seller_id } = listing;
    const signers = signerRows.filter((signer) => signer.transaction_id === row.id).flatMap((signer) => {
      const user = personById.get(signer.user_id);
      return user ? [{ ...signer, user }] : [];
    });
    return [{ ...row, property: { id, label, street_address, city, state, zip_code, realtor_id, seller_id }, buyer, seller, realtor, signers }];
  });
}

export async function findTransactionView(db: Db, id: number): Promise<TransactionView | null> {
  const rows = await db.select().from(propertyTransactions).where(eq(propertyTransactions.id, id)).limit(1);
  return (await toViews(db, rows))[0] ?? null;
}

/** The transaction row, locked until the end of the transaction (signing, declining, voiding, moving on). */
export async function lockTransaction(tx: Db, id: number): Promise<TransactionRow | null> {
  const [row] = await tx.select().from(propertyTransactions).where(eq(propertyTransactions.id, id)).for('update');
  return row ?? null;
}

export async function findTransactionByContractPath(db: Db, path: string): Promise<TransactionRow | null> {
  const [row] = await db.select().from(propertyTransactions).where(eq(propertyTransactions.contract_path, path)).limit(1);
  return row ?? null;
}

export type TransactionFilter = {
  /** Only those where this user is the buyer, the seller or the realtor; null: no such limit (an admin, or the listing side of property_id). */
  partyId: number | null;
  propertyId?: number;
  statusId?: number;
};

function filterWhere(filter: TransactionFilter): SQL | undefined {
  const party =
    filter.partyId === null
      ? undefined
      : or(
          eq(propertyTransactions.buyer_id, filter.partyId),
          eq(propertyTransactions.seller_id, filter.partyId),
          eq(propertyTransactions.realtor_id, filter.partyId),
        );
  return and(
    party,
    filter.propertyId ? eq(propertyTransactions.property_id, filter.propertyId) : undefined,
    filter.statusId ? eq(propertyTransactions.status_id, filter.statusId) : undefined,
  );
}

export async function listTransactionViews(db: Db, filter: TransactionFilter, window: { limit: number; offset: number }): Promise<TransactionView[]> {
  const rows = await db
    .select()
    .from(propertyTransactions)
    .where(filterWhere(filter))
    .orderBy(desc(propertyTransactions.created_at), desc(propertyTransactions.id))
    .limit(window.limit)
    .offset(window.offset);
  return toViews(db, rows);
}

export async function countTransactions(db: Db, filter: TransactionFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(propertyTransactions).where(filterWhere(filter));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Signers

async function signersOf(db: Db, transactionIds: number[]): Promise<SignerRow[]> {
  return db.select().from(contractSigners).where(inArray(contractSigners.transaction_id, transactionIds)).orderBy(asc(contractSigners.id));
}

/** The signer a live (unexpired) link token belongs to. */
export async function findSignerByTokenHash(db: Db, tokenHash: string, now: Date): Promise<SignerRow | null> {
  const [row] = await db
    .select()
    .from(contractSigners)
    .where(and(eq(contractSigners.token_hash, tokenHash), gt(contractSigners.token_expires_at, now)))
    .limit(1);
  return row ?? null;
}

export async function findSignersOfUser(db: Db, transactionId: number, userId: number): Promise<SignerRow[]> {
  return db
    .select()
    .from(contractSigners)
    .where(and(eq(contractSigners.transaction_id, transactionId), eq(contractSigners.user_id, userId)))
    .orderBy(asc(contractSigners.id));
}

export async function findSignerById(db: Db, id: number): Promise<SignerRow | null> {
  const [row] = await db.select().from(contractSigners).where(eq(contractSigners.id, id)).limit(1);
  return row ?? null;
}

export async function findSignerOfRole(db: Db, transactionId: number, role: SignerRole): Promise<SignerRow | null> {
  const [row] = await db
    .select()
    .from(contractSigners)
    .where(and(eq(contractSigners.transaction_id, transactionId), eq(contractSigners.role, role)))
    .limit(1);
  return row ?? null;
}

export async function updateSigner(tx: Db, id: number, changes: Partial<NewSigner>): Promise<void> {
  await tx.update(contractSigners).set(changes).where(eq(contractSigners.id, id));
}

export async function updateTransaction(tx: Db, id: number, changes: Partial<NewTransaction>): Promise<void> {
  await tx
    .update(propertyTransactions)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(propertyTransactions.id, id));
}

// ---------------------------------------------------------------------------------------------
// Events

export async function insertEvents(tx: Db, rows: NewEvent[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(contractEvents).values(rows);
}

export async function eventsOf(db: Db, transactionId: number): Promise<EventRow[]> {
  return db.select().from(contractEvents).where(eq(contractEvents.transaction_id, transactionId)).orderBy(asc(contractEvents.id));
}

/** The newest event of one role on a transaction (to avoid recording a page refresh as a new view). */
export async function latestEventOf(db: Db, transactionId: number, role: EventRow['role']): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.transaction_id, transactionId), eq(contractEvents.role, role)))
    .orderBy(desc(contractEvents.id))
    .limit(1);
  return row ?? null;
}

/** The newest event of one kind on a transaction (when a signing link was last e-mailed). */
export async function latestEventNamed(db: Db, transactionId: number, event: EventRow['event']): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.transaction_id, transactionId), eq(contractEvents.event, event)))
    .orderBy(desc(contractEvents.id))
    .limit(1);
  return row ?? null;
}
