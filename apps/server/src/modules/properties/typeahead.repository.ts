import { and, asc, eq, ilike, inArray, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { roles, userRoles, users } from '../accounts/accounts.schema';
import { propertyEvents } from '../insights/insights.schema';
import { propertyTransactions } from '../transactions/transactions.schema';
import { favourites, properties } from './properties.schema';
import { isPublished, textMatches } from './catalogue.repository';

const userOption = { id: users.id, name: users.name, email: users.email };

/** Public listings whose address, city, zip or title start with the words typed. */
export async function propertyOptions(db: Db, tsQuery: string, limit: number) {
  return db
    .select({ id: properties.id, label: properties.label, street_address: properties.street_address, city: properties.city, state: properties.state, zip_code: properties.zip_code, value: properties.value })
    .from(properties)
    .where(and(textMatches(tsQuery), notInArray(properties.status, ['withdrawn']), isPublished))
    .orderBy(asc(properties.street_address), asc(properties.id))
    .limit(limit);
}

/** `contains` is an ILIKE pattern for the name, `prefix` one for e-mail and user name (see likePattern). */
function personMatches(patterns: { contains: string; prefix: string }): SQL {
  return or(ilike(users.name, patterns.contains), ilike(users.email, patterns.prefix), ilike(users.user_name, patterns.prefix))!;
}

export async function userOptions(db: Db, options: { patterns: { contains: string; prefix: string }; role?: string; limit: number }) {
  const withRole = options.role
    ? inArray(
        users.id,
        db.select({ id: userRoles.user_id }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.role_id)).where(eq(roles.name, options.role)),
      )
    : undefined;
  return db
    .select(userOption)
    .from(users)
    .where(and(personMatches(options.patterns), withRole))
    .orderBy(asc(users.name), asc(users.id))
    .limit(options.limit);
}

/**
 * People linked to listings the caller manages (all listings for an admin): their sellers and everyone
 * signed in who favourited or viewed one, so the listing side can follow up with them.
 */
export async function associatedUsers(db: Db, options: { realtorId: number | null; excludeUserId: number; patterns: { contains: string; prefix: string }; limit: number }) {
  const managed = db
    .select({ id: properties.id })
    .from(properties)
    .where(options.realtorId === null ? undefined : eq(properties.realtor_id, options.realtorId));
  const sellers = db.select({ id: properties.seller_id }).from(properties).where(inArray(properties.id, managed));
  const fans = db.select({ id: favourites.user_id }).from(favourites).where(inArray(favourites.property_id, managed));
  const viewers = db.select({ id: propertyEvents.user_id }).from(propertyEvents).where(inArray(propertyEvents.property_id, managed));
  return db
    .select(userOption)
    .from(users)
    .where(
      and(
        or(inArray(users.id, sellers), inArray(users.id, fans), inArray(users.id, viewers)),
        ne(users.id, options.excludeUserId),
        personMatches(options.patterns),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(options.limit);
}

/**
 * Of these people, those the caller already works with: sellers of the caller's listings and the parties of
 * transactions on them. Their e-mail is no news to the caller; anyone else's is (docs/DECISIONS.md).
 */
export async function connectedPeople(db: Db, callerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const sellers = db.select({ id: properties.seller_id }).from(properties).where(eq(properties.realtor_id, callerId));
  const buyers = db.select({ id: propertyTransactions.buyer_id }).from(propertyTransactions).where(eq(propertyTransactions.realtor_id, callerId));
  const transactionSellers = db.select({ id: propertyTransactions.seller_id }).from(propertyTransactions).where(eq(propertyTransactions.realtor_id, callerId));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), or(inArray(users.id, sellers), inArray(users.id, buyers), inArray(users.id, transactionSellers))));
  return new Set(rows.map((row) => row.id));
}
