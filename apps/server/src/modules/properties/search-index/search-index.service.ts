import type { PropertySort } from '@openhouse/shared/properties/listing';
import type { Platform } from '../../../platform/context';
import type { ListFilter } from '../catalogue.repository';
import { CATALOGUE, LIST_TTL_SECONDS } from '../catalogue-cache';
import { readCatalogueChanges } from './catalogue-changes.repository';
import { CatalogueIndex, type IndexFilter, type IndexedListing, type IndexPage } from './catalogue-index';

/**
 * Public searches answered from memory (catalogue-index.ts) instead of by PostgreSQL filtering and sorting
 * the catalogue: each search the cache has not seen cost 2–4 ms of database CPU, this costs a fraction of one.
 *
 * The index is trusted exactly as the catalogue cache is: only while the catalogue's generation, which every
 * write that changes a list bumps on every instance (catalogue-subscribers.ts), is the one it was read at,
 * and never longer than a cached list lives. Otherwise the search goes to SQL as before, and the index reads
 * what changed (catalogue-changes.repository.ts) and is rebuilt in the background, one refresh at a time.
 */
type Snapshot = { index: CatalogueIndex; generation: string; readAt: number };

type State = {
  snapshot: Snapshot | null;
  listings: Map<number, IndexedListing>;
  horizon: number | null;
  refreshing: Promise<void> | null;
  /** After a failed refresh, none is tried before this time, so a sick database is not asked on every search. */
  retryAfter: number;
};

const RETRY_MS = 5_000;
const states = new WeakMap<Platform, State>();

function stateOf(platform: Platform): State {
  let state = states.get(platform);
  if (!state) states.set(platform, (state = { snapshot: null, listings: new Map(), horizon: null, refreshing: null, retryAfter: 0 }));
  return state;
}

/** The index's filter for a search, or null when the search asks for what only SQL answers (drafts, owners, favourites …). */
function indexFilterOf(filter: ListFilter, words: string[]): IndexFilter | null {
  const { tsQuery, minPrice, maxPrice, minBeds, minBaths, propertyType, statuses, excludeStatuses, area, withAuction, ...rest } = filter;
  const unsupported = Object.values(rest).some((value) => value !== undefined);
  if (unsupported || (tsQuery ? words.length === 0 : words.length > 0)) return null;
  return { words, minPrice, maxPrice, minBeds, minBaths, propertyType, statuses, excludeStatuses, area, withAuction };
}

async function refresh(platform: Platform, state: State): Promise<void> {
  // Read before the changes: a write committed after this read bumps the generation past it, so it is never hidden.
  const generation = await platform.cache.generation(CATALOGUE);
  if (generation === null) return;
  const changes = await readCatalogueChanges(platform.db, state.horizon);
  for (const { published, ...listing } of changes.listings) {
    if (published) state.listings.set(listing.row.id, listing);
    else state.listings.delete(listing.row.id);
  }
  for (const id of changes.removed) state.listings.delete(id);
  const unchanged = state.snapshot && changes.listings.length === 0 && changes.removed.length === 0;
  state.snapshot = { index: unchanged ? state.snapshot!.index : new CatalogueIndex([...state.listings.values()]), generation, readAt: Date.now() };
  state.horizon = changes.horizon;
}

function startRefresh(platform: Platform, state: State): void {
  if (state.refreshing || Date.now() < state.retryAfter) return;
  state.refreshing = refresh(platform, state)
    .catch((error: unknown) => {
      state.retryAfter = Date.now() + RETRY_MS;
      platform.log.warn({ err: error }, 'the search index could not be refreshed; searches go to the database meanwhile');
    })
    .finally(() => (state.refreshing = null));
}

/**
 * A public search's page and count from the index, or null when the index cannot answer it now (a kind of
 * search it does not hold, or a catalogue changed since it was read): the caller then asks SQL.
 */
export async function searchIndexed(
  platform: Platform,
  search: { filter: ListFilter; words: string[]; sort: PropertySort | undefined; limit: number; offset: number; countUpTo: number },
): Promise<IndexPage | null> {
  const filter = indexFilterOf(search.filter, search.words);
  if (!filter) return null;
  const state = stateOf(platform);
  const generation = await platform.cache.generation(CATALOGUE);
  const snapshot = state.snapshot;
  if (generation === null) return null;
  if (!snapshot || snapshot.generation !== generation || Date.now() - snapshot.readAt > LIST_TTL_SECONDS * 1000) {
    startRefresh(platform, state);
    return null;
  }
  return snapshot.index.search({ filter, sort: search.sort ?? 'newest', limit: search.limit, offset: search.offset, countUpTo: search.countUpTo });
}

/** Waits for a refresh under way (at shutdown, before the database closes). */
export async function settleSearchIndex(platform: Platform): Promise<void> {
  await states.get(platform)?.refreshing;
}
