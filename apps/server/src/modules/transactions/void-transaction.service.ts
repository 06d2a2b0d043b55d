import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import type { PropertyTransaction, voidTransactionSchema } from '@openhouse/shared/transactions/schemas';
import { STATUS } from '@openhouse/shared/transactions/statuses';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict } from '../../platform/http/errors';
import { transactionActor } from './audit-actor';
import { contractEvent, type Client } from './contract-events';
import { voidBlock } from './signing-rules';
import { dealOf } from './transaction-notices';
import { toTransaction } from './transaction-view';
import { transactionAccess } from './transactions.access';
import { transactionVoided } from './transactions.events';
import { findTransactionView, insertEvents, lockTransaction, updateTransaction } from './transactions.repository';

/**
 * POST /property-transactions/{id}/void: the listing side (or an admin) cancels a contract that is still out
 * for signature. The buyer knows the transaction, so they hear 403; strangers 404. The property may take
 * another accepted bid afterwards.
 */
export async function voidTransaction(
  platform: Platform,
  actor: Actor,
  id: number,
  input: z.output<typeof voidTransactionSchema>,
  client: Client,
): Promise<{ message: string; data: PropertyTransaction }> {
  const view = await transactionAccess.require(platform.db, actor, 'void', id);
  const who = await transactionActor(platform.db, actor, view);
  await platform.events.transaction(async (tx, emit) => {
    const row = (await lockTransaction(tx, id))!;
    const block = voidBlock(row.status_id);
    if (block) throw conflict(block);
    await updateTransaction(tx, id, { status_id: STATUS.cancelled, cancel_reason: input.reason });
    await insertEvents(tx, [contractEvent(id, 'voided', who, client, { detail: input.reason })]);
    await emit(transactionVoided, { ...dealOf(view), reason: input.reason });
  });
  const fresh = (await findTransactionView(platform.db, id))!;
  return { message: m.voided, data: toTransaction(fresh, actor) };
}
