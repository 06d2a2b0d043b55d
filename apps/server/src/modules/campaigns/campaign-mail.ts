import { escapeHtml, fillMergeTags, fillMergeTagsInText, firstNameOf, type MergeValues } from '@openhouse/shared/campaigns/merge-tags';
import type { BulkMessage } from '../../platform/mail/mailer';
import type { CampaignRow, RecipientRow } from './campaigns.repository';
import { composeCampaignHtml, plainTextOf, TOKEN_PLACEHOLDER } from './email-html';

/** The public addresses of a recipient's links (pixel, click, unsubscribe); the token in them is the recipient's. */
export function trackingUrls(publicUrl: string) {
  const base = `${publicUrl}/api/v1/email`;
  return {
    open: (token: string) => `${base}/open/${token}`,
    click: (token: string, linkId: number) => `${base}/click/${token}/${linkId}`,
    unsubscribe: (token: string) => `${base}/unsubscribe/${token}`,
  };
}

/**
 * The campaign's mail with the recipient's values left open: composed once when sending starts (links tracked,
 * footer, styles inlined), so each recipient costs string replacements, not a render.
 */
export function composeSnapshot(input: { publicUrl: string; body: string; previewText: string; realtorName: string; links: { id: number; url: string }[] }): string {
  const urls = trackingUrls(input.publicUrl);
  const linkIds = new Map(input.links.map((link) => [link.url, link.id]));
  const footer =
    `You get this e-mail from ${escapeHtml(input.realtorName)}. ` +
    `<a href="{{unsubscribe_url}}">Unsubscribe</a>` +
    `<img src="${urls.open(TOKEN_PLACEHOLDER)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;">`;
  return composeCampaignHtml({
    body: input.body,
    previewText: input.previewText,
    footer,
    trackedHref: (url) => {
      const id = linkIds.get(url);
      return id === undefined ? null : urls.click(TOKEN_PLACEHOLDER, id);
    },
  });
}

/** A test send's mail: the same layout and footer, without tracking. */
export function composePlain(input: { body: string; realtorName: string }): string {
  const footer = `You get this e-mail from ${escapeHtml(input.realtorName)}. <a href="{{unsubscribe_url}}">Unsubscribe</a>`;
  return composeCampaignHtml({ body: input.body, previewText: '', footer, trackedHref: () => null });
}

/** The plain-text part of a snapshot, worked out once per campaign rather than once per mail. */
const textOfSnapshot = new Map<string, string>();
function plainTextOnce(html: string): string {
  let text = textOfSnapshot.get(html);
  if (text === undefined) {
    text = plainTextOf(html);
    if (textOfSnapshot.size > 20) textOfSnapshot.clear();
    textOfSnapshot.set(html, text);
  }
  return text;
}

/** One recipient's message: merge values escaped, List-Unsubscribe for one-click (RFC 8058), a Message-ID of its own, bulk precedence. */
export function messageFor(publicUrl: string, campaign: CampaignRow, recipient: RecipientRow): BulkMessage {
  const unsubscribe = trackingUrls(publicUrl).unsubscribe(recipient.token);
  const values: MergeValues = {
    first_name: firstNameOf(recipient.name, recipient.email),
    name: recipient.name,
    realtor_name: campaign.realtor_name ?? '',
    property_address: recipient.property_address,
    unsubscribe_url: unsubscribe,
  };
  const snapshot = campaign.sent_html!;
  return {
    from: { name: campaign.realtor_name ?? '', address: campaign.sent_from! },
    to: recipient.email,
    subject: campaign.sent_subject!,
    html: fillMergeTags(snapshot.replaceAll(TOKEN_PLACEHOLDER, recipient.token), values),
    text: fillMergeTagsInText(plainTextOnce(snapshot).replaceAll(TOKEN_PLACEHOLDER, recipient.token), values),
    messageId: `<campaign-${campaign.id}-${recipient.token}@${new URL(publicUrl).hostname}>`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', Precedence: 'bulk' },
  };
}
