import type { ListingStatus, PropertySort, PropertyType } from '@openhouse/shared/properties/listing';
import { and, asc, between, count, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
// The catalogue ranks listings by the events insights records: a read of that log, kept in one place.
import { propertyEvents } from '../insights/insights.schema';
// The "auctions only" filter asks whether bidding is enabled: a read of the bidding module's table.
import { biddingProperties } from '../bidding/bidding.schema';
import { favourites, properties, propertyPhotos } from './properties.schema';

/** Listings a home list may show: on the market or about to be. */
export const HOME_LIST_STATUSES: ListingStatus[] = ['active', 'coming_soon'];

/** The filters of GET /properties and the home lists, in database terms. */
export type ListFilter = {
  /** A to_tsquery('simple', …) expression built from the user's words (see toPrefixQuery). */
  tsQuery?: string | null;
  minPrice?: number;
  maxPrice?: number;
  minBeds?: number;
  minBaths?: number;
  propertyType?: PropertyType;
  statuses?: ListingStatus[];
  excludeStatuses?: ListingStatus[];
  /** Listings this user runs or sells. */
  ownerId?: number;
  /** Drafts are left out of every list but the owner's own ("mine"), which sets this. */
  withDrafts?: boolean;
  /** Listings this user has favourited. */
  favouritesOf?: number;
  /** Leave out listings this user has favourited. */
  notFavouritedBy?: number;
  notRealtorId?: number;
  featured?: boolean;
  ids?: number[];
  excludeIds?: number[];
  /** Only listings inside this map area (a whole box, see mapAreaIssue). */
  area?: { minLat: number; maxLat: number; minLng: number; maxLng: number };
  /** Only listings with bidding enabled (an auction row, whatever its state). */
  withAuction?: boolean;
  /** Same city (case-insensitive) or a price within the band: "like what you looked at". */
  similarTo?: { cities: string[]; minPrice: number; maxPrice: number };
};

export function textMatches(tsQuery: unknown): SQL {
  return sql`${properties.search_document} @@ to_tsquery('simple', ${tsQuery})`;
}

function isFavouriteOf(userId: unknown): SQL {
  return sql`exists (select 1 from ${favourites} where ${favourites.user_id} = ${userId} and ${favourites.property_id} = ${properties.id})`;
}

/** Listings with an auction: the bidding module's table, read here only for this filter. */
const hasAuction = sql`exists (select 1 from ${biddingProperties} where ${biddingProperties.property_id} = ${properties.id})`;

/** Written as the expression properties_location_idx indexes, so the GiST index answers it; edges count as inside. */
function insideArea(area: NonNullable<ListFilter['area']>, bind: Bind): SQL {
  const edge = (name: keyof typeof area) => sql`${bind(`area.${name}`, area[name])}::float8`;
  return sql`point(${properties.longitude}, ${properties.latitude}) <@ box(point(${edge('minLng')}, ${edge('minLat')}), point(${edge('maxLng')}, ${edge('maxLat')}))`;
}

function similarCondition(similar: NonNullable<ListFilter['similarTo']>): SQL {
  const byCity = similar.cities.length > 0 ? inArray(sql`lower(${properties.city})`, similar.cities.map((city) => city.toLowerCase())) : undefined;
  return or(byCity, and(gte(properties.value, similar.minPrice), lte(properties.value, similar.maxPrice)))!;
}

/** Published listings only: a draft is private to its listing side (docs/DECISIONS.md, Drafts). */
export const isPublished = isNotNull(properties.published_at);

/**
 * How a filter's values reach the query: inline (`literal`), or as named placeholders (`placeholders`) for a
 * query prepared once per shape of filter and run with each search's values (see search-page.repository.ts).
 */
export type Bind = (name: string, value: unknown) => unknown;
// drizzle spreads an inline array into a list of parameters; `= any(…)` wants it as one.
export const literal: Bind = (_name, value) => (Array.isArray(value) ? sql.param(value) : value);
export const placeholders: Bind = (name) => sql.placeholder(name);

/** `column = any(list)`: one parameter whatever the list's length, so a prepared query fits every list. */
function anyOf(column: SQL | AnyColumn, list: unknown): SQL {
  return sql`${column} = any(${list})`;
}

export function conditionsOf(filter: ListFilter, bind: Bind = literal): SQL | undefined {
  const value = <K extends keyof ListFilter>(key: K) => bind(key, filter[key]) as NonNullable<ListFilter[K]>;
  return and(
    filter.withDrafts ? undefined : isPublished,
    filter.tsQuery ? textMatches(value('tsQuery')) : undefined,
    filter.minPrice !== undefined ? gte(properties.value, value('minPrice')) : undefined,
    filter.maxPrice !== undefined ? lte(properties.value, value('maxPrice')) : undefined,
    filter.minBeds !== undefined ? gte(properties.bedrooms, value('minBeds')) : undefined,
    filter.minBaths !== undefined ? gte(properties.bathrooms, value('minBaths')) : undefined,
    filter.propertyType ? eq(properties.property_type, value('propertyType')) : undefined,
    filter.statuses ? anyOf(properties.status, value('statuses')) : undefined,
    filter.excludeStatuses ? sql`not ${anyOf(properties.status, value('excludeStatuses'))}` : undefined,
    filter.ownerId !== undefined ? or(eq(properties.realtor_id, value('ownerId')), eq(properties.seller_id, value('ownerId'))) : undefined,
    filter.favouritesOf !== undefined ? isFavouriteOf(value('favouritesOf')) : undefined,
    filter.notFavouritedBy !== undefined ? sql`not ${isFavouriteOf(value('notFavouritedBy'))}` : undefined,
    filter.notRealtorId !== undefined ? ne(properties.realtor_id, value('notRealtorId')) : undefined,
    filter.featured !== undefined ? eq(properties.featured, value('featured')) : undefined,
    filter.ids ? anyOf(properties.id, value('ids')) : undefined,
    filter.excludeIds && filter.excludeIds.length > 0 ? sql`not ${anyOf(properties.id, value('excludeIds'))}` : undefined,
    filter.similarTo ? similarCondition(filter.similarTo) : undefined,
    filter.area ? insideArea(filter.area, bind) : undefined,
    filter.withAuction ? hasAuction : undefined,
  );
}

const ORDER: Record<PropertySort, SQL[]> = {
  newest: [desc(properties.created_at), desc(properties.id)],
  oldest: [asc(properties.created_at), asc(properties.id)],
  price_asc: [asc(properties.value), asc(properties.id)],
  price_desc: [desc(properties.value), desc(properties.id)],
};

/** The cover of each listing: its chosen cover, else its first photo. One row per listing, through a lateral join. */
export const cover = (db: Db) =>
  db
    .select({
      id: propertyPhotos.id,
      storage_key: propertyPhotos.storage_key,
      thumb_key: propertyPhotos.thumb_key,
      width: propertyPhotos.width,
      height: propertyPhotos.height,
      position: propertyPhotos.position,
      is_cover: propertyPhotos.is_cover,
    })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.property_id, properties.id))
    .orderBy(desc(propertyPhotos.is_cover), asc(propertyPhotos.position), asc(propertyPhotos.id))
    .limit(1)
    .as('cover');

