import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import { STATUS } from '@openhouse/shared/transactions/statuses';
import { digest, newToken } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import { signerActor } from './audit-actor';
import { contractEvent, type Client } from './contract-events';
import { lockForSigner, type ResolvedSigner } from './resolve-signer';
import type { CheckedSignature } from './signature';
import { signerChanges, signingEvents } from './signature-record';
import { signingBlock } from './signing-rules';
import { dealOf, signingLinkExpiry } from './transaction-notices';
import { buyerSigned } from './transactions.events';
import { findSignerOfRole, insertEvents, updateSigner, updateTransaction } from './transactions.repository';

/** The buyer's signature moves the contract to Buyer Signed and sends the seller their link. */
export async function buyerSigns(platform: Platform, { view, signer }: ResolvedSigner, signature: CheckedSignature, client: Client): Promise<string> {
  const now = new Date();
  const sellerToken = newToken();
  await platform.events.transaction(async (tx, emit) => {
    await lockForSigner(tx, view.id, signer.id, signingBlock);
    await updateSigner(tx, signer.id, signerChanges(signature, client, now));
    const seller = (await findSignerOfRole(tx, view.id, 'seller'))!;
    // The seller's link is made now, when it can be sent; the one made with the transaction was never sent.
    await updateSigner(tx, seller.id, { token_hash: digest(sellerToken), token_expires_at: signingLinkExpiry(now.getTime()) });
    await updateTransaction(tx, view.id, { status_id: STATUS.buyerSigned });
    await insertEvents(tx, [
      ...signingEvents(view, signer, signature, client, now),
      contractEvent(view.id, 'sent', signerActor(signer), client, { detail: `Signing link e-mailed to ${view.seller.name} (seller)`, at: now }),
    ]);
    await emit(buyerSigned, { ...dealOf(view), buyerName: view.buyer.name, signingToken: sellerToken });
  });
  return m.signed;
}
