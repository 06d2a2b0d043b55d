import { escapeHtml } from '@openhouse/shared/format/html';
import { formatPrice } from '@openhouse/shared/format/money';
import type { SignerRole } from '@openhouse/shared/transactions/schemas';
import type { Platform } from '../../platform/context';
import { buyerSigned, contractCompleted, transactionAccepted } from './transactions.events';
import { findTransactionView } from './transactions.repository';
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

/** What every transaction event names of the deal. */
export const dealOf = (view: TransactionView) => ({
  transactionId: view.id,
  propertyId: view.property_id,
  propertyText: propertyText(view),
  buyerId: view.buyer_id,
  sellerId: view.seller_id,
  realtorId: view.realtor_id,
});

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

/**
 * The transaction's own e-mails follow its events: each signing link when its party is due, and the
 * executed contract's news to both parties. A delivery that fails is retried; the link in a retried
 * e-mail is the one stored with the event.
 */
export function subscribeTransactionMail(platform: Platform): void {
  platform.events.on(transactionAccepted, 'signing-mail', async (event) => {
    const view = await findTransactionView(platform.db, event.transactionId);
    if (view) await sendSigningLink(platform, view, { role: 'buyer', person: view.buyer, token: event.signingToken, days: SIGNING_LINK_DAYS });
  });
  platform.events.on(buyerSigned, 'signing-mail', async (event) => {
    const view = await findTransactionView(platform.db, event.transactionId);
    if (view) await sendSigningLink(platform, view, { role: 'seller', person: view.seller, token: event.signingToken, days: SIGNING_LINK_DAYS });
  });
  platform.events.on(contractCompleted, 'signing-mail', async (event) => {
    const view = await findTransactionView(platform.db, event.transactionId);
    if (view) await sendCompletedMail(platform, view, event.sha256);
  });
}
