import { randomBytes } from 'node:crypto';
import { escapeHtml, fillMergeTags, fillMergeTagsInText, firstNameOf, type MergeValues } from '@openhouse/shared/campaigns/merge-tags';
import type { BulkMessage } from '../../platform/mail/mailer';
import type { CampaignRow, RecipientRow } from './campaigns.repository';
import { mostlyLatin, wireFormFor, wireTemplate, type WireTemplate } from './campaign-wire';
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

type SnapshotParts = { text: string; textEncoding: 'quoted-printable' | 'base64'; baseBoundary: string; wire: WireTemplate };

/**
 * What every mail of a campaign shares, worked out once per campaign rather than once per mail: the plain-text
 * part, the whole mail as it goes on the wire with the recipient's places open (`campaign-wire.ts`), and for the
 * rare mail nodemailer builds (an international address) the text encoding it would choose by scanning each mail
 * and the random part of its multipart boundaries, which it otherwise draws from the system for every part of
 * every mail. 64 random bits cannot turn up in the mail's own text by chance.
 */
const partsOfCampaign = new Map<number, SnapshotParts & { of: readonly unknown[] }>();
function snapshotParts(publicUrl: string, campaign: CampaignRow): SnapshotParts {
  const html = campaign.sent_html!;
  // What the parts are made of; compared, not joined into a key, which would copy the HTML for every mail.
  const of = [publicUrl, campaign.realtor_name, campaign.sent_from, campaign.sent_subject, html];
  let parts = partsOfCampaign.get(campaign.id);
  if (parts === undefined || parts.of.some((value, index) => value !== of[index])) {
    const text = plainTextOf(html);
    const baseBoundary = randomBytes(8).toString('hex');
    const wire = wireTemplate({
      from: { name: campaign.realtor_name ?? '', address: campaign.sent_from! },
      subject: campaign.sent_subject!,
      html,
      text,
      messageId: messageIdOf(publicUrl, campaign.id, TOKEN_PLACEHOLDER),
      unsubscribeUrl: trackingUrls(publicUrl).unsubscribe,
      boundary: `--_openhouse-${baseBoundary}`,
    });
    parts = { of, text, textEncoding: mostlyLatin(html) ? 'quoted-printable' : 'base64', baseBoundary, wire };
    if (partsOfCampaign.size > 20) partsOfCampaign.clear();
    partsOfCampaign.set(campaign.id, parts);
  }
  return parts;
}

const messageIdOf = (publicUrl: string, campaignId: number, token: string) => `<campaign-${campaignId}-${token}@${new URL(publicUrl).hostname}>`;

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
  const { text, textEncoding, baseBoundary, wire } = snapshotParts(publicUrl, campaign);
  return {
    raw: wireFormFor(wire, { email: recipient.email, token: recipient.token, values }) ?? undefined,
    from: { name: campaign.realtor_name ?? '', address: campaign.sent_from! },
    to: recipient.email,
    subject: campaign.sent_subject!,
    // Filled when read: over SMTP the wire form above is what goes, and these are read only for the outbox (no
    // SMTP) or by nodemailer for a mail it builds itself.
    get html() {
      return fillMergeTags(snapshot.replaceAll(TOKEN_PLACEHOLDER, recipient.token), values);
    },
    get text() {
      return fillMergeTagsInText(text.replaceAll(TOKEN_PLACEHOLDER, recipient.token), values);
    },
    textEncoding,
    baseBoundary,
    messageId: messageIdOf(publicUrl, campaign.id, recipient.token),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', Precedence: 'bulk' },
  };
}
