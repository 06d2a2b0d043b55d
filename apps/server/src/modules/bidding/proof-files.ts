import type { StoredFileResolver } from '../stored-files/stored-files';
import { approvalAccess } from './approvals.access';
import { findApprovalByProof } from './approvals.repository';

/** Proofs of funds are kept under this prefix and read only through GET /storage/{path}. */
export const PROOF_PREFIX = 'bidding-proofs/';

/**
 * Proofs of funds (docs/DECISIONS.md): seen by the buyer who filed the approval and by the listing's side
 * (its realtor, its seller, admins). Anyone else is told the file does not exist.
 */
export const proofFileResolver: StoredFileResolver = {
  prefix: PROOF_PREFIX,
  async authorize(platform, actor, path) {
    const approval = await findApprovalByProof(platform.db, path);
    if (!approval || !approvalAccess.can(actor, 'read', approval)) return null;
    return { contentType: 'application/pdf', fileName: approval.proof_name };
  },
};
