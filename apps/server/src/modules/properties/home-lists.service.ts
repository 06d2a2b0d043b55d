import { HOME_LIST_LIMITS } from '@openhouse/shared/properties/listing';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { HOME_LIST_STATUSES, interestsOf, mostViewedIds, selectSimilarSummaries, selectSummaries, type ListFilter } from './catalogue.repository';
import { cachedCatalogue, liveStateOf, LIST_TTL_SECONDS, RANKING_TTL_SECONDS } from './catalogue-cache';
import { summaryListJson } from './property-page-json';

/** A home list's answer as JSON text (`{ data: PropertySummary[] }`). */
type HomeList = string;

const TRENDING_DAYS = 7;
/** "Similar price" means within this share of the lowest and highest price the user looked at. */
const PRICE_BAND = 0.25;

/** Rows are read as an anonymous visitor sees them (so they can be cached); favourite flags come on top. */
async function newest(platform: Platform, limit: number, filter: ListFilter = {}) {
  if (limit <= 0) return [];
  return selectSummaries(platform.db, { filter: { ...filter, statuses: HOME_LIST_STATUSES }, viewerId: null, sort: 'newest', limit });
}

type Rows = Awaited<ReturnType<typeof newest>>;

/**
 * A home list from the catalogue cache, with this viewer's favourite flags, the live auctions and what they may
 * see, written as search results are: each listing's shared part is validated and written once per cached row
 * rather than on every answer (the lists trailed search at about a third of the primary-key floor).
 */
async function served(platform: Platform, actor: Actor | null, key: string, ttl: number, compute: () => Promise<Rows>): Promise<HomeList> {
  const rows = await cachedCatalogue(platform, key, ttl, compute);
  return summaryListJson(rows, await liveStateOf(platform, actor, rows), actor);
}

/** GET /trending_property: most viewed in the last 7 days; listings nobody viewed fill up the list, newest first. */
export async function trending(platform: Platform, actor: Actor | null, limit: number = HOME_LIST_LIMITS.trending): Promise<HomeList> {
  return served(platform, actor, `trending:${limit}`, RANKING_TTL_SECONDS, async () => {
    const since = new Date(Date.now() - TRENDING_DAYS * 24 * 60 * 60 * 1000);
    const ids = await mostViewedIds(platform.db, { since, limit, statuses: HOME_LIST_STATUSES });
    const viewed = ids.length > 0 ? await newest(platform, limit, { ids }) : [];
    viewed.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    return [...viewed, ...(await newest(platform, limit - viewed.length, { excludeIds: ids }))];
  });
}

/**
 * GET /recommended_property: for a signed-in user with history, listings in the cities or price band of what
 * they favourited and viewed (best matches on both first), never one they already favourited or list
 * themselves; newest listings fill the rest, and are all a visitor without history gets.
 */
export async function recommended(platform: Platform, actor: Actor | null, limit: number = HOME_LIST_LIMITS.recommended): Promise<HomeList> {
  if (!actor) return served(platform, null, `recommended:${limit}`, LIST_TTL_SECONDS, () => newest(platform, limit));
  // Personal, so cached per user, and only briefly: a listing favourited a moment ago may linger a minute.
  return served(platform, actor, `recommended:${limit}:user:${actor.id}`, RANKING_TTL_SECONDS, async () => {
    const interests = await interestsOf(platform.db, actor.id);
    const mine: ListFilter = { notFavouritedBy: actor.id, notRealtorId: actor.id };
    let matched: Rows = [];
    if (interests.length > 0) {
      const values = interests.map((interest) => interest.value);
      const cities = [...new Set(interests.map((interest) => interest.city.toLowerCase()))];
      const similarTo = { cities, minPrice: Math.min(...values) * (1 - PRICE_BAND), maxPrice: Math.max(...values) * (1 + PRICE_BAND) };
      matched = await selectSimilarSummaries(platform.db, { filter: { ...mine, statuses: HOME_LIST_STATUSES }, similarTo, limit });
    }
    return [...matched, ...(await newest(platform, limit - matched.length, { ...mine, excludeIds: matched.map((row) => row.id) }))];
  });
}

/** GET /featured_property: listings marked featured, newest first. */
export async function featured(platform: Platform, actor: Actor | null, limit: number = HOME_LIST_LIMITS.featured): Promise<HomeList> {
  return served(platform, actor, `featured:${limit}`, LIST_TTL_SECONDS, () => newest(platform, limit, { featured: true }));
}

/** GET /recently_added_property: the newest listings on the market. */
export async function recentlyAdded(platform: Platform, actor: Actor | null, limit: number = HOME_LIST_LIMITS.recently_added): Promise<HomeList> {
  return served(platform, actor, `recent:${limit}`, LIST_TTL_SECONDS, () => newest(platform, limit));
}
