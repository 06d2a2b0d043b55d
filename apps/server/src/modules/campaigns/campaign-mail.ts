import { randomBytes } from 'node:crypto';
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

type SnapshotParts = { text: string; textEncoding: 'quoted-printable' | 'base64'; baseBoundary: string };

/**
 * What every mail of a snapshot shares, worked out once per campaign rather than once per mail: the plain-text
 * part, the text encoding nodemailer would choose by scanning each mail (quoted-printable while Latin letters
 * outnumber other characters, else base64), which was a seventh of a send's CPU, and the random part of the
 * multipart boundaries, which nodemailer otherwise draws from the system's random source for every part of every
 * mail (a twentieth of a send's CPU). 64 random bits cannot turn up in the mail's own text by chance.
 */
const partsOfSnapshot = new Map<string, SnapshotParts>();
function snapshotParts(html: string): SnapshotParts {
  let parts = partsOfSnapshot.get(html);
  if (parts === undefined) {
    // eslint-disable-next-line no-control-regex -- the control characters are among what nodemailer counts as non-Latin
    const otherCharacters = html.match(/[\x00-\x08\x0B\x0C\x0E-\x1F\u0080-\uFFFF]/g)?.length ?? 0;
    const latinLetters = html.match(/[a-z]/gi)?.length ?? 0;
    parts = { text: plainTextOf(html), textEncoding: otherCharacters < latinLetters ? 'quoted-printable' : 'base64', baseBoundary: randomBytes(8).toString('hex') };
    if (partsOfSnapshot.size > 20) partsOfSnapshot.clear();
    partsOfSnapshot.set(html, parts);
  }
  return parts;
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
  const { text, textEncoding, baseBoundary } = snapshotParts(snapshot);
  return {
    from: { name: campaign.realtor_name ?? '', address: campaign.sent_from! },
    to: recipient.email,
    subject: campaign.sent_subject!,
    html: fillMergeTags(snapshot.replaceAll(TOKEN_PLACEHOLDER, recipient.token), values),
    text: fillMergeTagsInText(text.replaceAll(TOKEN_PLACEHOLDER, recipient.token), values),
    textEncoding,
    baseBoundary,
    messageId: `<campaign-${campaign.id}-${recipient.token}@${new URL(publicUrl).hostname}>`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', Precedence: 'bulk' },
  };
}
