import type { StoredFileResolver } from '../stored-files/stored-files';

/** Placeholder: proofs of funds live under this prefix; access is decided by the bidding work. */
export const proofFileResolver: StoredFileResolver = { prefix: 'bidding-proofs/', authorize: async () => null };
