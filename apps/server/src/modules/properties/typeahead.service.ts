import { formatAddress, TYPEAHEAD_LIMIT } from '@openhouse/shared/properties/listing';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { isAdmin } from '../../platform/access/access';
import { likePattern, toPrefixQuery } from './property-search';
import { associatedUsers, connectedPeople, propertyOptions, userOptions } from './typeahead.repository';

type Options<T> = { data: T[] };
type UserOption = { id: number; name: string; email: string | null };

function patternsFor(query: string) {
  return { contains: likePattern(query, 'contains'), prefix: likePattern(query, 'prefix') };
}

/** GET /property_search: public listings by address, city, zip or title. */
export async function searchProperties(platform: Platform, query: string): Promise<Options<{ id: number; label: string; address: string; value: number }>> {
  const tsQuery = toPrefixQuery(query);
  if (!tsQuery) return { data: [] };
  const rows = await propertyOptions(platform.db, tsQuery, TYPEAHEAD_LIMIT);
  return { data: rows.map((row) => ({ id: row.id, label: row.label, address: formatAddress(row), value: row.value })) };
}

/** GET /user_search: staff pick people (e.g. a listing's seller) by name, e-mail or user name. */
export async function searchUsers(platform: Platform, actor: Actor, query: { query: string; role?: string }): Promise<Options<UserOption>> {
  if (query.query === '') return { data: [] };
  const rows = await userOptions(platform.db, { patterns: patternsFor(query.query), role: query.role, limit: TYPEAHEAD_LIMIT });
  return { data: await withVisibleEmails(platform, actor, query.query, rows) };
}

/**
 * A people search answers names to anyone on staff, but an e-mail only to admins, for people the caller
 * already works with, or for the address the caller typed in full: a sign-up as a realtor must not be a
 * way to collect everyone's address (docs/DECISIONS.md).
 */
async function withVisibleEmails(platform: Platform, actor: Actor, typed: string, rows: { id: number; name: string; email: string }[]): Promise<UserOption[]> {
  if (isAdmin(actor)) return rows;
  const connected = await connectedPeople(platform.db, actor.id, rows.map((row) => row.id));
  const address = typed.trim().toLowerCase();
  return rows.map((row) => ({ ...row, email: connected.has(row.id) || row.email === address ? row.email : null }));
}

/** GET /associate-user: people linked to the caller's listings (sellers, and users who favourited or viewed them). */
export async function searchAssociates(platform: Platform, actor: Actor, query: string): Promise<Options<UserOption>> {
  if (query === '') return { data: [] };
  const realtorId = isAdmin(actor) ? null : actor.id;
  const rows = await associatedUsers(platform.db, { realtorId, excludeUserId: actor.id, patterns: patternsFor(query), limit: TYPEAHEAD_LIMIT });
  return { data: await withVisibleEmails(platform, actor, query, rows) };
}
