import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventType } from '@openhouse/shared/properties/insights';
import { users } from '../accounts/accounts.schema';
import { properties } from '../properties/properties.schema';

/**
 * Every view, click and download of a listing. `visitor_id` (a cookie for anonymous visitors, `u:<id>` for
 * signed-in users) makes "unique" countable; user_id is kept so the listing side can contact interested users.
 */
export const propertyEvents = pgTable(
  'property_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    property_id: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitor_id: text('visitor_id').notNull(),
    event_type: text('event_type').$type<EventType>().notNull(),
    /** For clicks: what was clicked (photo, contact, map…). */
    target: text('target'),
    document_id: integer('document_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('property_events_property_idx').on(table.property_id, table.event_type, table.created_at),
    index('property_events_recent_idx').on(table.event_type, table.created_at),
    index('property_events_user_idx').on(table.user_id),
  ],
);
