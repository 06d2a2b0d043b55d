import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';

/** What a module says about one of its stored files when the caller may read it. */
export type StoredFileGrant = { contentType: string; fileName: string };

/**
 * A module that keeps private files under a storage prefix (bidding proofs, executed contracts) answers
 * whether the caller may read one. null means "not found" to the caller, whether it exists or not.
 */
export type StoredFileResolver = {
  prefix: string;
  authorize(platform: Platform, actor: Actor, path: string): Promise<StoredFileGrant | null>;
};

/** Paths are storage keys: a known prefix, then plain segments. Anything else is refused before a lookup. */
const SAFE_PATH = /^[a-z0-9-]+\/[A-Za-z0-9._-]{1,200}$/;

export function isSafeStoragePath(path: string): boolean {
  return SAFE_PATH.test(path) && !path.includes('..');
}
