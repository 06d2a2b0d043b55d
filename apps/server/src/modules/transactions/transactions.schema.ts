import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContractEventName, SignerRole } from '@openhouse/shared/transactions/schemas';
import { users } from '../accounts/accounts.schema';
import { bids } from '../bidding/bidding.schema';
import { properties } from '../properties/properties.schema';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** An accepted bid on its way to closing (spec: Property transaction; statuses in shared/transactions/statuses.ts). */
export const propertyTransactions = pgTable(
  'property_transactions',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    buyer_id: integer('buyer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    seller_id: integer('seller_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    realtor_id: integer('realtor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    accepted_by: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    transaction_date: date('transaction_date', { mode: 'string' }).notNull(),
    transaction_amount: money('transaction_amount').notNull(),
    buyers_premium: money('buyers_premium').notNull(),
    bid_property_history_id: integer('bid_property_history_id').notNull().references(() => bids.id, { onDelete: 'cascade' }),
    payment_method: text('payment_method').notNull(),
    status_id: integer('status_id').notNull().default(1),
    /** The executed contract, once both parties have signed: its storage key and SHA-256 (hex). */
    contract_path: text('contract_path'),
    contract_sha256: text('contract_sha256'),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    cancel_reason: text('cancel_reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('property_transactions_property_idx').on(table.property_id, table.id),
    index('property_transactions_buyer_idx').on(table.buyer_id),
    index('property_transactions_seller_idx').on(table.seller_id),
    index('property_transactions_realtor_idx').on(table.realtor_id),
  ],
);

/**
 * Each party's place in the signing: their e-mailed link (stored hashed), consent and signature. The
 * buyer signs first, then the seller (docs/DECISIONS.md).
 */
export const contractSigners = pgTable(
  'contract_signers',
  {
    id: serial('id').primaryKey(),
    transaction_id: integer('transaction_id').notNull().references(() => propertyTransactions.id, { onDelete: 'cascade' }),
    role: text('role').$type<SignerRole>().notNull(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    token_expires_at: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    consented_at: timestamp('consented_at', { withTimezone: true }),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    declined_at: timestamp('declined_at', { withTimezone: true }),
    signature_type: text('signature_type').$type<'typed' | 'drawn'>(),
    typed_name: text('typed_name'),
    /** A drawn signature, as the PNG data URL the pad produced (at most about 200 kB). */
    drawn_signature: text('drawn_signature'),
    signed_ip: text('signed_ip'),
    signed_user_agent: text('signed_user_agent'),
  },
  (table) => [
    uniqueIndex('contract_signers_role_idx').on(table.transaction_id, table.role),
    uniqueIndex('contract_signers_token_idx').on(table.token_hash),
  ],
);

/**
 * The audit trail: every step with time, IP and user agent (shared CONTRACT_EVENTS). The certificate page
 * prints it as it stands at completion; the moves to In Escrow and Closed are added after.
 */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: serial('id').primaryKey(),
    transaction_id: integer('transaction_id').notNull().references(() => propertyTransactions.id, { onDelete: 'cascade' }),
    event: text('event').$type<ContractEventName>().notNull(),
    role: text('role').$type<'buyer' | 'seller' | 'realtor' | 'admin' | 'system'>().notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    detail: text('detail'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contract_events_transaction_idx').on(table.transaction_id, table.id)],
);
