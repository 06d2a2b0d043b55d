import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApprovalState, BidderStatus } from '@openhouse/shared/bidding/rules';
import { users } from '../accounts/accounts.schema';
import { properties } from '../properties/properties.schema';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * One timed auction per property (spec: bidding_property). Bids lock this row (SELECT … FOR UPDATE), so
 * highest_bid_amount, the highest bidder and the end time always move together and only forwards.
 * updated_at is moved by every change except a bid: it is the version a bid is placed against
 * (place-bid.repository.ts).
 */
export const biddingProperties = pgTable(
  'bidding_properties',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    bid_amount: money('bid_amount').notNull(),
    bid_incremental_amount: money('bid_incremental_amount').notNull(),
    highest_bid_amount: money('highest_bid_amount').notNull(),
    highest_bidder_id: integer('highest_bidder_id').references(() => users.id, { onDelete: 'set null' }),
    bid_count: integer('bid_count').notNull().default(0),
    buyers_premium_rate: numeric('buyers_premium_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(5),
    bid_starting_time: timestamp('bid_starting_time', { withTimezone: true }).notNull(),
    bid_ending_time: timestamp('bid_ending_time', { withTimezone: true }).notNull(),
    /** The end the realtor set, before any soft-close extension. */
    scheduled_ending_time: timestamp('scheduled_ending_time', { withTimezone: true }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bidding_properties_property_idx').on(table.property_id),
    check('bidding_properties_times_check', sql`${table.bid_ending_time} > ${table.bid_starting_time}`),
    check('bidding_properties_increment_check', sql`${table.bid_incremental_amount} > 0`),
  ],
);

/** A buyer's request to bid on one property, with proof of funds (spec: Bid approval). One per buyer and property. */
export const biddingApprovals = pgTable(
  'bidding_approvals',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    bid_nickname: text('bid_nickname').notNull(),
    status: text('status').$type<BidderStatus>().notNull(),
    agreement: boolean('agreement').notNull(),
    /** Storage key of the proof PDF, served only through the authorised /storage/{path} route. */
    proof_path: text('proof_path').notNull(),
    proof_name: text('proof_name').notNull(),
    proof_size: integer('proof_size').notNull(),
    approval: text('approval').$type<ApprovalState>().notNull().default('submitted'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bidding_approvals_property_user_idx').on(table.property_id, table.user_id),
    index('bidding_approvals_property_state_idx').on(table.property_id, table.approval, table.created_at),
    index('bidding_approvals_user_idx').on(table.user_id, table.created_at),
    uniqueIndex('bidding_approvals_proof_idx').on(table.proof_path),
  ],
);

/**
 * Accepted bids (spec: Bid, "bidding_history"). Rows are immutable: a trigger refuses UPDATE (see the
 * migration), and the unique (auction, amount) index makes a duplicate amount impossible even if a
 * caller forgot the lock. The bidder's nickname is kept with the bid, as shown at the time.
 */
export const bids = pgTable(
  'bidding_history',
  {
    id: serial('id').primaryKey(),
    bid_property_id: integer('bid_property_id').notNull().references(() => biddingProperties.id, { onDelete: 'cascade' }),
    property_id: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    bidder_nickname: text('bidder_nickname').notNull(),
    bid_amount: money('bid_amount').notNull(),
    buyers_premium: money('buyers_premium').notNull(),
    /** JSON text of the contingency list (spec section 3). */
    contingency: text('contingency').notNull(),
    escrow_closing_date: date('escrow_closing_date', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bidding_history_amount_idx').on(table.bid_property_id, table.bid_amount),
    index('bidding_history_auction_idx').on(table.bid_property_id, table.id),
    index('bidding_history_user_idx').on(table.user_id, table.created_at),
  ],
);
