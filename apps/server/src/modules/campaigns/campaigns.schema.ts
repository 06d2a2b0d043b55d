import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CampaignStatus, RecipientStatus } from '@openhouse/shared/campaigns/campaign-schemas';
import type { TriggerKind } from '@openhouse/shared/campaigns/sequence';
import type { TemplateBlock } from '@openhouse/shared/campaigns/template-blocks';
import { users } from '../accounts/accounts.schema';
import { networkLabels } from '../network/network.schema';

const created_at = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ids = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`);

/** A realtor's e-mail template (spec part 2 section 3: name, body); `body` is sanitised HTML, `blocks` the editor's source. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    blocks: jsonb('blocks').$type<TemplateBlock[]>(),
    created_at: created_at(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_templates_user_idx').on(table.user_id)],
);

/** An address a realtor may send from: usable once `verified_at` is set (the link mailed to it was opened). */
export const verifiedSenders = pgTable(
  'verified_senders',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    is_account: boolean('is_account').notNull().default(false),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    /** SHA-256 of the link's token; cleared once used. */
    token_hash: text('token_hash'),
    token_expires_at: timestamp('token_expires_at', { withTimezone: true }),
    created_at: created_at(),
  },
  (table) => [uniqueIndex('verified_senders_user_email_idx').on(table.user_id, table.email), uniqueIndex('verified_senders_token_idx').on(table.token_hash)],
);

export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    preview_text: text('preview_text').notNull().default(''),
    sender_id: integer('sender_id').references(() => verifiedSenders.id, { onDelete: 'set null' }),
    template_id: integer('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    label_ids: ids('label_ids'),
    prospect_ids: ids('prospect_ids'),
    vendor_ids: ids('vendor_ids'),
    project_ids: ids('project_ids'),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    /**
     * A step of a drip sequence when set (packages/shared/src/campaigns/sequence.ts): a label step names the label
     * and the whole days after it; a milestone step names the milestone. A deleted label leaves the step idle.
     */
    trigger_kind: text('trigger_kind').$type<TriggerKind>(),
    trigger_label_id: integer('trigger_label_id').references(() => networkLabels.id, { onDelete: 'set null' }),
    trigger_delay_days: integer('trigger_delay_days'),
    trigger_milestone: text('trigger_milestone'),
    /** A label step's sweep has enrolled everyone labelled up to this label time and prospect id (its start, at first). */
    sweep_after_at: timestamp('sweep_after_at', { withTimezone: true }),
    sweep_after_id: integer('sweep_after_id'),
    /** What is sent, fixed when sending starts: later edits of the template or sender change nothing mid-send. */
    sent_subject: text('sent_subject'),
    sent_from: text('sent_from'),
    sent_html: text('sent_html'),
    realtor_name: text('realtor_name'),
    /**
     * Sent, but who it goes to is not written yet: the campaign's run writes its recipients first, in one
     * transaction, so that a send to a whole database of contacts costs the request nothing that grows with it
     * and runs where the job workers run (docs/ARCHITECTURE.md, "Campaign sending").
     */
    recipients_pending: boolean('recipients_pending').notNull().default(false),
    scheduled_at: timestamp('scheduled_at', { withTimezone: true }),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    created_at: created_at(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_campaigns_user_idx').on(table.user_id, table.id),
    index('email_campaigns_trigger_idx').on(table.trigger_kind, table.status).where(sql`${table.trigger_kind} is not null`),
  ],
);

/**
 * One row per address and campaign (unique), written when sending starts (a sequence step: when the person's
 * trigger fires, `source_key` naming what fired it): the record that makes a send exactly once. A row moves queued → sending (claimed) → sent | failed | bounced, or back to queued (with a later
 * `retry_at`) after a temporary refusal; a claim a dead process left behind
 * becomes `unknown`, never queued again (docs/DECISIONS.md, E-mail campaigns).
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: serial('id').primaryKey(),
    campaign_id: integer('campaign_id').notNull().references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    /** A sequence step's cause: `prospect:<id>` (label steps) or `project:<id>` (milestone steps); null for one-off sends. */
    source_key: text('source_key'),
    property_address: text('property_address').notNull().default(''),
    status: text('status').$type<RecipientStatus>().notNull().default('queued'),
    skip_reason: text('skip_reason'),
    error: text('error'),
    /** Random, in the recipient's links (open pixel, clicks, unsubscribe): knowing it is what lets them act. */
    token: text('token').notNull(),
    message_id: text('message_id'),
    /** Deliveries tried so far; a temporary refusal (4xx) puts the row back in the queue until `retry_at`. */
    attempts: integer('attempts').notNull().default(0),
    retry_at: timestamp('retry_at', { withTimezone: true }),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    opened_at: timestamp('opened_at', { withTimezone: true }),
    clicked_at: timestamp('clicked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('campaign_recipients_address_idx').on(table.campaign_id, table.email),
    uniqueIndex('campaign_recipients_token_idx').on(table.token),
    index('campaign_recipients_status_idx').on(table.campaign_id, table.status, table.id),
  ],
);

/** The links of a campaign's mail: a click redirects only to one of these (no open redirect). */
export const campaignLinks = pgTable(
  'campaign_links',
  {
    id: serial('id').primaryKey(),
    campaign_id: integer('campaign_id').notNull().references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
  },
  (table) => [uniqueIndex('campaign_links_url_idx').on(table.campaign_id, table.url)],
);

/** Opens (the pixel) and clicks; `machine` marks the ones a proxy or scanner likely made. */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: serial('id').primaryKey(),
    campaign_id: integer('campaign_id').notNull().references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    recipient_id: integer('recipient_id').notNull().references(() => campaignRecipients.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'open' | 'click'>().notNull(),
    link_id: integer('link_id').references(() => campaignLinks.id, { onDelete: 'cascade' }),
    machine: boolean('machine').notNull().default(false),
    created_at: created_at(),
  },
  (table) => [index('campaign_events_campaign_idx').on(table.campaign_id, table.kind)],
);

/** Addresses that asked a realtor for no more campaigns: skipped in every later campaign of theirs. */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    campaign_id: integer('campaign_id').references(() => emailCampaigns.id, { onDelete: 'set null' }),
    created_at: created_at(),
  },
  (table) => [uniqueIndex('email_unsubscribes_user_email_idx').on(table.user_id, table.email)],
);

/** Images uploaded for templates, served publicly under their random file name. */
export const templateImages = pgTable(
  'template_images',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    created_at: created_at(),
  },
  (table) => [uniqueIndex('template_images_filename_idx').on(table.filename), index('template_images_user_idx').on(table.user_id)],
);
