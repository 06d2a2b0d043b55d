import { escapeHtml } from '@openhouse/shared/format/html';
import { formatPrice } from '@openhouse/shared/format/money';
import type { SignerRole } from '@openhouse/shared/transactions/schemas';
import type { Platform } from '../../platform/context';
import { notify } from '../notifications/notifications.service';
import type { Person, TransactionView } from './transactions.repository';

/** Where a transaction lives in the web app (notifications and e-mails link there). */
export const transactionPath = (id: number) => `/transactions/${id}`;

/** How long an e-mailed signing link works. */
export const SIGNING_LINK_DAYS = 30;
export const signingLinkExpiry = (from = Date.now()) => new Date(from + SIGNING_LINK_DAYS * 86_400_000);

/** The web page an e-mailed signing link opens; it reads the contract with the token. */
const signingLink = (platform: Platform, token: string) => `${platform.config.publicUrl}/sign/${token}`;

/** How messages name the property: its label and street. */
export const propertyText = (view: TransactionView) => `${view.property.label} (${view.property.street_address})`;

/**
 * Work done after the database has committed (mail, notifications, cache): a failure there is logged and
 * does not turn a committed change into an error answer.
 */
export async function afterCommit(platform: Platform, what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    platform.log.error({ err: error }, `transaction follow-up failed: ${what}`);
  }
}

/** Tells each of the given people once (the realtor may also be the seller). */
export async function notifyPeople(platform: Platform, userIds: number[], message: string, path: string): Promise<void> {
  for (const userId of new Set(userIds)) await notify(platform, userId, message, path);
}

export const partiesOf = (view: TransactionView) => [view.buyer_id, view.seller_id, view.realtor_id];

/** The e-mail with a party's personal signing link (valid for `days` days). */
export async function sendSigningLink(platform: Platform, view: TransactionView, signer: { role: SignerRole; person: Person; token: string; days: number }): Promise<void> {
  const link = signingLink(platform, signer.token);
  const price = formatPrice(view.transaction_amount);
  const why =
    signer.role === 'buyer'
      ? `Your bid of ${price} on ${propertyText(view)} was accepted.`
      : `${view.buyer.name} has signed the purchase agreement for ${propertyText(view)} at ${price}. It is your turn to sign.`;
  const name = signer.person.name;
  await platform.mailer.send({
    to: signer.person.email,
    subject: `Please sign the purchase agreement for ${view.property.label}`,
    text: `Hi ${name},\n\n${why}\n\nReview and sign the contract here (the link is personal and works for ${signer.days} days):\n${link}\n\nYou can also decline to sign on the same page. If you did not expect this e-mail, please contact ${view.realtor.name} (${view.realtor.email}).`,
    html:
      `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(why)}</p>` +
      `<p><a href="${escapeHtml(link)}">Review and sign the contract</a></p>` +
      `<p>The link is personal and works for ${signer.days} days. You can also decline to sign on the same page.</p>` +
      `<p>If you did not expect this e-mail, please contact ${escapeHtml(view.realtor.name)} (${escapeHtml(view.realtor.email)}).</p>`,
  });
}

/** Both parties hear that the contract is executed, with the link to it and the digest of the stored file. */
export async function sendCompletedMail(platform: Platform, view: TransactionView, sha256: string): Promise<void> {
  const link = `${platform.config.publicUrl}${transactionPath(view.id)}`;
  for (const person of [view.buyer, view.seller]) {
    await platform.mailer.send({
      to: person.email,
      subject: `The purchase agreement for ${view.property.label} is signed`,
      text: `Hi ${person.name},\n\nThe purchase agreement for ${propertyText(view)} is now signed by both parties. Download the executed contract from the transaction page:\n${link}\n\nSHA-256 of the executed contract file: ${sha256}`,
      html:
        `<p>Hi ${escapeHtml(person.name)},</p><p>The purchase agreement for ${escapeHtml(propertyText(view))} is now signed by both parties.</p>` +
        `<p><a href="${escapeHtml(link)}">Open the transaction and download the executed contract</a></p>` +
        `<p>SHA-256 of the executed contract file: <code>${sha256}</code></p>`,
    });
  }
}
