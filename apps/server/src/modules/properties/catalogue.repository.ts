import type { ListingStatus, PropertySort, PropertyType } from '@openhouse/shared/properties/listing';
import { and, asc, between, count, desc, eq, gte, inArray, isNotNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
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

export function textMatches(tsQuery: string): SQL {
  return sql`${properties.search_document} @@ to_tsquery('simple', ${tsQuery})`;
}

function isFavouriteOf(userId: number): SQL {
  return sql`exists (select 1 from ${favourites} where ${favourites.user_id} = ${userId} and ${favourites.property_id} = ${properties.id})`;
}

/** Listings with an auction: the bidding module's table, read here only for this filter. */
const hasAuction = sql`exists (select 1 from ${biddingProperties} where ${biddingProperties.property_id} = ${properties.id})`;

/** Written as the expression properties_location_idx indexes, so the GiST index answers it; edges count as inside. */
function insideArea(area: NonNullable<ListFilter['area']>): SQL {
  const corner = (lng: number, lat: number) => sql`point(${lng}::float8, ${lat}::float8)`;
  return sql`point(${properties.longitude}, ${properties.latitude}) <@ box(${corner(area.minLng, area.minLat)}, ${corner(area.maxLng, area.maxLat)})`;
}

function similarCondition(similar: NonNullable<ListFilter['similarTo']>): SQL {
  const byCity = similar.cities.length > 0 ? inArray(sql`lower(${properties.city})`, similar.cities.map((city) => city.toLowerCase())) : undefined;
  return or(byCity, and(gte(properties.value, similar.minPrice), lte(properties.value, similar.maxPrice)))!;
}

/** Published listings only: a draft is private to its listing side (docs/DECISIONS.md, Drafts). */
export const isPublished = isNotNull(properties.published_at);

function conditionsOf(filter: ListFilter): SQL | undefined {
  return and(
    filter.withDrafts ? undefined : isPublished,
    filter.tsQuery ? textMatches(filter.tsQuery) : undefined,
    filter.minPrice !== undefined ? gte(properties.value, filter.minPrice) : undefined,
    filter.maxPrice !== undefined ? lte(properties.value, filter.maxPrice) : undefined,
    filter.minBeds !== undefined ? gte(properties.bedrooms, filter.minBeds) : undefined,
    filter.minBaths !== undefined ? gte(properties.bathrooms, filter.minBaths) : undefined,
    filter.propertyType ? eq(properties.property_type, filter.propertyType) : undefined,
    filter.statuses ? inArray(properties.status, filter.statuses) : undefined,
    filter.excludeStatuses ? notInArray(properties.status, filter.excludeStatuses) : undefined,
    filter.ownerId !== undefined ? or(eq(properties.realtor_id, filter.ownerId), eq(properties.seller_id, filter.ownerId)) : undefined,
    filter.favouritesOf !== undefined ? isFavouriteOf(filter.favouritesOf) : undefined,
    filter.notFavouritedBy !== undefined ? sql`not ${isFavouriteOf(filter.notFavouritedBy)}` : undefined,
    filter.notRealtorId !== undefined ? ne(properties.realtor_id, filter.notRealtorId) : undefined,
    filter.featured !== undefined ? eq(properties.featured, filter.featured) : undefined,
    filter.ids ? inArray(properties.id, filter.ids) : undefined,
    filter.excludeIds && filter.excludeIds.length > 0 ? notInArray(properties.id, filter.excludeIds) : undefined,
    filter.similarTo ? similarCondition(filter.similarTo) : undefined,
    filter.area ? insideArea(filter.area) : undefined,
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
const cover = (db: Db) =>
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

type SummaryQuery = { filter: ListFilter; viewerId: number | null; sort?: PropertySort; orderBy?: SQL[]; limit: number; offset?: number };

/**
 * One query for a list's rows with their cover photo and the viewer's favourite flag, so a page of
 * listings costs one round trip however long it is.
 */
export async function selectSummaries(db: Db, options: SummaryQuery) {
  const rows = await summariesWith(db, options, sql<null>`null`);
  return rows.map(({ matches: _none, ...row }) => row);
}

/**
 * A search's page and, in the same round trip, how many listings match, counted no further than
 * `countUpTo`: the LIMITed subquery stops reading there, so a broad search costs a few index entries
 * instead of a count over the whole catalogue. It runs once per query (it does not depend on the row),
 * and only when there is a row to carry it: an empty page answers a null count.
 */
export async function selectSearchPage(db: Db, options: SummaryQuery & { countUpTo: number }) {
  const rows = await summariesWith(db, options, sql<number>`(${matchesUpTo(db, options.filter, options.countUpTo)})`.mapWith(Number));
  return { rows: rows.map(({ matches: _counted, ...row }) => row), matchesUpTo: rows[0]?.matches ?? null };
}

function matchesUpTo(db: Db, filter: ListFilter, limit: number) {
  const matches = db.select({ id: properties.id }).from(properties).where(conditionsOf(filter)).limit(limit).as('matches');
  return db.select({ total: count() }).from(matches);
}

async function summariesWith<Matches>(db: Db, options: SummaryQuery, matches: SQL<Matches>) {
  const coverPhoto = cover(db);
  return db
    .select({
      matches,
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
      favourite: options.viewerId === null ? sql<boolean>`false` : sql<boolean>`${isFavouriteOf(options.viewerId)}`,
      cover: {
        id: coverPhoto.id,
        storage_key: coverPhoto.storage_key,
        thumb_key: coverPhoto.thumb_key,
        width: coverPhoto.width,
        height: coverPhoto.height,
        position: coverPhoto.position,
        is_cover: coverPhoto.is_cover,
      },
    })
    .from(properties)
    .leftJoinLateral(coverPhoto, sql`true`)
    .where(conditionsOf(options.filter))
    .orderBy(...(options.orderBy ?? ORDER[options.sort ?? 'newest']))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

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

/** How many listings match, counting no further than `limit` (see selectSearchPage). */
export async function countPropertiesUpTo(db: Db, filter: ListFilter, limit: number): Promise<number> {
  const [row] = await matchesUpTo(db, filter, limit);
  return Number(row?.total ?? 0);
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
