import { HOME_LIST_LIMITS, type PropertySummary } from '@openhouse/shared/properties/listing';
import { and, between, desc, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { HOME_LIST_STATUSES, interestsOf, mostViewedIds, selectSummaries, type ListFilter } from './properties.repository';
import { properties } from './properties.schema';
import { toSummary } from './property-mappers';

type HomeList = { data: PropertySummary[] };

const TRENDING_DAYS = 7;
/** "Similar price" means within this share of the lowest and highest price the user looked at. */
const PRICE_BAND = 0.25;

async function newest(platform: Platform, actor: Actor | null, limit: number, filter: ListFilter = {}) {
  if (limit <= 0) return [];
  return selectSummaries(platform.db, { filter: { ...filter, statuses: HOME_LIST_STATUSES }, viewerId: actor?.id ?? null, sort: 'newest', limit });
}

/** GET /trending_property: most viewed in the last 7 days; listings nobody viewed fill up the list, newest first. */
export async function trending(platform: Platform, actor: Actor | null, limit: number = HOME_LIST_LIMITS.trending): Promise<HomeList> {
  const since = new Date(Date.now() - TRENDING_DAYS * 24 * 60 * 60 * 1000);
  const ids = await mostViewedIds(platform.db, { since, limit, statuses: HOME_LIST_STATUSES });
  const viewed = ids.length > 0 ? await newest(platform, actor, limit, { ids }) : [];
  viewed.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  const rest = await newest(platform, actor, limit - viewed.length, { excludeIds: ids });
  return { data: [...viewed, ...rest].map((row) => toSummary(row, actor)) };
}

/**
 * GET /recommended_property: for a signed-in user with history, listings in the cities or price band of what
 * they favourited and viewed (best matches on both first), never one they already favourited or list
 * themselves; newest listings fill the rest, and are all a visitor without history gets.
 */
export async function recommended(platform: Platform, actor: Actor | null, limit: number = HOME_LIST_LIMITS.recommended): Promise<HomeList> {
  const interests = actor ? await interestsOf(platform.db, actor.id) : [];
  const mine: ListFilter = actor ? { notFavouritedBy: actor.id, notRealtorId: actor.id } : {};
  let matched: Awaited<ReturnType<typeof newest>> = [];
  if (interests.length > 0) {
    const values = interests.map((interest) => interest.value);
    const cities = [...new Set(interests.map((interest) => interest.city.toLowerCase()))];
    const minPrice = Math.min(...values) * (1 - PRICE_BAND);
    const maxPrice = Math.max(...values) * (1 + PRICE_BAND);
    const both = sql`(${and(inArray(sql`lower(${properties.city})`, cities), between(properties.value, minPrice, maxPrice))})`;
    matched = await selectSummaries(platform.db, {
      filter: { ...mine, statuses: HOME_LIST_STATUSES, similarTo: { cities, minPrice, maxPrice } },
      viewerId: actor!.id,
      orderBy: [desc(both), desc(properties.created_at), desc(properties.id)],
      limit,
    });
  }
  const rest = await newest(platform, actor, limit - matched.length, { ...mine, excludeIds: matched.map((row) => row.id) });
  return { data: [...matched, ...rest].map((row) => toSummary(row, actor)) };
}

/** GET /featured_property: listings marked featured, newest first. */
export async function featured(platform: Platform, actor: Actor | null, limit: number = HOME_LIST_LIMITS.featured): Promise<HomeList> {
  return { data: (await newest(platform, actor, limit, { featured: true })).map((row) => toSummary(row, actor)) };
}

/** GET /recently_added_property: the newest listings on the market. */
export async function recentlyAdded(platform: Platform, actor: Actor | null, limit: number = HOME_LIST_LIMITS.recently_added): Promise<HomeList> {
  return { data: (await newest(platform, actor, limit)).map((row) => toSummary(row, actor)) };
}
