import type { StoredFileResolver } from '../stored-files/stored-files';
import { transactionAccess } from './transactions.access';
import { findTransactionByContractPath, findTransactionView } from './transactions.repository';

/**
 * Executed contracts (contracts/<uuid>.pdf) are served by GET /api/v1/storage/{path} to whoever may read
 * the transaction they belong to (its parties, the listing's current side, admins), so the
 * download the transaction page offers always works. Anyone else hears 404.
 */
export const contractFileResolver: StoredFileResolver = {
  prefix: 'contracts/',
  async authorize(platform, actor, path) {
    const transaction = await findTransactionByContractPath(platform.db, path);
    const view = transaction ? await findTransactionView(platform.db, transaction.id) : null;
    if (!view || !transactionAccess.can(actor, 'read', view)) return null;
    return { contentType: 'application/pdf', fileName: `contract-${view.id}.pdf` };
  },
};