/**
 * One query for a list's rows with their cover photo and the viewer's favourite flag, so a page of
 * listings costs one round trip however long it is.
 */
export async function selectSummaries(db: Db, options: SummaryQuery) {
  const rows = await summariesQuery(db, options, sql<null>`null`);
  return rows.map(({ matches: _none, ...row }) => row);
}

/** The matches of a filter, read no further than `countUpTo` (a LIMITed subquery stops reading there). */
export function matchesUpTo(db: Db, filter: ListFilter, countUpTo: unknown, bind: Bind = literal) {
  const matches = db.select({ id: properties.id }).from(properties).where(conditionsOf(filter, bind)).limit(countUpTo as number).as('matches');
  return db.select({ total: count() }).from(matches);
}

/** How many listings match, counting no further than `limit` (see selectSearchPage). */
export async function countPropertiesUpTo(db: Db, filter: ListFilter, limit: number): Promise<number> {
  const [row] = await matchesUpTo(db, filter, limit);
  return Number(row?.total ?? 0);
}

/** What a list shows of each listing, its cover (joined as `coverPhoto`) included; the search index keeps the same. */
export function summaryColumns(coverPhoto: ReturnType<typeof cover>) {
  return {
    id: properties.id,
    label: properties.label,
    street_address: properties.street_address,
    city: properties.city,
    state: properties.state,
    zip_code: properties.zip_code,
    country: properties.country,
    value: properties.value,
    property_type: properties.property_type,
    status: properties.status,
    bedrooms: properties.bedrooms,
    bathrooms: properties.bathrooms,
    living_area: properties.living_area,
    featured: properties.featured,
    latitude: properties.latitude,
    longitude: properties.longitude,
    seller_id: properties.seller_id,
    realtor_id: properties.realtor_id,
    published_at: properties.published_at,
    created_at: properties.created_at,
    updated_at: properties.updated_at,
    cover: {
      id: coverPhoto.id,
      storage_key: coverPhoto.storage_key,
      thumb_key: coverPhoto.thumb_key,
      width: coverPhoto.width,
      height: coverPhoto.height,
      position: coverPhoto.position,
      is_cover: coverPhoto.is_cover,
    },
  };
}

