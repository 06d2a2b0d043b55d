import { z } from 'zod';
import { recordId } from '../http/record-id';
import { multiLineText, singleLineText, textMessages } from '../http/text';
import { campaignMessages as m } from './messages';
import { campaignStepSchema, campaignTriggerSchema } from './sequence';
import { templateBlockSchema } from './template-blocks';

const id = z.number().int();
const when = z.string();
const idList = z.array(recordId).max(500).default([]);
/** A subject or sender is one line: CR or LF would start a new mail header (header injection), so both are refused. */
const headerText = (required: string, max: number) =>
  singleLineText({ error: required })
    .refine((value) => !/[\r\n]/.test(value), { error: m.noLineBreaks })
    .trim()
    .min(1, { error: required })
    // Named here: the field's own error word would otherwise answer an over-long value as a missing one.
    .max(max, { error: textMessages.maxLength(max) });

// Templates (email-template, user-email-templates)
export const templateInputSchema = z
  .object({
    name: singleLineText({ error: m.templateNameRequired }).trim().min(1, { error: m.templateNameRequired }).max(120, { error: textMessages.maxLength(120) }),
    /** The editor's blocks; when sent, the server renders the body from them. */
    blocks: z.array(templateBlockSchema).max(100).nullable().optional(),
    /** Hand-written HTML (used when there are no blocks); sanitised with the e-mail allowlist before it is stored. */
    body: multiLineText().max(200_000, { error: textMessages.maxLength(200_000) }).optional(),
  })
  .refine((input) => (input.blocks?.length ?? 0) > 0 || (input.body?.trim().length ?? 0) > 0, { error: m.templateBodyRequired, path: ['body'] });
export type TemplateInput = z.input<typeof templateInputSchema>;

export const templateSchema = z.object({ id, name: z.string(), body: z.string(), blocks: z.array(templateBlockSchema).nullable(), created_at: when, updated_at: when });
export type EmailTemplate = z.infer<typeof templateSchema>;
export const templateResponseSchema = z.object({ message: z.string().optional(), data: templateSchema });
export const templateListSchema = z.object({ data: z.array(templateSchema) });
export const starterTemplateListSchema = z.object({ data: z.array(z.object({ key: z.string(), name: z.string(), blocks: z.array(templateBlockSchema) })) });

// Verified senders (user-email-verification, verified-emails)
export const senderInputSchema = z.object({ email: z.email({ error: 'Please enter a valid email address' }).trim().toLowerCase().max(254, { error: textMessages.maxLength(254) }) });
export const senderSchema = z.object({ id, email: z.string(), verified: z.boolean(), verified_at: when.nullable(), is_account: z.boolean(), created_at: when });
export type VerifiedSender = z.infer<typeof senderSchema>;
export const senderResponseSchema = z.object({ message: z.string().optional(), data: senderSchema });
export const senderListSchema = z.object({ data: z.array(senderSchema) });
export const senderConfirmQuerySchema = z.object({ token: singleLineText().min(10).max(200) });

