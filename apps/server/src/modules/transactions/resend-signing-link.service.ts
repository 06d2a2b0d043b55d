import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import { signerDue } from '@openhouse/shared/transactions/rules';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import type { Actor } from '../../platform/auth/session';
import { digest, newToken } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import { AppError, conflict, forbidden } from '../../platform/http/errors';
import { transactionActor } from './audit-actor';
import { contractEvent, type Client } from './contract-events';
import { resendBlock } from './signing-rules';
import { sendSigningLink, SIGNING_LINK_DAYS, signingLinkExpiry } from './transaction-notices';
import { toTransaction } from './transaction-view';
import { transactionAccess } from './transactions.access';
import { findSignerOfRole, findTransactionView, insertEvents, latestEventNamed, lockTransaction, updateSigner } from './transactions.repository';

/** A party's signing link is e-mailed at most once a minute: the first e-mail counts, then each resend. */
const RESEND_INTERVAL_MS = 60_000;

/**
 * POST /property-transactions/{id}/signing-link: the party due to sign (the buyer at 1, the seller at 2) is
 * e-mailed a new link, for one that never arrived or was lost. The listing side (or an admin) and the due
 * party themselves may ask; the other party hears 403, strangers 404. The new link replaces the old one's
 * digest, so the old link stops working. Checked under the transaction's lock: the due party is read from
 * the locked status, and of two resends at once the second sees the first's 'sent' event (429). While a
 * party is due, every 'sent' event since it became their turn is of their link (the buyer's go out only
 * at 1, the seller's from the buyer's signature on), so the newest one says when they were last e-mailed.
 */
export async function resendSigningLink(platform: Platform, actor: Actor, id: number, client: Client): Promise<{ message: string; data: PropertyTransaction }> {
  const view = await transactionAccess.require(platform.db, actor, 'read', id);
  const listingSide = transactionAccess.can(actor, 'resendAnyLink', view);
  const who = await transactionActor(platform.db, actor, view);
  const token = newToken();
  const now = new Date();

  const role = await platform.db.transaction(async (tx) => {
    const row = (await lockTransaction(tx, id))!;
    const due = signerDue(row.status_id);
    const signer = due ? await findSignerOfRole(tx, id, due) : null;
    if (!listingSide && signer?.user_id !== actor.id) throw forbidden();
    const block = resendBlock(row.status_id);
    if (block || !signer) throw conflict(block ?? m.notAwaitingSignature);
    const last = await latestEventNamed(tx, id, 'sent');
    if (last && now.getTime() - last.created_at.getTime() < RESEND_INTERVAL_MS) throw new AppError(429, m.linkResentRecently);

    await updateSigner(tx, signer.id, { token_hash: digest(token), token_expires_at: signingLinkExpiry(now.getTime()) });
    const person = signer.role === 'buyer' ? view.buyer : view.seller;
    await insertEvents(tx, [contractEvent(id, 'sent', who, client, { detail: `Signing link e-mailed again to ${person.name} (${signer.role}); the previous link no longer works`, at: now })]);
    return signer.role;
  });

  const fresh = (await findTransactionView(platform.db, id))!;
  const person = role === 'buyer' ? fresh.buyer : fresh.seller;
  // Not a follow-up: the e-mail is what was asked for, so a failure to record it is the caller's error answer.
  await sendSigningLink(platform, fresh, { role, person, token, days: SIGNING_LINK_DAYS });
  return { message: m.linkResent, data: toTransaction(fresh, actor) };
}
