import type { StoredFileResolver } from '../stored-files/stored-files';
import { isAdmin } from '../properties/property-access';
import { findTransactionByContractPath } from './transactions.repository';

/**
 * Executed contracts (contracts/<uuid>.pdf) are served by GET /api/v1/storage/{path} to the buyer, the
 * seller and the realtor of the transaction they belong to, and to admins. Anyone else hears 404.
 */
export const contractFileResolver: StoredFileResolver = {
  prefix: 'contracts/',
  async authorize(platform, actor, path) {
    const transaction = await findTransactionByContractPath(platform.db, path);
    if (!transaction) return null;
    const party = [transaction.buyer_id, transaction.seller_id, transaction.realtor_id].includes(actor.id);
    if (!party && !isAdmin(actor)) return null;
    return { contentType: 'application/pdf', fileName: `contract-${transaction.id}.pdf` };
  },
};
