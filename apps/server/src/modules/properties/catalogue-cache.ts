import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { favouriteIdsAmong, type SummaryRow } from './properties.repository';

/**
 * Public listing answers (searches, browsing pages, home lists) are the same for everyone but the
 * favourite flags, so they are cached as an anonymous visitor sees them and each viewer's flags are
 * laid over in one small query. Every write that changes what a list shows (a listing created or
 * edited, photos added, reordered or removed) invalidates the whole catalogue at once, on every
 * instance, so nobody sees a stale listing; the time limits only bound memory.
 */
const CATALOGUE = 'catalogue';
/** Lists change only through writes, which invalidate them. */
export const LIST_TTL_SECONDS = 300;
/** Rankings by views move with every visit, which does not invalidate: a minute-old ranking is fine. */
export const RANKING_TTL_SECONDS = 60;

export function cachedCatalogue<T>(platform: Platform, key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
  return platform.cache.remember(CATALOGUE, key, ttlSeconds, compute);
}

export function invalidateCatalogue(platform: Platform): Promise<void> {
  return platform.cache.invalidate(CATALOGUE);
}

/** The viewer's favourite flags over rows cached without them. */
export async function withFavourites(platform: Platform, actor: Actor | null, rows: SummaryRow[]): Promise<SummaryRow[]> {
  if (!actor || rows.length === 0) return rows;
  const favourite = await favouriteIdsAmong(platform.db, actor.id, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, favourite: favourite.has(row.id) }));
}
