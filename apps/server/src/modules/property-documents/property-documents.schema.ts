import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DocumentKind, PermissionStatus } from '@openhouse/shared/properties/documents';
import { users } from '../accounts/accounts.schema';
import { properties } from '../properties/properties.schema';

/** A listing's private files. The storage key is random and never sent to clients; downloads go through an authorised route. */
export const propertyDocuments = pgTable(
  'property_documents',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull().default('document'),
    storage_key: text('storage_key').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('property_documents_property_idx').on(table.property_id)],
);

/** One access request per user per property; the listing side grants or denies it. */
export const documentPermissions = pgTable(
  'document_permissions',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<PermissionStatus>().notNull().default('requested'),
    message: text('message'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('document_permissions_property_user_idx').on(table.property_id, table.user_id),
    index('document_permissions_user_idx').on(table.user_id),
  ],
);
