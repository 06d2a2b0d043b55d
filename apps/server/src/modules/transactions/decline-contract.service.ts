import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import type { declineContractSchema, SigningView } from '@openhouse/shared/transactions/schemas';
import { STATUS } from '@openhouse/shared/transactions/statuses';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict } from '../../platform/http/errors';
import { signerActor } from './audit-actor';
import { contractEvent, type Client } from './contract-events';
import { lockForSigner, reloadSigner, resolveSigner } from './resolve-signer';
import { declineBlock } from './signing-rules';
import { signingViewOf } from './signing-view';
import { dealOf } from './transaction-notices';
import { contractDeclined } from './transactions.events';
import { insertEvents, updateSigner, updateTransaction } from './transactions.repository';

/**
 * POST /contract-signing/decline: a party who has not signed refuses to, while the contract is out for
 * signature. The transaction is cancelled, so the property may take another accepted bid.
 */
export async function declineContract(
  platform: Platform,
  actor: Actor | null,
  input: z.output<typeof declineContractSchema>,
  client: Client,
): Promise<{ message: string; data: SigningView }> {
  const resolved = await resolveSigner(platform, actor, input);
  const { view, signer } = resolved;
  const block = declineBlock(view.status_id, signer);
  if (block) throw conflict(block);
  const now = new Date();
  await platform.events.transaction(async (tx, emit) => {
    await lockForSigner(tx, view.id, signer.id, declineBlock);
    await updateSigner(tx, signer.id, { declined_at: now });
    await updateTransaction(tx, view.id, { status_id: STATUS.cancelled, cancel_reason: input.reason });
    await insertEvents(tx, [contractEvent(view.id, 'declined', signerActor(signer), client, { detail: input.reason, at: now })]);
    await emit(contractDeclined, { ...dealOf(view), signerName: signer.user.name, signerRole: signer.role, reason: input.reason });
  });
  return { message: m.declined, data: await signingViewOf(platform, await reloadSigner(platform, resolved), input) };
}
