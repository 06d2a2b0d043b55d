import { randomBytes } from 'node:crypto';
import type { Audience } from '@openhouse/shared/campaigns/campaign-schemas';
import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { ownedLabelIds } from '../network/network.queries';
import type { Db } from '../../platform/db/client';
import { invalidField } from '../../platform/http/errors';
import { oldSpaceBound } from '../../platform/memory/old-space-bound';
import { audiencePages } from './audience';
import { insertRecipients, lockCampaign, markRecipientsWritten, type CampaignRow } from './campaigns.repository';

/**
 * How far a long send lets the old generation grow past what the last full collection left (old-space-bound.ts).
 * With 24 MB the jobs process peaked at 191–205 MB over four sends to 100,000; with 12, at 176 and 184 MB.
 */
export const OLD_SPACE_MARGIN = 12 * 1024 * 1024;

/**
 * A stored campaign's labels, less the ones deleted since: its ids were the realtor's own when saved and ids are
 * never reused, so one that is no longer theirs is gone, and the campaign reaches the lists that remain.
 */
export async function withLiveLabels<T extends Pick<CampaignRow, 'user_id' | 'label_ids'>>(db: Db, rows: T[]): Promise<T[]> {
  const asked = [...new Set(rows.flatMap((row) => row.label_ids))];
  if (asked.length === 0) return rows;
  const live = new Set(await ownedLabelIds(db, rows[0]!.user_id, asked));
  return rows.map((row) => ({ ...row, label_ids: row.label_ids.filter((id) => live.has(id)) }));
}

/**
 * Refuses a send that would reach nobody (422, on label_ids), reading the lists only as far as the first page with
 * someone on it: the send request answers at once however long the lists are, and its run writes them.
 */
export async function requireSomeoneToSend(db: Db, realtorId: number, lists: Audience): Promise<void> {
  for await (const page of audiencePages(db, realtorId, lists)) if (page.recipients.length > 0) return;
  const named = lists.label_ids.length + lists.prospect_ids.length + lists.vendor_ids.length + lists.project_ids.length;
  throw invalidField('label_ids', named ? m.nobodyToSend : m.noRecipients);
}

const token = () => randomBytes(24).toString('base64url');

/**
 * The first thing a campaign's run does: writes its recipients, one row per address (the refused ones as skipped),
 * from its lists as they are now, a page at a time so that 100,000 people are never held at once. One transaction
 * with the campaign's row locked: two runs (a retry beside a restart) write them once, and a run that dies
 * half-way leaves nothing for the next one to trip on. Returns the campaign as it then is.
 */
export async function writePendingRecipients(db: Db, campaign: CampaignRow): Promise<CampaignRow | null> {
  if (!campaign.recipients_pending || campaign.status !== 'sending') return campaign;
  return db.transaction(async (tx) => {
    const locked = await lockCampaign(tx, campaign.id);
    // Paused or cancelled meanwhile: a resumed run writes them; a cancelled campaign never needs them.
    if (!locked?.recipients_pending || locked.status !== 'sending') return locked;
    const [lists] = await withLiveLabels(tx, [locked]);
    const boundOldSpace = oldSpaceBound(OLD_SPACE_MARGIN);
    for await (const page of audiencePages(tx, locked.user_id, lists!)) {
      await boundOldSpace();
      await insertRecipients(tx, [
        ...page.recipients.map((member) => ({ campaign_id: locked.id, ...member, token: token() })),
        ...page.refused.map((member) => ({ campaign_id: locked.id, email: member.email, name: member.name, source: member.source, property_address: member.property_address, status: 'skipped' as const, skip_reason: member.reason, token: token() })),
      ]);
    }
    return markRecipientsWritten(tx, locked.id);
  });
}
