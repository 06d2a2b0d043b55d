import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from './storage';

export type FileToStore = { key: string; body: Buffer; contentType: string };
type Parts = { storage: Storage; log: FastifyBaseLogger };

/**
 * Deletes files without throwing, logging what fails: for undoing a write that did not complete, and for
 * files whose row is already gone (a leftover file is an orphan, never a broken record).
 */
export async function deleteQuietly(platform: Parts, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => platform.storage.delete(key).catch((error: unknown) => platform.log.error({ err: error, key }, 'storage cleanup failed'))));
}

/** Puts every file; when one fails, deletes those already put (and the failed one) and rethrows, so nothing is left half-stored. */
export async function putAll(platform: Parts, files: FileToStore[]): Promise<void> {
  const attempted: string[] = [];
  try {
    for (const file of files) {
      attempted.push(file.key);
      await platform.storage.put(file.key, file.body, file.contentType);
    }
  } catch (error) {
    await deleteQuietly(platform, attempted);
    throw error;
  }
}