// Campaigns
/** `active`: a sequence step that is on, sending to each person when their trigger fires (it never becomes `sent`). */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'active', 'paused', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const RECIPIENT_STATUSES = ['queued', 'sending', 'sent', 'failed', 'bounced', 'skipped', 'unknown'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const audienceSchema = z.object({ label_ids: idList, prospect_ids: idList, vendor_ids: idList, project_ids: idList });
export type Audience = z.output<typeof audienceSchema>;

export const campaignInputSchema = audienceSchema.extend({
  name: singleLineText({ error: m.campaignNameRequired }).trim().min(1, { error: m.campaignNameRequired }).max(120, { error: textMessages.maxLength(120) }),
  subject: headerText(m.subjectRequired, 200),
  preview_text: singleLineText().trim().max(200).default(''),
  sender_id: recordId,
  template_id: recordId,
  /** Null or absent: sent once, now or at a time. Set: a step of a drip sequence. */
  trigger: campaignTriggerSchema.nullable().default(null),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignInputParsed = z.output<typeof campaignInputSchema>;

export const recipientCountsSchema = z.object({ total: z.number(), queued: z.number(), sent: z.number(), failed: z.number(), bounced: z.number(), skipped: z.number(), unknown: z.number() });
export const campaignSchema = z.object({
  id,
  name: z.string(),
  subject: z.string(),
  preview_text: z.string(),
  sender: z.object({ id, email: z.string() }).nullable(),
  template: z.object({ id, name: z.string() }).nullable(),
  label_ids: z.array(id),
  prospect_ids: z.array(id),
  vendor_ids: z.array(id),
  project_ids: z.array(id),
  status: z.enum(CAMPAIGN_STATUSES),
  step: campaignStepSchema.nullable(),
  scheduled_at: when.nullable(),
  started_at: when.nullable(),
  finished_at: when.nullable(),
  counts: recipientCountsSchema,
  /** Sent or scheduled, and its run has not written who it goes to yet (counts are all 0 until it has). */
  recipients_pending: z.boolean(),
  created_at: when,
  updated_at: when,
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignResponseSchema = z.object({ message: z.string().optional(), data: campaignSchema });
export const campaignListSchema = z.object({ data: z.array(campaignSchema) });

/** POST /email-campaigns/{id}/send: now, or at scheduled_at. */
export const campaignSendSchema = z.object({ scheduled_at: z.iso.datetime({ offset: true }).nullable().optional() });
/** POST /email-campaigns/test-send: the template as it stands in the editor, to the sender's own address. */
export const testSendSchema = z.object({ subject: headerText(m.subjectRequired, 200), template_id: recordId });

// Recipients preview (/email-campaign-recipients)
export const SKIP_REASONS = { no_email: 'No e-mail address', duplicate: 'Already on another list', unsubscribed: 'Unsubscribed', email_off: 'E-mail turned off in their settings', cancelled: 'The campaign was cancelled' } as const;
export type SkipReason = keyof typeof SKIP_REASONS;
export const RECIPIENT_SOURCES = ['label', 'prospect', 'vendor', 'project'] as const;
const previewEntry = z.object({ email: z.string().nullable(), name: z.string(), source: z.enum(RECIPIENT_SOURCES) });
export const recipientPreviewSchema = z.object({
  data: z.object({
    count: z.number(),
    recipients: z.array(previewEntry),
    skipped: z.array(previewEntry.extend({ reason: z.enum(Object.keys(SKIP_REASONS) as [SkipReason, ...SkipReason[]]) })),
  }),
});
export type RecipientPreview = z.infer<typeof recipientPreviewSchema>['data'];

// Analytics (/email-campaign-analytics?campaign_id)
export const analyticsQuerySchema = z.object({ campaign_id: recordId, exclude_machine: z.enum(['0', '1']).optional() });
export const analyticsSchema = z.object({
  data: z.object({
    campaign: campaignSchema,
    totals: z.object({
      recipients: z.number(),
      sent: z.number(),
      delivered: z.number(),
      opened: z.number(),
      clicked: z.number(),
      unsubscribed: z.number(),
      bounced: z.number(),
      failed: z.number(),
      skipped: z.number(),
      unknown: z.number(),
      machine_opens: z.number(),
      machine_clicks: z.number(),
    }),
    timeline: z.array(z.object({ hour: when, opens: z.number(), clicks: z.number() })),
    links: z.array(z.object({ url: z.string(), clicks: z.number(), unique_clicks: z.number() })),
    recipients: z.array(
      z.object({ email: z.string(), name: z.string(), status: z.enum(RECIPIENT_STATUSES), error: z.string().nullable(), sent_at: when.nullable(), opened_at: when.nullable(), clicked_at: when.nullable(), unsubscribed: z.boolean() }),
    ),
  }),
});
export type CampaignAnalytics = z.infer<typeof analyticsSchema>['data'];

// Template images
export const templateImageSchema = z.object({ filename: z.string(), url: z.string(), size: z.number(), content_type: z.string(), created_at: when });
export type TemplateImage = z.infer<typeof templateImageSchema>;
export const templateImageListSchema = z.object({ message: z.string().optional(), data: z.array(templateImageSchema) });
export const imageFilenameQuerySchema = z.object({ filename: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|gif|webp)$/, { error: m.imageNotFound }) });
