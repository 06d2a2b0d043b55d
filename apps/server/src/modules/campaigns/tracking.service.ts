import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import type { Platform } from '../../platform/context';
import { findCampaign, findLink, findRecipientByToken, insertEvent, insertUnsubscribe, type RecipientRow } from './campaigns.repository';

/**
 * Opens and clicks that a machine likely made: mail proxies that fetch every image (Apple Mail Privacy
 * Protection, Gmail's image proxy, Yahoo's) and security scanners that follow links, which act within seconds of
 * delivery. They are kept, flagged, and may be left out of the figures.
 */
const MACHINE_AGENTS = /GoogleImageProxy|YahooMailProxy|Apple-?Mail-?Proxy|bot|crawler|spider|scanner|preview|Barracuda|Mimecast|Proofpoint|urlscan|Microsoft Office|python-requests|curl|wget/i;
const MACHINE_SECONDS = 10;

export function looksAutomated(recipient: RecipientRow, userAgent: string | undefined, now = Date.now()): boolean {
  if (!userAgent || MACHINE_AGENTS.test(userAgent)) return true;
  return recipient.sent_at !== null && now - recipient.sent_at.getTime() < MACHINE_SECONDS * 1000;
}

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
async function recipientOf(platform: Platform, token: string): Promise<RecipientRow | null> {
  return TOKEN.test(token) ? findRecipientByToken(platform.db, token) : null;
}

/** GET /email/open/{token}: the pixel. Always answers the image, so a bad token learns nothing. */
export async function recordOpen(platform: Platform, token: string, userAgent: string | undefined): Promise<void> {
  const recipient = await recipientOf(platform, token);
  if (recipient) await insertEvent(platform.db, { campaign_id: recipient.campaign_id, recipient_id: recipient.id, kind: 'open', machine: looksAutomated(recipient, userAgent) });
}

/** GET /email/click/{token}/{linkId}: the link's address, only when it is one of this campaign's own links. */
export async function recordClick(platform: Platform, token: string, linkId: number, userAgent: string | undefined): Promise<string | null> {
  const recipient = await recipientOf(platform, token);
  const link = recipient ? await findLink(platform.db, recipient.campaign_id, linkId) : null;
  if (!recipient || !link) return null;
  await insertEvent(platform.db, { campaign_id: recipient.campaign_id, recipient_id: recipient.id, kind: 'click', link_id: link.id, machine: looksAutomated(recipient, userAgent) });
  return link.url;
}

/** The unsubscribe page's facts: the address (partly hidden) and who sent it; null for an unknown token. */
export async function unsubscribeTarget(platform: Platform, token: string) {
  const recipient = await recipientOf(platform, token);
  const campaign = recipient ? await findCampaign(platform.db, recipient.campaign_id) : null;
  if (!recipient || !campaign) return null;
  return { recipient, campaign, sender: campaign.realtor_name ?? 'the sender' };
}

/** POST /email/unsubscribe/{token}: only a POST unsubscribes (RFC 8058 one-click, or the page's button), never the GET a scanner makes. */
export async function unsubscribe(platform: Platform, token: string): Promise<string | null> {
  const target = await unsubscribeTarget(platform, token);
  if (!target) return null;
  await insertUnsubscribe(platform.db, target.campaign.user_id, target.recipient.email, target.campaign.id);
  return m.unsubscribed;
}
