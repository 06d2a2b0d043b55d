import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { projects } from '../projects/projects.schema';

export type ProspectSource = 'manual' | 'capture' | 'import';

/**
 * A realtor's contact in their network (spec part 2, section 3: Prospect). Prospects are not users
 * (docs/DECISIONS.md, People and roles): they belong to one realtor and go with that realtor's account.
 * `role_ids` name entries of the fixed network roles (packages/shared network/roles.ts).
 */
export const prospects = pgTable(
  'prospects',
  {
    id: serial('id').primaryKey(),
    realtor_id: integer('realtor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    user_name: text('user_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    role_ids: integer('role_ids').array().notNull().default(sql`'{}'::integer[]`),
    source: text('source').$type<ProspectSource>().notNull().default('manual'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('prospects_realtor_idx').on(table.realtor_id, table.id), index('prospects_project_idx').on(table.project_id)],
);

/** A realtor's labels for their prospects; a name once per realtor, whatever its case. */
export const networkLabels = pgTable(
  'network_labels',
  {
    id: serial('id').primaryKey(),
    realtor_id: integer('realtor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    label_name: text('label_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('network_labels_realtor_name_idx').on(table.realtor_id, sql`lower(${table.label_name})`)],
);

export const prospectLabels = pgTable(
  'prospect_labels',
  {
    prospect_id: integer('prospect_id').notNull().references(() => prospects.id, { onDelete: 'cascade' }),
    label_id: integer('label_id').notNull().references(() => networkLabels.id, { onDelete: 'cascade' }),
    /** When the label was given: a sequence step sends some days after it (rows from before this column read as its migration). */
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.prospect_id, table.label_id] }), index('prospect_labels_label_idx').on(table.label_id)],
);

/** Network conversations (spec: attached to a network_id): the realtor's notes thread about one prospect. */
export const networkConversations = pgTable(
  'network_conversations',
  {
    id: serial('id').primaryKey(),
    network_id: integer('network_id').notNull().references(() => prospects.id, { onDelete: 'cascade' }),
    author_id: integer('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('network_conversations_network_idx').on(table.network_id, table.id), index('network_conversations_author_idx').on(table.author_id)],
);
