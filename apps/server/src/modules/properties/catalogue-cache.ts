import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { auctionsOf } from '../bidding/auction-views';
import type { SummaryRow } from './catalogue.repository';
import { favouriteIdsAmong } from './favourites.repository';
import type { LiveSummaryRow } from './property-mappers';

/**
 * Public listing answers (searches, browsing pages, home lists) are the same for everyone but the
 * favourite flags, so they are cached as an anonymous visitor sees them and each viewer's flags are
 * laid over in one small query. Auctions move with every bid, so they are never cached: the page's
 * auctions are read live and laid over the same way. Every write that changes what a list shows (a listing created or
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

/**
 * What changes under a cached list, laid over its rows: the viewer's favourite flags (unless the rows
 * were read for this viewer already) and the live auctions, one small query each.
 */
export async function withLiveState(
  platform: Platform,
  actor: Actor | null,
  rows: SummaryRow[],
  options: { favourites: boolean } = { favourites: true },
): Promise<LiveSummaryRow[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((row) => row.id);
  const [favourite, auctions] = await Promise.all([
    actor && options.favourites ? favouriteIdsAmong(platform.db, actor.id, ids) : Promise.resolve(null),
    auctionsOf(platform, actor, ids),
  ]);
  return rows.map((row) => ({ ...row, favourite: favourite ? favourite.has(row.id) : row.favourite, bidding_property: auctions.get(row.id) ?? null }));
}
