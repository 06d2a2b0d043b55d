import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import type { ContractEventName, PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { STATUS, statusName } from '@openhouse/shared/transactions/statuses';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict } from '../../platform/http/errors';
import { transactionActor } from './audit-actor';
import { contractEvent, type Client } from './contract-events';
import { canAdvance } from './signing-rules';
import { dealOf } from './transaction-notices';
import { toTransaction } from './transaction-view';
import { transactionAccess } from './transactions.access';
import { transactionAdvanced } from './transactions.events';
import { findTransactionView, insertEvents, lockTransaction, updateTransaction } from './transactions.repository';

/** The audit event of each step after signing. */
const ADVANCE_EVENTS: Record<number, ContractEventName> = { [STATUS.inEscrow]: 'in_escrow', [STATUS.closed]: 'closed' };

/**
 * PUT /property-transactions/{id}: the realtor (or an admin) moves a signed contract on, one step at a time:
 * Contract Signed -> In Escrow -> Closed, each step an event of the audit trail. The other parties may look
 * but not move it (403).
 */
export async function advanceTransaction(
  platform: Platform,
  actor: Actor,
  id: number,
  to: number,
  client: Client,
): Promise<{ message: string; data: PropertyTransaction }> {
  const view = await transactionAccess.require(platform.db, actor, 'advance', id);
  const who = await transactionActor(platform.db, actor, view);
  await platform.events.transaction(async (tx, emit) => {
    const row = (await lockTransaction(tx, id))!;
    if (!canAdvance(row.status_id, to)) throw conflict(m.statusStepInvalid);
    await updateTransaction(tx, id, { status_id: to });
    await insertEvents(tx, [contractEvent(id, ADVANCE_EVENTS[to]!, who, client, { detail: `${statusName(row.status_id)} to ${statusName(to)}` })]);
    await emit(transactionAdvanced, { ...dealOf(view), statusId: to, statusName: statusName(to) });
  });
  const fresh = (await findTransactionView(platform.db, id))!;
  return { message: m.statusUpdated, data: toTransaction(fresh, actor) };
}
