import { RESULT_COUNT_CAP, type ListingStatus, type PropertyDetail, type PropertyListQuery, type PropertyValues } from '@openhouse/shared/properties/listing';
import { publishGaps } from '@openhouse/shared/properties/publishing';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError, conflict, unauthenticated } from '../../platform/http/errors';
import { pageWindow } from '../../platform/http/pagination';
import { findPeople, findRealtorCard } from '../accounts/people';
import { auctionOf } from '../bidding/auction-views';
import { transactionRefsOf } from '../transactions/transactions.queries';
import { countPropertiesUpTo, type ListFilter } from './catalogue.repository';
import { selectSearchPage } from './search-page.repository';
import { isFavourite } from './favourites.repository';
import { insertPropertyRow, publishPropertyRow, updatePropertyRow, type NewProperty } from './properties.repository';
import { toDetail } from './property-mappers';
import { photosOf } from './property-photos.repository';
import { recordSellerChoice, resolveSeller, sellerOnCreate, sellerOnUpdate, tellSeller } from './property-seller';
import { pendingInvitationFor } from './seller-invitations.service';
import { propertyAccess, type PropertyRow } from './properties.access';
import { searchWords, toPrefixQuery } from './property-search';
import { searchIndexed } from './search-index/search-index.service';
import { cachedCatalogue, LIST_TTL_SECONDS, liveStateOf } from './catalogue-cache';
import type { ListedPage } from './property-page-json';
import { listingChanged } from './properties.events';

/** The form's fields as columns; an emptied optional field clears its column (PUT replaces the listing's facts). */
function columnsOf(input: PropertyValues): Omit<NewProperty, 'realtor_id'> {
  const { seller_id: _seller, seller_invite: _invite, draft: _draft, ...facts } = input;
  return {
    ...facts,
    bedrooms: facts.bedrooms ?? null,
    bathrooms: facts.bathrooms ?? null,
    living_area: facts.living_area ?? null,
    lot_size: facts.lot_size ?? null,
    year_built: facts.year_built ?? null,
    latitude: facts.latitude ?? null,
    longitude: facts.longitude ?? null,
  };
}

/** A withdrawn listing is off the market: only its listing side still sees it. */
async function detailFor(platform: Platform, actor: Actor | null, property: PropertyRow): Promise<PropertyDetail> {
  const isListingSide = propertyAccess.can(actor, 'listingSide', property);
  const [photos, people, realtorCard, favourite, biddingProperty, transactions, sellerInvitation] = await Promise.all([
    photosOf(platform.db, property.id),
    findPeople(platform.db, property.seller_id ? [property.realtor_id, property.seller_id] : [property.realtor_id]),
    findRealtorCard(platform.db, property.realtor_id),
    actor ? isFavourite(platform.db, actor.id, property.id) : Promise.resolve(false),
    auctionOf(platform, actor, property.id),
    transactionRefsOf(platform.db, property.id),
    isListingSide ? pendingInvitationFor(platform.db, property.id) : Promise.resolve(null),
  ]);
  const realtor = people.find((person) => person.id === property.realtor_id)!;
  const seller = people.find((person) => person.id === property.seller_id) ?? null;
  return toDetail(property, {
    photos,
    realtor,
    realtorCard,
    seller,
    favourite,
    biddingProperty,
    transactions,
    sellerInvitation,
    canEdit: propertyAccess.can(actor, 'manage', property),
    isListingSide,
  });
}

/**
 * POST /properties: the caller becomes the listing's realtor (the route lets only staff roles in). Published at
 * once, as the spec's clients expect, unless `draft` asks to keep it private until POST /properties/{id}/publish.
 */
export async function createProperty(platform: Platform, actor: Actor, input: PropertyValues): Promise<{ message: string; data: PropertyDetail }> {
  const { property, seller } = await platform.events.transaction(async (tx, emit) => {
    const choice = await resolveSeller(tx, input);
    const created = await insertPropertyRow(tx, {
      ...columnsOf(input),
      realtor_id: actor.id,
      seller_id: sellerOnCreate(choice),
      ...(input.draft ? { published_at: null } : {}),
    });
    const outcome = await recordSellerChoice(tx, emit, choice, created, actor.id);
    await emit(listingChanged, { propertyId: created.id });
    return { property: created, seller: outcome };
  });
  await tellSeller(platform, seller, property);
  return { message: input.draft ? m.draftSaved : m.created, data: await detailFor(platform, actor, property) };
}

/** PUT /properties/{id}: its realtor or an admin. */
export async function updateProperty(platform: Platform, actor: Actor, id: number, input: PropertyValues): Promise<{ message: string; data: PropertyDetail }> {
  await propertyAccess.require(platform.db, actor, 'manage', id);
  const { property, seller } = await platform.events.transaction(async (tx, emit) => {
    const choice = await resolveSeller(tx, input);
    const updated = await updatePropertyRow(tx, id, { ...columnsOf(input), ...sellerOnUpdate(choice) });
    const outcome = await recordSellerChoice(tx, emit, choice, updated, actor.id);
    await emit(listingChanged, { propertyId: id });
    return { property: updated, seller: outcome };
  });
  await tellSeller(platform, seller, property);
  return { message: m.updated, data: await detailFor(platform, actor, property) };
}

/**
 * POST /properties/{id}/publish: its realtor or an admin puts a draft on the market, once it is whole
 * (publishGaps). Publishing twice is a 409, so a second click or a stale page learns the listing is already out.
 */
