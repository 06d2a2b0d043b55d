import { CONSENT_TEXT, type SigningView } from '@openhouse/shared/transactions/schemas';
import type { Platform } from '../../platform/context';
import { shownContractEvents } from './contract-events';
import type { ResolvedSigner, SignerRef } from './resolve-signer';
import { signingBlock } from './signing-rules';
import { toTransactionBase } from './transaction-view';
import { eventsOf } from './transactions.repository';

function previewUrl(ref: SignerRef, transactionId: number): string {
  const query = ref.signing_token !== undefined ? `signing_token=${encodeURIComponent(ref.signing_token)}` : `transaction_id=${transactionId}`;
  return `/api/v1/contract-signing/preview?${query}`;
}

/** What the signing page shows the party, with whether they may sign now and why not. */
export async function signingViewOf(platform: Platform, resolved: ResolvedSigner, ref: SignerRef): Promise<SigningView> {
  const { view, signer } = resolved;
  const block = signingBlock(view.status_id, signer);
  const events = await eventsOf(platform.db, view.id);
  return {
    transaction: toTransactionBase(view),
    role: signer.role,
    signer: signer.user,
    can_sign: block === null,
    reason: block,
    consent_text: CONSENT_TEXT,
    preview_url: previewUrl(ref, view.id),
    events: shownContractEvents(events),
  };
}
