import { z } from 'zod';
import { multiLineText, requiredLine, singleLineText } from '../http/text';
import { numeric, recordId } from '../http/record-id';
import { biddingPropertySchema } from '../bidding/schemas';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { sellerInvitationRefSchema } from './seller-invitations';
import { transactionStatusSchema } from '../transactions/schemas';
import { LISTING_STATUSES, PROPERTY_TYPES } from './listing-labels';
import { mapAreaIssue } from './map-area';
import { propertyMessages as m } from './messages';

export { formatResultCount, RESULT_COUNT_CAP } from './result-count';
export { mapAreaIssue, type MapArea } from './map-area';
export { formatAddress, isOnMarket, LISTING_STATUSES, listingStatusLabels, PROPERTY_TYPES, propertyTypeLabels } from './listing-labels';
export type { ListingStatus, PropertyType } from './listing-labels';

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD',
  'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export const MAX_FEATURES = 30;
export const MAX_DESCRIPTION = 5000;

/** Accepts 1,250,000 or "$1,250,000.50" from a form as well as a JSON number; an empty field is a missing price. */
const money = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value ?? undefined;
    const digits = value.replace(/[$,\s]/g, '');
    return digits === '' ? undefined : Number(digits);
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? m.priceRequired : m.priceInvalid) })
    .positive({ error: m.pricePositive })
    .max(999_999_999_999, { error: m.priceInvalid })
    .transform((value) => Math.round(value * 100) / 100),
);

/** Empty form fields mean "not given". */
function optionalNumber(schema: z.ZodNumber) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), numeric(z.number({ error: m.wholeNumber }).pipe(schema)).optional());
}
const count = (max: number) => optionalNumber(z.number().int({ error: m.wholeNumber }).min(0, { error: m.wholeNumber }).max(max, { error: m.wholeNumber }));
const nextYear = new Date().getUTCFullYear() + 1;

const trimmed = (required: string, max = 200) => requiredLine(required, max);

/** POST /properties and PUT /properties/{id}: the add-property form, validated the same on both sides. */
export const propertyInputSchema = z.object({
  label: trimmed(m.labelRequired, 120),
  street_address: trimmed(m.streetRequired),
  city: trimmed(m.cityRequired, 100),
  state: singleLineText({ error: m.stateRequired })
    .trim()
    .toUpperCase()
    .min(1, { error: m.stateRequired })
    .refine((value) => (US_STATES as readonly string[]).includes(value), { error: m.stateInvalid }),
  zip_code: singleLineText({ error: m.zipRequired })
    .trim()
    .min(1, { error: m.zipRequired })
    .regex(/^\d{5}(-\d{4})?$/, { error: m.zipInvalid }),
  country: z.literal('US').default('US'),
  value: money,
  property_type: z.enum(PROPERTY_TYPES, { error: m.propertyTypeRequired }),
  status: z.enum(LISTING_STATUSES).default('active'),
  bedrooms: count(100),
  bathrooms: optionalNumber(
    z.number().min(0).max(100).refine((value) => Number.isInteger(value * 2), { error: m.bathroomsInvalid }),
  ),
  living_area: count(1_000_000),
  lot_size: count(1_000_000_000),
  year_built: optionalNumber(z.number().int({ error: m.yearBuiltInvalid }).min(1700, { error: m.yearBuiltInvalid }).max(nextYear, { error: m.yearBuiltInvalid })),
  description: multiLineText().trim().max(MAX_DESCRIPTION, { error: m.descriptionTooLong }).default(''),
  features: z.array(singleLineText().trim().min(1).max(60)).max(MAX_FEATURES).default([]),
  featured: z.boolean().default(false),
  latitude: optionalNumber(z.number().min(-90).max(90)),
  longitude: optionalNumber(z.number().min(-180).max(180)),
  /** An existing seller, chosen from /user_search … */
  seller_id: recordId.nullable().optional(),
  /** … or a new one, invited by e-mail (becomes the seller once they set a password). */
  seller_invite: z
    .object({ name: requiredLine(m.sellerNameRequired, 120), email: z.email({ error: m.sellerEmailInvalid }).trim().toLowerCase() })
    .optional(),
  /**
   * Not in the spec: true saves the new listing as a draft, seen only by its listing side until published
   * (POST /properties/{id}/publish). Left out, a new listing is published at once, as the spec's clients expect;
   * an edit ignores it (a published listing never goes back to draft).
   */
  draft: z.boolean().optional(),
});
export type PropertyInput = z.input<typeof propertyInputSchema>;
export type PropertyValues = z.output<typeof propertyInputSchema>;

