import type { MeetingType } from '@openhouse/shared/meetings/booking-rules';
import type { MeetingKind, MeetingStatus, TourAnswer } from '@openhouse/shared/meetings/schemas';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { properties } from '../properties/properties.schema';

/**
 * Every meeting: tours booked from a listing today, and the calendar's meetings and appointments later.
 * Times are instants; `time_zone` is the wall clock they were booked on (invitations and the
 * YYYY-MM-DD HH:mm:ss answers read them there).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MeetingKind>().notNull(),
    organiser_id: integer('organiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    description: text('description'),
    /** The meeting link (video) or the address (in person). */
    location: text('location'),
    /** How an appointment's visitor chose to meet (video, in person, phone); `location` is then the link, the address or the number. Null for other meetings. */
    meeting_type: text('meeting_type').$type<MeetingType>(),
    starting_time: timestamp('starting_time', { withTimezone: true }).notNull(),
    ending_time: timestamp('ending_time', { withTimezone: true }).notNull(),
    time_zone: text('time_zone').notNull(),
    property_id: integer('property_id').references(() => properties.id, {
      onDelete: 'set null',
    }),
    /** A project's meeting (part 2); no foreign key until projects exist. */
    project_id: integer('project_id'),
    /** An appointment's visitor, who has no account: whom its invitation and cancellation are e-mailed to. */
    guest_name: text('guest_name'),
    guest_email: text('guest_email'),
    /** The digest of the token in the visitor's e-mailed link, which lets them see and cancel the appointment without an account. */
    guest_token_hash: text('guest_token_hash'),
    status: text('status').$type<MeetingStatus>().notNull().default('scheduled'),
    cancelled_by: integer('cancelled_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    /** A tour request's answer from the realtor (null: not a tour, or booked before tours were answered). */
    tour_answer: text('tour_answer').$type<TourAnswer>(),
    /** Why the realtor declined the tour. */
    answer_reason: text('answer_reason'),
    /** The other time the realtor proposed, until the buyer accepts it. */
    proposed_start: timestamp('proposed_start', { withTimezone: true }),
    proposed_end: timestamp('proposed_end', { withTimezone: true }),
    /** Set when the reminder went out, so a retried reminder job tells nobody twice. */
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('meetings_organiser_idx').on(table.organiser_id, table.starting_time), index('meetings_property_idx').on(table.property_id)],
);

/** Who is invited to a meeting (the organiser is not listed here). */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meeting_id: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.meeting_id, table.user_id] }), index('meeting_participants_user_idx').on(table.user_id)],
);
