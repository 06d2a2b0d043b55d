import type { Campaign, EmailTemplate, VerifiedSender } from '@openhouse/shared/campaigns/campaign-schemas';
import type { CampaignStep } from '@openhouse/shared/campaigns/sequence';
import type { CampaignRow, RecipientCounts, SenderRow, TemplateRow } from './campaigns.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toTemplate = (row: TemplateRow): EmailTemplate => ({
  id: row.id,
  name: row.name,
  body: row.body,
  blocks: row.blocks ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const toSender = (row: SenderRow): VerifiedSender => ({
  id: row.id,
  email: row.email,
  verified: row.verified_at !== null,
  verified_at: iso(row.verified_at),
  is_account: row.is_account,
  created_at: row.created_at.toISOString(),
});

const NO_RECIPIENTS: RecipientCounts = { total: 0, queued: 0, sending: 0, sent: 0, failed: 0, bounced: 0, skipped: 0, unknown: 0 };

/** A sequence step as the campaign shows it; `labelName` is undefined once its label is deleted. */
export function toStep(row: Pick<CampaignRow, 'trigger_kind' | 'trigger_label_id' | 'trigger_delay_days' | 'trigger_milestone'>, labelName: string | undefined): CampaignStep | null {
  if (row.trigger_kind === 'milestone_reached') return { kind: 'milestone_reached', milestone_name: row.trigger_milestone ?? '' };
  if (row.trigger_kind === 'label_added') return { kind: 'label_added', label_id: labelName === undefined ? null : row.trigger_label_id, label_name: labelName ?? null, delay_days: row.trigger_delay_days ?? 0 };
  return null;
}

export function toCampaign(row: CampaignRow, refs: { sender: SenderRow | undefined; template: TemplateRow | undefined; counts: RecipientCounts | undefined; labelName?: string }): Campaign {
  const counts = refs.counts ?? NO_RECIPIENTS;
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    preview_text: row.preview_text,
    sender: refs.sender ? { id: refs.sender.id, email: refs.sender.email } : null,
    template: refs.template ? { id: refs.template.id, name: refs.template.name } : null,
    label_ids: row.label_ids,
    prospect_ids: row.prospect_ids,
    vendor_ids: row.vendor_ids,
    project_ids: row.project_ids,
    status: row.status,
    step: toStep(row, refs.labelName),
    scheduled_at: iso(row.scheduled_at),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
    // A claim in flight is still "queued" to the reader: it has not been sent yet.
    counts: { total: counts.total, queued: counts.queued + counts.sending, sent: counts.sent, failed: counts.failed, bounced: counts.bounced, skipped: counts.skipped, unknown: counts.unknown },
    recipients_pending: row.recipients_pending,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