export const PROPERTY_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** A map edge in degrees; an empty field is no edge. */
function coordinate(min: number, max: number) {
  const message = m.mapAreaRange(min, max);
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    numeric(z.number({ error: message }).min(min, { error: message }).max(max, { error: message })).optional(),
  );
}

const flag = z.preprocess((value) => value === true || value === '1' || value === 'true', z.boolean()).optional();

/** GET /properties{query}: text search, filters, sort and server paging. Filters live in the browsing page's URL as the same keys. */
export const propertyListQuerySchema = pageQuerySchema.extend({
  q: singleLineText().trim().max(100).optional(),
  min_price: z.coerce.number().min(0).optional(),
  max_price: z.coerce.number().min(0).optional(),
  min_beds: z.coerce.number().int().min(0).max(100).optional(),
  min_baths: z.coerce.number().min(0).max(100).optional(),
  property_type: z.enum(PROPERTY_TYPES).optional(),
  status: z.enum(LISTING_STATUSES).optional(),
  sort: z.enum(PROPERTY_SORTS).default('newest'),
  /** Only the caller's own listings (/my-listings). */
  mine: flag,
  /** Only the caller's favourites. */
  favourites: flag,
  /** Only listings with an auction (bidding enabled on them), whatever its state. */
  auctions_only: flag,
  /** The map area: all four edges or none (see mapAreaIssue). */
  min_lat: coordinate(-90, 90),
  max_lat: coordinate(-90, 90),
  min_lng: coordinate(-180, 180),
  max_lng: coordinate(-180, 180),
}).superRefine((query, context) => {
  const issue = mapAreaIssue(query);
  if (issue) context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
});
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;

export const personSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  picture: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

/** The listing's realtor as the detail page introduces them: their public card beside how to reach them. */
export const listingRealtorSchema = personSchema.extend({
  dre_number: z.string().nullable(),
  brokerage: z.string().nullable(),
  bio: z.string().nullable(),
});
export type ListingRealtor = z.infer<typeof listingRealtorSchema>;

export const photoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
  is_cover: z.boolean(),
});
export type Photo = z.infer<typeof photoSchema>;

/** A transaction as a listing shows it: its id and where it stands. */
/** Where each of a listing's deals stands, and its price (the accepted bid, public in the bid history anyway). */
export const propertyTransactionRefSchema = z.object({ id: z.number().int(), status_id: z.number().int(), status: transactionStatusSchema, amount: z.number() });
export type PropertyTransactionRef = z.infer<typeof propertyTransactionRefSchema>;

/** A listing as lists show it (cards, tables, home lists). */
export const propertySummarySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string(),
  value: z.number(),
  property_type: z.enum(PROPERTY_TYPES),
  status: z.enum(LISTING_STATUSES),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().nullable(),
  living_area: z.number().int().nullable(),
  featured: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  seller_id: z.number().int().nullable(),
  realtor_id: z.number().int(),
  cover: photoSchema.nullable(),
  /** Whether the caller has favourited it (false for anonymous visitors). */
  favourite: z.boolean(),
  /** The property's auction as it stands now (read live, never from a cached list), or null when bidding is not enabled. */
  bidding_property: biddingPropertySchema.nullable(),
  /** When the listing went public; null for a draft (which only its listing side ever receives). */
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

/**
 * GET /properties{query}: one page of listings. Past RESULT_COUNT_CAP matches the total is not counted
 * exactly: it is a lower bound and total_is_estimate is true ("200+ homes", see formatResultCount).
 */
export const propertyPageSchema = pageSchema(propertySummarySchema).extend({ total_is_estimate: z.boolean() });
export type PropertyPage = z.infer<typeof propertyPageSchema>;

