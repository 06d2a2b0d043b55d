import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { isPublished } from './catalogue.repository';
import { properties } from './properties.schema';

/** Written as normalizeAddress (shared listing-labels.ts) writes the typed address: trimmed, one space, lower case. */
const normalizedStreet = sql`lower(regexp_replace(trim(${properties.street_address}), '\\s+', ' ', 'g'))`;

export type AddressCheck = {
  street: string;
  /** The first five digits of a zip code, when one was typed: the same street in another town is another home. */
  zip5?: string;
  excludeId?: number;
  /** Whose own listings (drafts and withdrawn ones included) count besides the public ones; null for an admin, who sees all. */
  viewerId: number | null;
};

/** Listings at this address the viewer may know of, newest first; at most a few, as a warning names them. */
export async function findListingsAtAddress(db: Db, check: AddressCheck, limit = 5) {
  const visible: SQL | undefined =
    check.viewerId === null
      ? undefined
      : or(and(isPublished, ne(properties.status, 'withdrawn')), eq(properties.realtor_id, check.viewerId), eq(properties.seller_id, check.viewerId));
  return db
    .select({
      id: properties.id,
      label: properties.label,
      street_address: properties.street_address,
      city: properties.city,
      state: properties.state,
      zip_code: properties.zip_code,
      published_at: properties.published_at,
    })
    .from(properties)
    .where(
      and(
        sql`${normalizedStreet} = ${check.street}`,
        check.zip5 ? sql`left(${properties.zip_code}, 5) = ${check.zip5}` : undefined,
        check.excludeId !== undefined ? ne(properties.id, check.excludeId) : undefined,
        visible,
      ),
    )
    .orderBy(desc(properties.created_at), desc(properties.id))
    .limit(limit);
}
