import type { PropertySort } from '@openhouse/shared/properties/listing';
import type { Platform } from '../../../platform/context';
import type { ListFilter } from '../catalogue.repository';
import { catalogueFingerprint, readCatalogueChanges } from './catalogue-changes.repository';
import { CatalogueIndex, type IndexFilter, type IndexedListing, type IndexPage } from './catalogue-index';

/**
 * Public searches answered from memory (catalogue-index.ts) instead of by PostgreSQL filtering and sorting
 * the catalogue: each search the cache has not seen cost 2–4 ms of database CPU, this costs a fraction of one.
 *
 * Before each search the index answers, one small query asks whether anything has been committed since the
 * index read the catalogue (catalogueFingerprint). So the index is exactly as current as the database for
 * every writer, on every instance, whether or not the writer announced its change. When something has
 * changed the search goes to SQL as before, and the index reads only what changed
 * (catalogue-changes.repository.ts) and is rebuilt in the background, one refresh at a time.
 */
type Snapshot = { index: CatalogueIndex; horizon: number; fingerprint: string | null };

type State = {
  snapshot: Snapshot | null;
  listings: Map<number, IndexedListing>;
  refreshing: Promise<void> | null;
  /**
   * No refresh starts before this time: after a failure, so a sick database is not asked on every search; after
   * a refresh, so that a burst of writes costs one rebuild a second rather than one per write.
   */
  notBefore: number;
  /** Searches the index has answered (for operators' and tests' eyes). */
  answered: number;
  /** The fingerprint read under way, the one that starts when it ends (see currentFingerprint), and their horizon. */
  reading: Promise<string | null> | null;
  nextReading: Promise<string | null> | null;
  readingHorizon: number | null;
};

const RETRY_MS = 5_000;
const REFRESH_EVERY_MS = 1_000;
const states = new WeakMap<Platform, State>();

function stateOf(platform: Platform): State {
  let state = states.get(platform);
  if (!state) states.set(platform, (state = { snapshot: null, listings: new Map(), refreshing: null, notBefore: 0, answered: 0, reading: null, nextReading: null, readingHorizon: null }));
  return state;
}

/**
 * The catalogue's fingerprint as of a moment after the caller asked: a read already under way was sent
 * before, so it cannot vouch for a change committed since; the caller joins the read that starts when it
 * ends. All the searches that arrive during one read share the next, so under load the check costs one
 * small query per round trip to the database rather than one per search, and every search still sees every
 * change committed before it began.
 */
function currentFingerprint(platform: Platform, state: State, horizon: number): Promise<string | null> {
  const read = () => {
    const reading = catalogueFingerprint(platform.db, horizon);
    state.reading = reading;
    const settle = () => {
      if (state.reading === reading) state.reading = null;
    };
    reading.then(settle, settle);
    return reading;
  };
  // Reads for another horizon (the index was rebuilt meanwhile) answer another question: ask afresh.
  if (state.readingHorizon !== horizon) {
    state.readingHorizon = horizon;
    state.nextReading = null;
    return read();
  }
  if (!state.reading) return read();
  if (!state.nextReading) {
    const next = state.reading.catch(() => null).then(() => {
      state.nextReading = null;
      return read();
    });
    state.nextReading = next;
  }
  return state.nextReading;
}

/** The index's filter for a search, or null when the search asks for what only SQL answers (drafts, owners, favourites …). */
function indexFilterOf(filter: ListFilter, words: string[]): IndexFilter | null {
  const { tsQuery, minPrice, maxPrice, minBeds, minBaths, propertyType, statuses, excludeStatuses, area, withAuction, ...rest } = filter;
  const unsupported = Object.values(rest).some((value) => value !== undefined);
  if (unsupported || (tsQuery ? words.length === 0 : words.length > 0)) return null;
  return { words, minPrice, maxPrice, minBeds, minBaths, propertyType, statuses, excludeStatuses, area, withAuction };
}

async function refresh(platform: Platform, state: State): Promise<void> {
  const changes = await readCatalogueChanges(platform.db, state.snapshot?.horizon ?? null);
  for (const { published, ...listing } of changes.listings) {
    if (published) state.listings.set(listing.row.id, listing);
    else state.listings.delete(listing.row.id);
  }
  for (const id of changes.removed) state.listings.delete(id);
  const unchanged = state.snapshot && changes.listings.length === 0 && changes.removed.length === 0;
  const index = unchanged ? state.snapshot!.index : new CatalogueIndex([...state.listings.values()]);
  state.snapshot = { index, horizon: changes.horizon, fingerprint: changes.fingerprint };
}

function startRefresh(platform: Platform, state: State, options: { now?: boolean } = {}): void {
  if (state.refreshing || (!options.now && Date.now() < state.notBefore)) return;
  state.refreshing = refresh(platform, state)
    .then(() => {
      state.notBefore = Date.now() + REFRESH_EVERY_MS;
    })
    .catch((error: unknown) => {
      state.notBefore = Date.now() + RETRY_MS;
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
  const snapshot = state.snapshot;
  const current = snapshot && !state.refreshing && snapshot.fingerprint !== null && (await currentFingerprint(platform, state, snapshot.horizon)) === snapshot.fingerprint;
  if (!current) {
    startRefresh(platform, state);
    return null;
  }
  state.answered += 1;
  return snapshot!.index.search({ filter, sort: search.sort ?? 'newest', limit: search.limit, offset: search.offset, countUpTo: search.countUpTo });
}

/** How many searches the index has answered in this process. */
export function searchesAnswered(platform: Platform): number {
  return states.get(platform)?.answered ?? 0;
}

/**
 * Reads the catalogue into the index now rather than on the first search, so a new instance answers from it
 * from the start (the app calls it once ready, without waiting); resolves when the index is current or failed.
 */
export async function warmSearchIndex(platform: Platform): Promise<void> {
  const state = stateOf(platform);
  await state.refreshing;
  startRefresh(platform, state, { now: true });
  await state.refreshing;
}

/** Waits for a refresh under way (at shutdown, before the database closes). */
export async function settleSearchIndex(platform: Platform): Promise<void> {
  await states.get(platform)?.refreshing;
}
