import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import type { Actor } from '../../platform/auth/session';
import { digest } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound, unauthenticated } from '../../platform/http/errors';
import { signingBlock } from './signing-rules';
import {
  findSignerById,
  findSignerByTokenHash,
  findSignersOfUser,
  findTransactionView,
  lockTransaction,
  type SignerRow,
  type SignerView,
  type TransactionView,
} from './transactions.repository';

/** Who is signing: the e-mailed link's token, or a signed-in party naming the transaction. */
export type SignerRef = { transaction_id?: number; signing_token?: string };

export type ResolvedSigner = { signer: SignerView; view: TransactionView };

/**
 * The signer a request speaks for. A link token works without signing in, but only while it is live and
 * unused; a signed-in caller holding someone else's link is refused (403), so a link forwarded to the wrong
 * person cannot be used by them while signed in as themselves. Without a token, the caller must be the
 * transaction's buyer or seller (404 otherwise).
 */
export async function resolveSigner(platform: Platform, actor: Actor | null, ref: SignerRef): Promise<ResolvedSigner> {
  let found: Pick<SignerRow, 'id' | 'transaction_id'>;
  if (ref.signing_token !== undefined) {
    const signer = await findSignerByTokenHash(platform.db, digest(ref.signing_token), new Date());
    if (!signer || signer.signed_at || signer.declined_at) throw notFound(m.linkInvalid);
    if (actor && actor.id !== signer.user_id) throw new AppError(403, m.linkOtherParty);
    found = signer;
  } else {
    if (!actor) throw unauthenticated();
    const signers = ref.transaction_id === undefined ? [] : await findSignersOfUser(platform.db, ref.transaction_id, actor.id);
    if (signers.length === 0) throw notFound(m.notFound);
    found = signers[0]!;
    if (signers.length > 1) {
      // Someone both buying and selling (only possible in odd data): speak for whoever's turn it is.
      const status = (await findTransactionView(platform.db, found.transaction_id))?.status_id ?? 0;
      found = signers.find((signer) => signingBlock(status, signer) === null) ?? found;
    }
  }
  const view = await findTransactionView(platform.db, found.transaction_id);
  const signer = view?.signers.find((candidate) => candidate.id === found.id);
  if (!view || !signer) throw notFound(m.notFound);
  return { signer, view };
}

/** A fresh read after a change, for the answer. */
export async function reloadSigner(platform: Platform, { view, signer }: ResolvedSigner): Promise<ResolvedSigner> {
  const fresh = (await findTransactionView(platform.db, view.id))!;
  return { view: fresh, signer: fresh.signers.find((candidate) => candidate.id === signer.id)! };
}

/**
 * Locks the transaction and checks the signer again against the locked state (signingBlock or declineBlock):
 * the check made before may have raced another request of the same party.
 */
export async function lockForSigner(tx: Db, transactionId: number, signerId: number, blockOf: typeof signingBlock): Promise<void> {
  const row = await lockTransaction(tx, transactionId);
  const signer = await findSignerById(tx, signerId);
  if (!row || !signer) throw notFound(m.notFound);
  const block = blockOf(row.status_id, signer);
  if (block) throw conflict(block);
}
