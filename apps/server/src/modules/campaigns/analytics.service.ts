import { SKIP_REASONS, type CampaignAnalytics, type SkipReason } from '@openhouse/shared/campaigns/campaign-schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { campaignAccess } from './campaigns.access';
import { eventsOf, linksOfCampaign, recipientCounts, recipientsOf, unsubscribedFromCampaign } from './campaigns.repository';
import { readCampaign } from './campaigns.service';

const hourOf = (date: Date) => new Date(Math.floor(date.getTime() / 3_600_000) * 3_600_000).toISOString();

/**
 * GET /email-campaign-analytics?campaign_id: the figures as they can honestly be known. "Delivered" is what the
 * receiving server accepted; opens count only those whose pixel loaded (so at least that many), and a click counts
 * as an open too. With `excludeMachine`, events flagged as a proxy's or scanner's are left out.
 */
export async function campaignAnalytics(platform: Platform, actor: Actor, campaignId: number, excludeMachine: boolean): Promise<{ data: CampaignAnalytics }> {
  await campaignAccess.require(platform.db, actor, 'manage', campaignId);
  const { data: campaign } = await readCampaign(platform, actor, campaignId);
  const counts = (await recipientCounts(platform.db, [campaignId])).get(campaignId);
  const allEvents = await eventsOf(platform.db, campaignId);
  const events = excludeMachine ? allEvents.filter((event) => !event.machine) : allEvents;
  const openers = new Set(events.map((event) => event.recipient_id));
  const clickers = new Set(events.filter((event) => event.kind === 'click').map((event) => event.recipient_id));
  const unsubscribed = await unsubscribedFromCampaign(platform.db, campaignId);

  const hours = new Map<string, { opens: number; clicks: number }>();
  for (const event of events) {
    const bucket = hours.get(hourOf(event.created_at)) ?? { opens: 0, clicks: 0 };
    if (event.kind === 'open') bucket.opens += 1;
    else bucket.clicks += 1;
    hours.set(hourOf(event.created_at), bucket);
  }
  const links = (await linksOfCampaign(platform.db, campaignId)).map((link) => {
    const clicks = events.filter((event) => event.kind === 'click' && event.link_id === link.id);
    return { url: link.url, clicks: clicks.length, unique_clicks: new Set(clicks.map((event) => event.recipient_id)).size };
  });
  const sent = (counts?.sent ?? 0) + (counts?.bounced ?? 0);
  const recipients = await recipientsOf(platform.db, campaignId, 2000);
  return {
    data: {
      campaign,
      totals: {
        recipients: counts?.total ?? 0,
        sent,
        delivered: counts?.sent ?? 0,
        opened: openers.size,
        clicked: clickers.size,
        unsubscribed: unsubscribed.size,
        bounced: counts?.bounced ?? 0,
        failed: counts?.failed ?? 0,
        skipped: counts?.skipped ?? 0,
        unknown: counts?.unknown ?? 0,
        machine_opens: allEvents.filter((event) => event.machine && event.kind === 'open').length,
        machine_clicks: allEvents.filter((event) => event.machine && event.kind === 'click').length,
      },
      timeline: [...hours.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([hour, bucket]) => ({ hour, ...bucket })),
      links,
      recipients: recipients.map((row) => ({
        email: row.email,
        name: row.name,
        status: row.status,
        error: row.error ?? (row.skip_reason ? (SKIP_REASONS[row.skip_reason as SkipReason] ?? row.skip_reason) : null),
        sent_at: row.sent_at?.toISOString() ?? null,
        opened_at: openers.has(row.id) ? (row.opened_at?.toISOString() ?? null) : null,
        clicked_at: clickers.has(row.id) ? (row.clicked_at?.toISOString() ?? null) : null,
        unsubscribed: unsubscribed.has(row.email),
      })),
    },
  };
}
