import type { PropertySort } from '@openhouse/shared/properties/listing';
import type { ListFilter, SummaryRow } from '../catalogue.repository';

/**
 * The published catalogue in memory, laid out for GET /properties' searches: each filter and sort column in a
 * typed array, the two orders (by creation and by price) precomputed, the words of each listing's search
 * document in an inverted index and the map in a grid. A search picks its page and counts its matches here
 * without asking PostgreSQL to filter or sort anything, and answers the same rows the SQL search would
 * (`properties.search-index.test.ts` compares the two on generated catalogues). Built whole, never changed:
 * search-index.service.ts builds a new one when listings change.
 */

/** A listing as the index holds it: the row lists show, and what only searching needs. */
export type IndexedListing = {
  row: SummaryRow;
  /** The lexemes of its search document, as PostgreSQL's 'simple' configuration made them. */
  words: string[];
  /** created_at to the microsecond, as PostgreSQL orders it (a Date keeps only milliseconds). */
  createdMicros: number;
  hasAuction: boolean;
};

/** The filters the index answers; a search with any other (mine, favourites, drafts …) goes to SQL. */
export type IndexFilter = Pick<ListFilter, 'minPrice' | 'maxPrice' | 'minBeds' | 'minBaths' | 'propertyType' | 'statuses' | 'excludeStatuses' | 'area' | 'withAuction'> & {
  /** Every word must begin some lexeme of the listing (see searchWords). */
  words: string[];
};

export type IndexSearch = { filter: IndexFilter; sort: PropertySort; limit: number; offset: number; countUpTo: number };

/**
 * As selectSearchPage answers: the page's rows and the matches counted up to countUpTo (null on an empty page);
 * and, which SQL does not answer, the ids of the page's listings that have an auction.
 */
export type IndexPage = { rows: SummaryRow[]; matchesUpTo: number | null; auctionIds: number[] };

/** Grid cells of this many degrees (about 5 km): a city-sized map area reads a few dozen cells. */
const CELL_DEGREES = 0.05;
/** A map area covering more cells than this is checked listing by listing instead. */
const MAX_CELLS = 4096;
/** Word prefixes kept resolved to their listings, per index (a new index starts empty). */
const KEPT_WORDS = 1024;

function cellKey(column: number, row: number): number {
  return column * 8192 + row;
}

function cellOf(latitude: number, longitude: number): [number, number] {
  return [Math.floor((longitude + 180) / CELL_DEGREES), Math.floor((latitude + 90) / CELL_DEGREES)];
}

/** Slots fit in this many bits of an ordering's packed keys. */
const SLOT_BITS = 22;

/**
 * The slots ordered by `keys` ascending, ties by slot (that is, by id), and each slot's position in that order.
 * Each key becomes its rank among the distinct keys, packed with the slot into one exact double, so one native
 * sort of numbers orders them: several times faster than sorting the slots through a comparison function.
 */
function ordering(keys: Float64Array): { order: Int32Array; rank: Int32Array } {
  const size = keys.length;
  if (size >= 2 ** SLOT_BITS) throw new Error('the search index holds at most 4 million listings');
  const distinct = Float64Array.from(new Set(keys)).sort();
  const rankOfKey = new Map<number, number>();
  distinct.forEach((key, rank) => rankOfKey.set(key, rank));
  const packed = Float64Array.from(keys, (key, slot) => rankOfKey.get(key)! * 2 ** SLOT_BITS + slot).sort();
  const order = Int32Array.from(packed, (key) => key % 2 ** SLOT_BITS);
  const rank = new Int32Array(size);
  order.forEach((slot, position) => (rank[slot] = position));
  return { order, rank };
}

export class CatalogueIndex {
  readonly size: number;
  private readonly rows: SummaryRow[];
  private readonly value: Float64Array;
  private readonly bedrooms: Float64Array;
  private readonly bathrooms: Float64Array;
  private readonly latitude: Float64Array;
  private readonly longitude: Float64Array;
  private readonly auction: Uint8Array;
  private readonly typeCode: Uint8Array;
  private readonly statusCode: Uint8Array;
  private readonly codes = new Map<string, number>();
  private readonly byCreation: { order: Int32Array; rank: Int32Array };
  private readonly byPrice: { order: Int32Array; rank: Int32Array };
  /** Every lexeme once, sorted, so the lexemes a prefix begins are one range; postings[i] holds lexicon[i]'s slots, ascending. */
  private readonly lexicon: string[];
  private readonly postings: Int32Array[];
  private readonly cells = new Map<number, number[]>();
  private readonly resolvedWords = new Map<string, Int32Array>();
  /**
   * Scratch for one search's words: a slot holds `epoch + k` once it has matched k words. Searches run one at
   * a time (they never wait), and each takes a fresh range of epochs, so the array is never cleared.
   */
  private readonly stamps: Int32Array;
  private epoch = 0;

