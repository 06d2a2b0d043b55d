import { and, asc, count, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SignerRole } from '@openhouse/shared/transactions/schemas';
import type { Db } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { biddingProperties, bids } from '../bidding/bidding.schema';
import { properties } from '../properties/properties.schema';
import { contractEvents, contractSigners, propertyTransactions } from './transactions.schema';

export type TransactionRow = typeof propertyTransactions.$inferSelect;
export type NewTransaction = typeof propertyTransactions.$inferInsert;
export type SignerRow = typeof contractSigners.$inferSelect;
export type NewSigner = typeof contractSigners.$inferInsert;
export type EventRow = typeof contractEvents.$inferSelect;
export type NewEvent = typeof contractEvents.$inferInsert;
export type BidRow = typeof bids.$inferSelect;
export type AuctionRow = typeof biddingProperties.$inferSelect;

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

/**
 * The property's auction row, locked until the end of the transaction: every accept of the same property
 * queues here, so the "no open transaction" check and the insert cannot interleave.
 */
export async function lockAuction(tx: Db, propertyId: number): Promise<AuctionRow | null> {
  const [row] = await tx.select().from(biddingProperties).where(eq(biddingProperties.property_id, propertyId)).for('update');
  return row ?? null;
}

export async function findBid(db: Db, id: number): Promise<BidRow | null> {
  const [row] = await db.select().from(bids).where(eq(bids.id, id)).limit(1);
  return row ?? null;
}

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

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');
const realtor = alias(users, 'realtor');

type RequiredText = AnyPgColumn<{ data: string; notNull: true }>;

/** A Person's columns, from the users table or one of its aliases. */
function personColumns(table: { id: AnyPgColumn<{ data: number; notNull: true }>; name: RequiredText; email: RequiredText }) {
  return { id: table.id, name: table.name, email: table.email };
}

function viewQuery(db: Db) {
  return db
    .select({
      transaction: propertyTransactions,
      property: {
        id: properties.id,
        label: properties.label,
        street_address: properties.street_address,
        city: properties.city,
        state: properties.state,
        zip_code: properties.zip_code,
        realtor_id: properties.realtor_id,
        seller_id: properties.seller_id,
      },
      buyer: personColumns(buyer),
      seller: personColumns(seller),
      realtor: personColumns(realtor),
    })
    .from(propertyTransactions)
    .innerJoin(properties, eq(properties.id, propertyTransactions.property_id))
    .innerJoin(buyer, eq(buyer.id, propertyTransactions.buyer_id))
    .innerJoin(seller, eq(seller.id, propertyTransactions.seller_id))
    .innerJoin(realtor, eq(realtor.id, propertyTransactions.realtor_id));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['where']>>[number];

async function withSigners(db: Db, rows: ViewRow[]): Promise<TransactionView[]> {
  if (rows.length === 0) return [];
  const signers = await signersOf(db, rows.map((row) => row.transaction.id));
  return rows.map((row) => ({
    ...row.transaction,
    property: row.property,
    buyer: row.buyer,
    seller: row.seller,
    realtor: row.realtor,
    signers: signers.filter((signer) => signer.transaction_id === row.transaction.id),
  }));
}

export async function findTransactionView(db: Db, id: number): Promise<TransactionView | null> {
  const rows = await viewQuery(db).where(eq(propertyTransactions.id, id)).limit(1);
  return (await withSigners(db, rows))[0] ?? null;
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
  const rows = await viewQuery(db)
    .where(filterWhere(filter))
    .orderBy(desc(propertyTransactions.created_at), desc(propertyTransactions.id))
    .limit(window.limit)
    .offset(window.offset);
  return withSigners(db, rows);
}

export async function countTransactions(db: Db, filter: TransactionFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(propertyTransactions).where(filterWhere(filter));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Signers

export async function signersOf(db: Db, transactionIds: number[]): Promise<SignerView[]> {
  if (transactionIds.length === 0) return [];
  const rows = await db
    .select({ signer: contractSigners, user: personColumns(users) })
    .from(contractSigners)
    .innerJoin(users, eq(users.id, contractSigners.user_id))
    .where(inArray(contractSigners.transaction_id, transactionIds))
    .orderBy(asc(contractSigners.id));
  return rows.map((row) => ({ ...row.signer, user: row.user }));
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
