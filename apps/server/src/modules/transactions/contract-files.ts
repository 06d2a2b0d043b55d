import type { StoredFileResolver } from '../stored-files/stored-files';

/** Placeholder: executed contracts live under this prefix; access is decided by the transactions work. */
export const contractFileResolver: StoredFileResolver = { prefix: 'contracts/', authorize: async () => null };