  constructor(unordered: IndexedListing[]) {
    // Slots in id order, so that among equal keys the lower slot is the lower id (the orders' tie-break).
    const listings = [...unordered].sort((a, b) => a.row.id - b.row.id);
    const size = (this.size = listings.length);
    this.stamps = new Int32Array(size);
    this.rows = listings.map((listing) => listing.row);
    const column = (read: (listing: IndexedListing) => number | null) => Float64Array.from(listings, (listing) => read(listing) ?? Number.NaN);
    this.value = column((listing) => listing.row.value);
    this.bedrooms = column((listing) => listing.row.bedrooms);
    this.bathrooms = column((listing) => listing.row.bathrooms);
    this.latitude = column((listing) => listing.row.latitude);
    this.longitude = column((listing) => listing.row.longitude);
    this.auction = Uint8Array.from(listings, (listing) => (listing.hasAuction ? 1 : 0));
    this.typeCode = Uint8Array.from(listings, (listing) => this.code(listing.row.property_type));
    this.statusCode = Uint8Array.from(listings, (listing) => this.code(listing.row.status));

    // Ascending creation then id: newest first reads it backwards, as PostgreSQL's order (created_at, id) desc.
    this.byCreation = ordering(Float64Array.from(listings, (listing) => listing.createdMicros));
    this.byPrice = ordering(this.value);

    const slotsByWord = new Map<string, number[]>();
    listings.forEach((listing, slot) => {
      // A tsvector's lexemes are distinct already.
      for (const word of listing.words) {
        const slots = slotsByWord.get(word);
        if (slots) slots.push(slot);
        else slotsByWord.set(word, [slot]);
      }
      const [latitude, longitude] = [this.latitude[slot]!, this.longitude[slot]!];
      if (Number.isNaN(latitude) || Number.isNaN(longitude)) return;
      const key = cellKey(...cellOf(latitude, longitude));
      const cell = this.cells.get(key);
      if (cell) cell.push(slot);
      else this.cells.set(key, [slot]);
    });
    this.lexicon = [...slotsByWord.keys()].sort();
    this.postings = this.lexicon.map((word) => Int32Array.from(slotsByWord.get(word)!));
  }

  /** The page and count of a search, as selectSearchPage would answer them from the same listings. */
  search({ filter, sort, limit, offset, countUpTo }: IndexSearch): IndexPage {
    const accepts = this.predicate(filter);
    const words = filter.words.length > 0 ? this.withWords(filter.words) : null;
    const accepted = words ? (slot: number) => words.has(slot) && accepts(slot) : accepts;
    // The price bounds are one stretch of the price order: a price sort reads only that stretch.
    const [from, to] = this.priceStretch(filter.minPrice, filter.maxPrice);
    const reads = sort === 'price_asc' || sort === 'price_desc' ? { from, to } : { from: 0, to: this.size };
    // The fewest listings that can match: those with the words, in the area's cells or in the price stretch.
    const inPrice = to - from < this.size ? this.byPrice.order.subarray(from, to) : null;
    const candidates = [words?.slots, filter.area ? this.areaCandidates(filter.area) : null, inPrice]
      .filter((list): list is Int32Array => Boolean(list))
      .reduce<Int32Array | null>((fewest, list) => (fewest && fewest.length <= list.length ? fewest : list), null);
    const wanted = offset + limit;
    // Walking the sort's order stops as soon as enough match, which is quick when many do; checking the candidates
    // costs one read each however many match. Few candidates (walking would read about countUpTo × length ÷
    // candidates listings, more than there are candidates): check them. Otherwise walk, but give up and check
    // them once the walk has read twice as many listings as there are candidates.
    const budget = candidates ? 2 * candidates.length : Infinity;
    const page =
      (candidates && candidates.length * candidates.length < countUpTo * (reads.to - reads.from) ? null : this.walk(accepted, sort, reads, wanted, countUpTo, budget)) ??
      this.sortedMatches(candidates!, accepted, sort, wanted, countUpTo);
    const slots = page.slots.slice(offset, wanted);
    const rows = slots.map((slot) => this.rows[slot]!);
    const auctionIds = slots.filter((slot) => this.auction[slot] === 1).map((slot) => this.rows[slot]!.id);
    return { rows, matchesUpTo: rows.length > 0 ? page.matches : null, auctionIds };
  }

