import { toPage, type Page } from '@openhouse/shared/http/pagination';
import type { TransactionDetail } from '@openhouse/shared/transactions/deal';
import type { PropertyTransaction, transactionListQuerySchema } from '@openhouse/shared/transactions/schemas';
import { TRANSACTION_STATUSES } from '@openhouse/shared/transactions/statuses';
import type { z } from 'zod';
import { isAdmin } from '../../platform/access/access';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { pageWindow } from '../../platform/http/pagination';
import { propertyAccess } from '../properties/properties.access';
import { findProperty } from '../properties/properties.queries';
import { dealRecordOf } from './deal-record';
import { toTransaction } from './transaction-view';
import { transactionAccess } from './transactions.access';
import { countTransactions, listTransactionViews } from './transactions.repository';

/**
 * GET /property-transactions: the caller's, as buyer, seller or realtor (an admin: all). With property_id, the
 * listing side of that property (and admins) see all of its transactions; anyone else only their own.
 */
export async function listTransactions(platform: Platform, actor: Actor, query: z.output<typeof transactionListQuerySchema>): Promise<Page<PropertyTransaction>> {
  let partyId: number | null = isAdmin(actor) ? null : actor.id;
  if (partyId !== null && query.property_id) {
    const property = await findProperty(platform.db, query.property_id);
    if (property && propertyAccess.can(actor, 'listingSide', property)) partyId = null;
  }
  const filter = { partyId, propertyId: query.property_id, statusId: query.status_id };
  const [rows, total] = await Promise.all([listTransactionViews(platform.db, filter, pageWindow(query)), countTransactions(platform.db, filter)]);
  return toPage(
    rows.map((row) => toTransaction(row, actor)),
    total,
    query,
  );
}

/** GET /property-transactions/{id}: the spec's fields and the deal record. */
export async function readTransaction(platform: Platform, actor: Actor, id: number): Promise<{ data: TransactionDetail }> {
  const view = await transactionAccess.require(platform.db, actor, 'read', id);
  return { data: { ...toTransaction(view, actor), deal: await dealRecordOf(platform.db, view) } };
}

/** GET /transaction_status. */
export function transactionStatuses(): { data: { id: number; name: string }[] } {
  return { data: TRANSACTION_STATUSES.map((status) => ({ ...status })) };
}