export async function publishProperty(platform: Platform, actor: Actor, id: number): Promise<{ message: string; data: PropertyDetail }> {
  const draft = await propertyAccess.require(platform.db, actor, 'manage', id);
  if (draft.published_at !== null) throw conflict(m.alreadyPublished);
  const gaps = publishGaps(draft);
  if (gaps.length > 0) throw new AppError(422, m.publishIncomplete, Object.fromEntries(gaps.map((gap) => [gap.field, [gap.message]])));
  const published = await platform.events.transaction(async (tx, emit) => {
    const row = await publishPropertyRow(tx, id);
    // Another request published it between the check and here: the same answer as above.
    if (!row) throw conflict(m.alreadyPublished);
    await emit(listingChanged, { propertyId: id });
    return row;
  });
  return { message: m.published, data: await detailFor(platform, actor, published) };
}

/** GET /properties/{id}: public; what the caller may do and see depends on who they are. */
export async function getProperty(platform: Platform, actor: Actor | null, id: number): Promise<{ data: PropertyDetail }> {
  const property = await propertyAccess.require(platform.db, actor, 'see', id);
  return { data: await detailFor(platform, actor, property) };
}

/**
 * Withdrawn listings are off the market; their owners still find them under "mine". Browsing without a
 * status filter is for homes one can still buy, so pending and sold ones appear only when asked for by
 * status (docs/DECISIONS.md, Listings); favourites keep them, so a buyer sees what became of a home they liked.
 */
function excludedStatuses(query: PropertyListQuery): ListingStatus[] | undefined {
  if (query.mine) return undefined;
  if (query.status || query.favourites) return ['withdrawn'];
  return ['withdrawn', 'pending', 'closed'];
}

/**
 * GET /properties{query}: public browsing; `mine` and `favourites` need a signed-in caller. Answers a page of the
 * catalogue for this viewer with its live state, which property-page-json.ts writes out.
 */
export async function listProperties(platform: Platform, actor: Actor | null, query: PropertyListQuery): Promise<ListedPage> {
  if ((query.mine || query.favourites) && !actor) throw unauthenticated();
  const filter: ListFilter = {
    tsQuery: toPrefixQuery(query.q),
    minPrice: query.min_price,
    maxPrice: query.max_price,
    minBeds: query.min_beds,
    minBaths: query.min_baths,
    propertyType: query.property_type,
    statuses: query.status ? [query.status] : undefined,
    excludeStatuses: excludedStatuses(query),
    ownerId: query.mine ? actor!.id : undefined,
    withDrafts: query.mine || undefined,
    favouritesOf: query.favourites ? actor!.id : undefined,
    area: mapAreaOf(query),
    withAuction: query.auctions_only || undefined,
  };
  const window = pageWindow(query);
  const personal = query.mine || query.favourites;
  // Set when this very request had the index pick the page (not a cached page, whose auctions may have changed since).
  let auctionsAmong: number[] | undefined;
  const load = async () => {
    // Deep pages raise the cap past the page asked for, so a lower bound still leaves a next page to go to.
    const cap = Math.max(RESULT_COUNT_CAP, window.offset + window.limit + 1);
    // A public search is answered from the in-process index when it is current, else by SQL (search-index.service.ts).
    const indexed = personal ? null : await searchIndexed(platform, { filter, words: searchWords(query.q), sort: query.sort, ...window, countUpTo: cap + 1 });
    auctionsAmong = indexed?.auctionIds;
    const { rows, matchesUpTo } = indexed ?? (await selectSearchPage(platform.db, { filter, viewerId: personal ? actor!.id : null, sort: query.sort, ...window, countUpTo: cap + 1 }));
    return { rows, ...(await totalOf(platform, filter, window, rows.length, matchesUpTo, cap)) };
  };
  // Public searches are shared by everyone (see catalogue-cache.ts); "mine" and "favourites" are not.
  const page = personal ? await load() : await cachedCatalogue(platform, `search:${JSON.stringify({ filter, sort: query.sort, window })}`, LIST_TTL_SECONDS, load);
  // Personal rows were read with the viewer's favourite flags; cached ones get them laid over.
  const live = await liveStateOf(platform, actor, page.rows, { favourites: !personal, auctionsAmong });
  return { rows: page.rows, live, total: page.total, total_is_estimate: page.total_is_estimate };
}

/**
 * A search's total: exact up to `cap` matches (RESULT_COUNT_CAP, or just past the page asked for if deeper),
 * a lower bound past it. A short, non-empty page is the last one, so its rows give the total exactly; only a page
 * beyond the last (no row to carry the count) needs a query of its own.
 */
async function totalOf(platform: Platform, filter: ListFilter, window: { limit: number; offset: number }, rowCount: number, matchesUpTo: number | null, cap: number) {
  if (rowCount > 0 && rowCount < window.limit) return { total: window.offset + rowCount, total_is_estimate: false };
  if (rowCount === 0 && window.offset === 0) return { total: 0, total_is_estimate: false };
  const counted = matchesUpTo ?? (await countPropertiesUpTo(platform.db, filter, cap + 1));
  return counted > cap ? { total: cap, total_is_estimate: true } : { total: counted, total_is_estimate: false };
}

function mapAreaOf(query: PropertyListQuery): ListFilter['area'] {
  const { min_lat: minLat, max_lat: maxLat, min_lng: minLng, max_lng: maxLng } = query;
  // The schema lets through all four edges or none.
  return minLat === undefined || maxLat === undefined || minLng === undefined || maxLng === undefined ? undefined : { minLat, maxLat, minLng, maxLng };
}