/**
 * The select behind every list; `bind` decides whether its values are inline or placeholders of a prepared query.
 * The page's ids are chosen first (filter, order, limit) and only those rows are then read whole with their cover
 * and favourite flag: joined before the limit, the cover was looked up for every match, hundreds for a map area.
 */
export function summariesQuery<Matches>(db: Db, options: SummaryQuery, matches: SQL<Matches>, bind: Bind = literal) {
  const coverPhoto = cover(db);
  const order = options.orderBy ?? ORDER[options.sort ?? 'newest'];
  const page = db
    .select({ id: properties.id })
    .from(properties)
    .where(conditionsOf(options.filter, bind))
    .orderBy(...order)
    .limit(bind('limit', options.limit) as number)
    .offset(bind('offset', options.offset ?? 0) as number)
    .as('page');
  return db
    .select({
      matches,
      ...summaryColumns(coverPhoto),
      favourite: options.viewerId === null ? sql<boolean>`false` : sql<boolean>`${isFavouriteOf(bind('viewerId', options.viewerId))}`,
    })
    .from(properties)
    .innerJoin(page, eq(page.id, properties.id))
    .leftJoinLateral(coverPhoto, sql`true`)
    // The same order again: the join does not keep the page's. Its columns here are the page's rows'.
    .orderBy(...order);
}

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export type SummaryQuery = { filter: ListFilter; viewerId: number | null; sort?: PropertySort; orderBy?: SQL[]; limit: number; offset?: number };

/**
 * Listings in the cities or the price band given (see ListFilter.similarTo), as an anonymous visitor sees
 * them: those matching both first, then newest.
 */
export async function selectSimilarSummaries(db: Db, options: { filter: ListFilter; similarTo: NonNullable<ListFilter['similarTo']>; limit: number }) {
  const { cities, minPrice, maxPrice } = options.similarTo;
  const both = sql`(${and(inArray(sql`lower(${properties.city})`, cities), between(properties.value, minPrice, maxPrice))})`;
  return selectSummaries(db, {
    filter: { ...options.filter, similarTo: options.similarTo },
    viewerId: null,
    orderBy: [desc(both), desc(properties.created_at), desc(properties.id)],
    limit: options.limit,
  });
}


/** The most viewed listings of a period, most views first (ties: newest first). */
export async function mostViewedIds(db: Db, options: { since: Date; limit: number; statuses: ListingStatus[] }): Promise<number[]> {
  const views = count(propertyEvents.id);
  const rows = await db
    .select({ id: properties.id, views })
    .from(propertyEvents)
    .innerJoin(properties, eq(properties.id, propertyEvents.property_id))
    .where(and(eq(propertyEvents.event_type, 'view'), gte(propertyEvents.created_at, options.since), inArray(properties.status, options.statuses), isPublished))
    .groupBy(properties.id)
    .orderBy(desc(views), desc(properties.created_at), desc(properties.id))
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/** Cities and prices of the listings a user favourited or viewed lately: what "recommended" builds on. */
export async function interestsOf(db: Db, userId: number, recentViews = 50): Promise<{ city: string; value: number }[]> {
  const viewed = db
    .select({ property_id: propertyEvents.property_id })
    .from(propertyEvents)
    .where(and(eq(propertyEvents.user_id, userId), eq(propertyEvents.event_type, 'view')))
    .orderBy(desc(propertyEvents.created_at))
    .limit(recentViews);
  const favourited = db.select({ property_id: favourites.property_id }).from(favourites).where(eq(favourites.user_id, userId));
  return db
    .select({ city: properties.city, value: properties.value })
    .from(properties)
    .where(or(inArray(properties.id, viewed), inArray(properties.id, favourited)));
}
