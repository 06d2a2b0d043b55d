/**
 * The load bench's mixed traffic: what each kind of request is, how often it comes, and which answers
 * are expected of it. An answer outside `expected` is an error, as are 5xx and transport failures.
 */
import { PROPERTY_SORTS, PROPERTY_TYPES } from '@openhouse/shared/properties/listing';
import type { LoadWorld } from './load-seed';

export type Kind = 'browse' | 'detail' | 'home' | 'me' | 'notifications' | 'favourite' | 'documents' | 'bid' | 'insights';

export type LoadRequest = {
  kind: Kind;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** 2xx is always expected; these are the refusals this kind of request meets in normal use. */
  expected: number[];
};

/** Share of the traffic, in percent: mostly anonymous browsing, as on a listings site. */
const MIX: [Kind, number][] = [
  ['browse', 30],
  ['detail', 15],
  ['home', 10],
  ['insights', 10],
  ['me', 10],
  ['bid', 8],
  ['notifications', 7],
  ['favourite', 6],
  ['documents', 4],
];

/** Simulated visitors, each with its own address: the per-address rate limits then see visitors, not the bench. */
const VISITORS = 5000;

const SEARCH_WORDS = ['maple', 'oak', 'sacramento', 'san', 'sunset', 'lake', 'park', 'austin', 'cedar', 'portland'];
const HOME_LISTS = ['/api/v1/trending_property', '/api/v1/featured_property?limit=2', '/api/v1/recently_added_property', '/api/v1/recommended_property?limit=3'];

/** A date two months ahead (YYYY-MM-DD): a valid escrow closing date in any time zone. */
const escrowDate = () => new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export function trafficFor(world: LoadWorld) {
  const escrow = escrowDate();
  const startCents = Math.round(world.auction.startAmount * 100);
  const incrementCents = Math.round(world.auction.increment * 100);
  let bids = 0;
  // Each buyer asks for the documents of listings in turn, so most requests are new (a repeat is a 409).
  let documentRequests = 0;
  const favourites = world.tokens.map(() => new Set<number>());
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const listing = () => pick(world.listingIds);
  const buyer = () => Math.floor(Math.random() * world.tokens.length);
  const signedIn = (index: number) => ({ authorization: `Bearer ${world.tokens[index]}` });
  const json = { 'content-type': 'application/json' };
  const chooseKind = (() => {
    const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
    return (): Kind => {
      let roll = Math.random() * total;
      for (const [kind, weight] of MIX) if ((roll -= weight) < 0) return kind;
      return MIX[0]![0];
    };
  })();

  const browsePath = () => {
    const query = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 5)), sort: pick(PROPERTY_SORTS) });
    if (Math.random() < 0.3) query.set('q', pick(SEARCH_WORDS));
    if (Math.random() < 0.4) query.set('min_beds', String(1 + Math.floor(Math.random() * 4)));
    if (Math.random() < 0.3) query.set('property_type', pick(PROPERTY_TYPES));
    if (Math.random() < 0.3) query.set('max_price', String(500_000 * (1 + Math.floor(Math.random() * 6))));
    return `/api/v1/properties?${query}`;
  };

  const build: Record<Kind, () => Omit<LoadRequest, 'kind'>> = {
    browse: () => ({ method: 'GET', path: browsePath(), headers: {}, expected: [] }),
    detail: () => ({ method: 'GET', path: `/api/v1/properties/${listing()}`, headers: {}, expected: [] }),
    home: () => ({ method: 'GET', path: pick(HOME_LISTS), headers: {}, expected: [] }),
    insights: () =>
      Math.random() < 0.5
        ? { method: 'POST', path: `/api/v1/properties/${listing()}/viewcount`, headers: {}, expected: [] }
        : { method: 'POST', path: `/api/v1/property/${listing()}/add-analytics`, headers: json, body: JSON.stringify({ event_type: 'click', target: 'photo' }), expected: [] },
    me: () => ({ method: 'GET', path: '/api/v1/me', headers: signedIn(buyer()), expected: [] }),
    notifications: () => ({ method: 'GET', path: '/api/v1/notification?page=1', headers: signedIn(buyer()), expected: [] }),
    favourite: () => {
      const index = buyer();
      const mine = favourites[index]!;
      // Half the toggles take back a favourite this buyer holds, as someone tidying a list would.
      if (mine.size > 0 && Math.random() < 0.5) {
        const id = pick([...mine]);
        mine.delete(id);
        return { method: 'DELETE', path: `/api/v1/favourite_property/${id}`, headers: signedIn(index), expected: [] };
      }
      const id = listing();
      mine.add(id);
      return { method: 'POST', path: '/api/v1/favourite_property', headers: { ...signedIn(index), ...json }, body: JSON.stringify({ property_id: id }), expected: [] };
    },
    documents: () => {
      const n = documentRequests++;
      const index = n % world.tokens.length;
      const id = world.listingIds[Math.floor(n / world.tokens.length) % world.listingIds.length]!;
      // 409: this buyer already asked (the sequence wrapped round) or already has access.
      return { method: 'POST', path: '/api/v1/permissions', headers: { ...signedIn(index), ...json }, body: JSON.stringify({ property_id: id }), expected: [409] };
    },
    bid: () => {
      // Amounts from one rising sequence shared by both instances' traffic: each bid is the next valid
      // one when sent. 422 (overtaken in flight: stale) and 409 (the bidder already holds the highest
      // bid) are the refusals real bidders meet.
      const amount = (startCents + incrementCents * ++bids) / 100;
      const body = JSON.stringify({ bid_amount: amount, contingency: ['no-contingency'], escrow_closing_date: escrow, bid_property_id: world.auction.biddingPropertyId, due_diligence: true });
      return { method: 'POST', path: '/api/v1/bidding_history', headers: { ...signedIn(buyer()), ...json }, body, expected: [409, 422] };
    },
  };

  return (): LoadRequest => {
    const kind = chooseKind();
    const request = build[kind]();
    const visitor = Math.floor(Math.random() * VISITORS);
    return { kind, ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${visitor >> 8}.${visitor & 255}.1` } };
  };
}
