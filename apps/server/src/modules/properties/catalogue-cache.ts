import type { BiddingProperty } from '@openhouse/shared/bidding/schemas';
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

/** What changes under a cached list: the viewer's favourite flags (null: the rows carry them already) and the live auctions. */
export type LiveState = { favourites: Set<number> | null; auctions: Map<number, BiddingProperty> };

/**
 * The live state of some list rows, one small query each: the viewer's favourite flags (unless the rows were
 * read for this viewer already) and the live auctions.
 */
export async function liveStateOf(
  platform: Platform,
  actor: Actor | null,
  rows: SummaryRow[],
  options: { favourites: boolean; auctionsAmong?: number[] } = { favourites: true },
): Promise<LiveState> {
  if (rows.length === 0) return { favourites: null, auctions: new Map() };
  const ids = rows.map((row) => row.id);
  // A page the search index picked just now says which of its listings have an auction (the index was current
  // when it answered), so a page without any asks nothing; any other page asks for all of its listings.
  const auctionIds = options.auctionsAmong ?? ids;
  const [favourites, auctions] = await Promise.all([
    actor && options.favourites ? favouriteIdsAmong(platform.db, actor.id, ids) : Promise.resolve(null),
    auctionIds.length > 0 ? auctionsOf(platform, actor, auctionIds) : Promise.resolve(new Map<number, BiddingProperty>()),
  ]);
  return { favourites, auctions };
}

/** Whether the viewer has favourited a row, by its live state. */
export function isFavouriteIn(live: LiveState, row: SummaryRow): boolean {
  return live.favourites ? live.favourites.has(row.id) : Boolean(row.favourite);
}

/** List rows with their live state laid over (see liveStateOf). */
export async function withLiveState(
  platform: Platform,
  actor: Actor | null,
  rows: SummaryRow[],
  options: { favourites: boolean } = { favourites: true },
): Promise<LiveSummaryRow[]> {
  const live = await liveStateOf(platform, actor, rows, options);
  return rows.map((row) => ({ ...row, favourite: isFavouriteIn(live, row), bidding_property: live.auctions.get(row.id) ?? null }));
}