/** GET /properties/{id}: everything the public detail page and the edit form need. */
export const propertyDetailSchema = propertySummarySchema.extend({
  lot_size: z.number().int().nullable(),
  year_built: z.number().int().nullable(),
  description: z.string(),
  features: z.array(z.string()),
  photos: z.array(photoSchema),
  realtor: listingRealtorSchema,
  /** Only the listing side and admins see who the seller is. */
  seller: personSchema.nullable(),
  /** The invitation the listing side waits on, until the invited account accepts (null for everyone else). */
  seller_invitation: sellerInvitationRefSchema.nullable(),
  /**
   * The property's transactions, newest first: only their state, for everyone, because the page derives
   * "Expired" and whether a bid may be accepted from it (spec section 4). The parties see the rest under /property-transactions.
   */
  transactions: z.array(propertyTransactionRefSchema),
  /** What the caller may do here, so the page shows the right actions. */
  can_edit: z.boolean(),
  is_listing_side: z.boolean(),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

export { HOME_LIST_LIMITS } from './home-lists';
export const homeListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(24).optional() });

/** Type-ahead searches (/property_search, /user_search, /associate-user): short answers to short queries. */
export const TYPEAHEAD_LIMIT = 10;
export const typeaheadQuerySchema = z.object({
  query: singleLineText().trim().max(100).default(''),
  /** /user_search only: narrow to one role, e.g. Seller when picking a listing's seller. */
  role: singleLineText().trim().max(30).optional(),
});

export const favouriteInputSchema = z.object({ property_id: recordId });

/** POST /text-generator. */
export const textGeneratorInputSchema = z.object({
  property_id: recordId.optional(),
  /** The facts typed so far in the form (the listing may not exist yet). */
  facts: propertyInputSchema.partial().optional(),
  tone: z.enum(['warm', 'professional', 'luxury']).default('warm'),
});
export const textGeneratorResponseSchema = z.object({
  data: z.object({ text: z.string(), source: z.enum(['built-in', 'ai']) }),
  message: z.string(),
});

export const photoOrderSchema = z.object({
  /** Photo ids in their new order; the first is shown first. */
  order: z.array(recordId).min(1).max(100).optional(),
  cover_photo_id: recordId.optional(),
});

/** Photos: at most this many per listing, this many per upload, and this size each. */
export const MAX_PHOTOS_PER_LISTING = 40;
export const MAX_PHOTOS_PER_UPLOAD = 20;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** The short lists: home lists and type-aheads answer `{ data: [...] }`. */
export const propertyListResponseSchema = z.object({ data: z.array(propertySummarySchema) });

export const favouriteResponseSchema = z.object({
  message: z.string(),
  data: z.object({ property_id: z.number().int(), favourite: z.boolean() }),
});

/** /property_search: a listing as a type-ahead option. */
export const propertyOptionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  address: z.string(),
  value: z.number(),
});
/** /user_search and /associate-user: a person as a type-ahead option (never more than this). */
export const userOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Only to admins, or for someone the caller already works with or whose address they typed (docs/DECISIONS.md). */
  email: z.string().nullable(),
});
/** /user_search and /associate-user answer `{ data: [...] }`. */
export const userOptionsResponseSchema = z.object({ data: z.array(userOptionSchema) });

export const photosResponseSchema = z.object({ message: z.string(), data: z.array(photoSchema) });
export const propertyResponseSchema = z.object({ message: z.string().optional(), data: propertyDetailSchema });

/** GET /properties/address-check: another listing at the address typed into the form (a warning, never a block). */
export const addressCheckQuerySchema = z.object({
  street_address: singleLineText().trim().min(1).max(200),
  zip_code: singleLineText().trim().max(10).optional(),
  /** The listing being edited, which is not a duplicate of itself. */
  exclude_id: recordId.optional(),
});
export const addressMatchSchema = z.object({ id: z.number().int(), label: z.string(), address: z.string(), published: z.boolean() });
export type AddressMatch = z.infer<typeof addressMatchSchema>;
export const addressCheckResponseSchema = z.object({ data: z.array(addressMatchSchema) });
