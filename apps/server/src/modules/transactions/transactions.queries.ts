import type { PropertyTransactionRef } from '@openhouse/shared/properties/listing';
import { statusName } from '@openhouse/shared/transactions/statuses';
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { propertyTransactions } from './transactions.schema';

/* What other modules may read of transactions. */

/** The listing's transactions, newest first: where each stands and its price (the page derives "Ended — winning bid" from them). */
export async function transactionRefsOf(db: Db, propertyId: number): Promise<PropertyTransactionRef[]> {
  const rows = await db
    .select({ id: propertyTransactions.id, status_id: propertyTransactions.status_id, amount: propertyTransactions.transaction_amount })
    .from(propertyTransactions)
    .where(eq(propertyTransactions.property_id, propertyId))
    .orderBy(desc(propertyTransactions.id));
  return rows.map((row) => ({ ...row, status: { id: row.status_id, name: statusName(row.status_id) } }));
}

/** The transactions a person is a party to, or of these listings, newest first (the dashboard's deal figures). */
export async function transactionsOfParty(db: Db, userId: number, propertyIds: readonly number[]) {
  const ofListings = propertyIds.length > 0 ? inArray(propertyTransactions.property_id, [...propertyIds]) : undefined;
  return db
    .select({ id: propertyTransactions.id, property_id: propertyTransactions.property_id, status_id: propertyTransactions.status_id })
    .from(propertyTransactions)
    .where(or(eq(propertyTransactions.buyer_id, userId), eq(propertyTransactions.seller_id, userId), eq(propertyTransactions.realtor_id, userId), ofListings))
    .orderBy(desc(propertyTransactions.id));
}

/** What a transaction's project is made from: the accepted bid and the day it was accepted. */
export async function findTransactionOrigin(db: Db, transactionId: number): Promise<{ bid_id: number; transaction_date: string } | null> {
  const [row] = await db
    .select({ bid_id: propertyTransactions.bid_property_history_id, transaction_date: propertyTransactions.transaction_date })
    .from(propertyTransactions)
    .where(eq(propertyTransactions.id, transactionId))
    .limit(1);
  return row ?? null;
}

/** A transaction's buyer (a deal's project mails them when a milestone is reached), or null. */
export async function transactionBuyer(db: Db, transactionId: number): Promise<number | null> {
  const [row] = await db.select({ buyer_id: propertyTransactions.buyer_id }).from(propertyTransactions).where(eq(propertyTransactions.id, transactionId)).limit(1);
  return row?.buyer_id ?? null;
}