  /** The positions [from, to) of the price order whose price lies within the bounds. */
  private priceStretch(minPrice: number | undefined, maxPrice: number | undefined): [number, number] {
    const firstAbove = (bound: number, inclusive: boolean) => {
      let low = 0;
      let high = this.size;
      while (low < high) {
        const middle = (low + high) >>> 1;
        const price = this.value[this.byPrice.order[middle]!]!;
        if (price < bound || (inclusive && price === bound)) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    const from = minPrice === undefined ? 0 : firstAbove(minPrice, false);
    const to = maxPrice === undefined ? this.size : firstAbove(maxPrice, true);
    return [from, Math.max(from, to)];
  }

  private code(text: string): number {
    let code = this.codes.get(text);
    if (code === undefined) this.codes.set(text, (code = this.codes.size));
    return code;
  }

  /**
   * Every condition of the filter but its words, for one slot. A null column (NaN here) fails any bound, as in
   * SQL. Called for every listing a search reads, so everything it needs is taken into locals first.
   */
  private predicate(filter: IndexFilter): (slot: number) => boolean {
    const { value, bedrooms, bathrooms, typeCode, statusCode, auction, latitude, longitude } = this;
    const statusAllowed = new Uint8Array(256).fill(1);
    if (filter.statuses) {
      statusAllowed.fill(0);
      for (const status of filter.statuses) if (this.codes.has(status)) statusAllowed[this.codes.get(status)!] = 1;
    }
    for (const status of filter.excludeStatuses ?? []) if (this.codes.has(status)) statusAllowed[this.codes.get(status)!] = 0;
    const typeWanted = filter.propertyType === undefined ? -1 : (this.codes.get(filter.propertyType) ?? 255);
    const minPrice = filter.minPrice ?? -Infinity;
    const maxPrice = filter.maxPrice ?? Infinity;
    const checkBeds = filter.minBeds !== undefined;
    const minBeds = filter.minBeds ?? 0;
    const checkBaths = filter.minBaths !== undefined;
    const minBaths = filter.minBaths ?? 0;
    const auctionsOnly = filter.withAuction === true;
    const area = filter.area;
    // box(point, point) puts its corners in order, so an area given with its edges swapped is the same area.
    const south = area ? Math.min(area.minLat, area.maxLat) : 0;
    const north = area ? Math.max(area.minLat, area.maxLat) : 0;
    const west = area ? Math.min(area.minLng, area.maxLng) : 0;
    const east = area ? Math.max(area.minLng, area.maxLng) : 0;
    return (slot) => {
      const price = value[slot]!;
      if (price < minPrice || price > maxPrice || statusAllowed[statusCode[slot]!] === 0) return false;
      if ((checkBeds && !(bedrooms[slot]! >= minBeds)) || (checkBaths && !(bathrooms[slot]! >= minBaths))) return false;
      if ((typeWanted !== -1 && typeCode[slot] !== typeWanted) || (auctionsOnly && auction[slot] !== 1)) return false;
      if (!area) return true;
      const lat = latitude[slot]!;
      const lng = longitude[slot]!;
      return lat >= south && lat <= north && lng >= west && lng <= east;
    };
  }

  /** The slots whose lexemes every word begins, and a test for one slot (valid until the next search). */
  private withWords(words: string[]): { slots: Int32Array; has: (slot: number) => boolean } {
    const lists = words.map((word) => this.beginning(word)).sort((a, b) => a.length - b.length);
    if (this.epoch > 2 ** 30) {
      this.stamps.fill(0);
      this.epoch = 0;
    }
    const base = this.epoch + 1;
    this.epoch += lists.length + 1;
    const stamps = this.stamps;
    const first = lists[0]!;
    for (let at = 0; at < first.length; at++) stamps[first[at]!] = base;
    for (let matched = 1; matched < lists.length; matched++) {
      const list = lists[matched]!;
      const before = base + matched - 1;
      for (let at = 0; at < list.length; at++) {
        const slot = list[at]!;
        if (stamps[slot] === before) stamps[slot] = before + 1;
      }
    }
    const all = base + lists.length - 1;
    // Every match is in the shortest list.
    return { slots: lists.length === 1 ? lists[0]! : lists[0]!.filter((slot) => stamps[slot] === all), has: (slot) => stamps[slot] === all };
  }

  /** The slots (ascending) with a lexeme that `prefix` begins: one lexicon range, merged. */
  private beginning(prefix: string): Int32Array {
    const kept = this.resolvedWords.get(prefix);
    if (kept) return kept;
    let low = 0;
    let high = this.lexicon.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lexicon[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const lists: Int32Array[] = [];
    for (let at = low; at < this.lexicon.length && this.lexicon[at]!.startsWith(prefix); at++) lists.push(this.postings[at]!);
    const slots = lists.length === 1 ? lists[0]! : Int32Array.from(new Set(lists.flatMap((list) => [...list]))).sort();
    if (this.resolvedWords.size >= KEPT_WORDS) this.resolvedWords.clear();
    this.resolvedWords.set(prefix, slots);
    return slots;
  }

  /** The listings in the grid cells an area touches (the exact edges are the predicate's), or null for a vast area. */
  private areaCandidates(area: NonNullable<IndexFilter['area']>): Int32Array | null {
    const [west, south] = cellOf(Math.min(area.minLat, area.maxLat), Math.min(area.minLng, area.maxLng));
    const [east, north] = cellOf(Math.max(area.minLat, area.maxLat), Math.max(area.minLng, area.maxLng));
    if ((east - west + 1) * (north - south + 1) > MAX_CELLS) return null;
    const slots: number[] = [];
    for (let column = west; column <= east; column++) {
      for (let row = south; row <= north; row++) slots.push(...(this.cells.get(cellKey(column, row)) ?? []));
    }
    return Int32Array.from(slots);
  }

  /** The sort's order as positions to read, first to last. */
  private direction(sort: PropertySort): { order: Int32Array; rank: Int32Array; backwards: boolean } {
    if (sort === 'price_asc') return { ...this.byPrice, backwards: false };
    if (sort === 'price_desc') return { ...this.byPrice, backwards: true };
    return { ...this.byCreation, backwards: sort !== 'oldest' };
  }

  /**
   * Reads the sort's order within `reads` from its first end, keeping the first `wanted` matches, until both
   * those and `countUpTo` have matched; null if that takes more than `budget` reads.
   */
  private walk(accepts: (slot: number) => boolean, sort: PropertySort, reads: { from: number; to: number }, wanted: number, countUpTo: number, budget: number) {
    const { order, backwards } = this.direction(sort);
    const slots: number[] = [];
    const enough = Math.max(wanted, countUpTo);
    const length = reads.to - reads.from;
    let matches = 0;
    let step = 0;
    for (; step < length && matches < enough; step++) {
      if (step >= budget) return null;
      const slot = order[backwards ? reads.to - 1 - step : reads.from + step]!;
      if (!accepts(slot)) continue;
      if (matches < wanted) slots.push(slot);
      matches++;
    }
    return { slots, matches: Math.min(matches, countUpTo) };
  }

  /** Checks each candidate, keeping the `wanted` first in the sort's order. */
  private sortedMatches(candidates: Int32Array, accepts: (slot: number) => boolean, sort: PropertySort, wanted: number, countUpTo: number) {
    const { order, rank, backwards } = this.direction(sort);
    // Positions in reading order (a backwards order reads from the end), the first `wanted` kept sorted.
    const first: number[] = [];
    let matches = 0;
    for (const slot of candidates) {
      if (!accepts(slot)) continue;
      matches++;
      const position = backwards ? this.size - 1 - rank[slot]! : rank[slot]!;
      if (first.length === wanted && position > first[wanted - 1]!) continue;
      let at = first.length;
      while (at > 0 && first[at - 1]! > position) at--;
      first.splice(at, 0, position);
      if (first.length > wanted) first.pop();
    }
    const slots = first.map((position) => order[backwards ? this.size - 1 - position : position]!);
    return { slots, matches: Math.min(matches, countUpTo) };
  }
}
