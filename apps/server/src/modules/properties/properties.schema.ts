import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ListingStatus, PropertyType } from '@openhouse/shared/properties/listing';
import type { SellerInvitationStatus } from '@openhouse/shared/properties/seller-invitations';
import { users } from '../accounts/accounts.schema';

/**
 * The words the listing search matches (title, street, city, state, zip); 'simple' keeps street names and
 * numbers unstemmed. Stored as a generated column rather than only indexed as an expression, so that rows
 * the index finds (and rows a newest-first scan filters) are checked by reading it, not by rebuilding it.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    realtor_id: integer('realtor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    seller_id: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    street_address: text('street_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip_code: text('zip_code').notNull(),
    country: text('country').notNull().default('US'),
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    property_type: text('property_type').$type<PropertyType>().notNull(),
    status: text('status').$type<ListingStatus>().notNull().default('active'),
    bedrooms: integer('bedrooms'),
    bathrooms: numeric('bathrooms', { precision: 4, scale: 1, mode: 'number' }),
    living_area: integer('living_area'),
    lot_size: integer('lot_size'),
    year_built: integer('year_built'),
    description: text('description').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    search_document: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', coalesce(label, '') || ' ' || street_address || ' ' || city || ' ' || state || ' ' || zip_code)`),
    /**
     * When the listing went public; null while it is a draft, which only its listing side may know exists
     * (docs/DECISIONS.md, Drafts). Defaults to now so that every writer that does not ask for a draft publishes.
     */
    published_at: timestamp('published_at', { withTimezone: true }).defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The transaction that last changed what a list shows of this listing (its row, its photos, whether it has an
     * auction), set by triggers (migration 0022) so no writer can forget it: the in-process search index reads
     * only the listings changed since its last look (search-index/catalogue-changes.repository.ts).
     */
    catalogue_change: bigint('catalogue_change', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('properties_catalogue_change_idx').on(table.catalogue_change),
    index('properties_realtor_idx').on(table.realtor_id, table.created_at),
    index('properties_seller_idx').on(table.seller_id),
    index('properties_created_idx').on(table.created_at, table.id),
    index('properties_value_idx').on(table.value),
    index('properties_featured_idx').on(table.featured, table.created_at),
    // Without a pending list: with fastupdate, new entries wait in an unsorted list every text search reads
    // through whole until vacuum merges it (after a bulk load, 217 pages: a search took twice as long). Listings
    // are written seldom and searched all the time, so each write pays its own index entry at once.
    index('properties_search_idx').using('gin', table.search_document).with({ fastupdate: false }),
    // The map-area search (catalogue.repository.ts insideArea) asks for points inside a box; GiST answers
    // that in both dimensions at once, and needs no extension, so it builds on PGlite as on PostgreSQL.
    // Migration 0021 builds it with INCLUDE (the columns a search filters and sorts on), which drizzle cannot write.
    index('properties_location_idx').using('gist', sql`point(${table.longitude}, ${table.latitude})`),
  ],
);

/**
 * Listings deleted (with their realtor's account), written by a trigger (migration 0022), so the in-process
 * search index forgets them on every instance as it learns of changed ones.
 */
export const catalogueRemovals = pgTable(
  'catalogue_removals',
  {
    property_id: integer('property_id').notNull(),
    catalogue_change: bigint('catalogue_change', { mode: 'number' }).notNull(),
  },
  (table) => [index('catalogue_removals_change_idx').on(table.catalogue_change)],
);

/** Photos: the original and a small WebP thumbnail, both in Storage; `position` orders the gallery. */
export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    thumb_key: text('thumb_key').notNull(),
    content_type: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    position: integer('position').notNull().default(0),
    is_cover: boolean('is_cover').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('property_photos_property_idx').on(table.property_id, table.position)],
);

export const favourites = pgTable(
  'favourites',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    property_id: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.property_id] }), index('favourites_property_idx').on(table.property_id)],
);

/**
 * An existing account asked to become a listing's seller: nothing is granted until they accept
 * (docs/DECISIONS.md, Listings). At most one is pending per listing; a newer choice of seller cancels it.
 */
export const sellerInvitations = pgTable(
  'seller_invitations',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    invitee_id: integer('invitee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<SellerInvitationStatus>().notNull().default('pending'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('seller_invitations_pending_idx').on(table.property_id).where(sql`status = 'pending'`),
    index('seller_invitations_invitee_idx').on(table.invitee_id),
  ],
);
