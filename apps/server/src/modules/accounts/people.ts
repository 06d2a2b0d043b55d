import type { RoleName } from '@openhouse/shared/roles/roles';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { roles, userRoles, users } from './accounts.schema';

/**
 * How every other module sees a user: who they are and how to reach them, never their credentials.
 * Accounts owns the users table; listings, documents, bidding, transactions and notifications ask here.
 */
export type Person = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  /** Texts go only to a verified number. */
  phone_verified_at: Date | null;
  picture: string | null;
  /** The zone chosen in settings (null until chosen): e-mails to this person show times in it. */
  timezone: string | null;
};

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  phone_verified_at: users.phone_verified_at,
  picture: users.picture,
  timezone: users.timezone,
};

export async function findPerson(db: Db, id: number): Promise<Person | null> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The people among these ids, in no particular order; unknown ids are left out. */
export async function findPeople(db: Db, ids: readonly number[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  return db.select(personColumns).from(users).where(inArray(users.id, [...ids]));
}

/** A realtor's public card (licence number, brokerage, bio): what their listings show beside their name. */
export type RealtorCard = { dre_number: string | null; brokerage: string | null; bio: string | null };

export async function findRealtorCard(db: Db, id: number): Promise<RealtorCard | null> {
  const [row] = await db.select({ dre_number: users.dre_number, brokerage: users.brokerage, bio: users.bio }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function hasRole(db: Db, id: number, role: RoleName): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(and(eq(userRoles.user_id, id), eq(roles.name, role)))
    .limit(1);
  return Boolean(row);
}

/** Of `ids`, those holding one of `names`. */
export async function peopleWithAnyRole(db: Db, ids: readonly number[], names: readonly RoleName[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: userRoles.user_id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(and(inArray(userRoles.user_id, [...ids]), inArray(roles.name, [...names])));
  return new Set(rows.map((row) => row.id));
}

/**
 * People with a role whose name contains the text (already escaped for ILIKE), by name: the agent list
 * buyers pick a realtor to message from. Verified accounts only, so invitees who never signed in are left out.
 */
export async function findPeopleWithRole(db: Db, role: RoleName, namePattern: string, limit: number): Promise<Person[]> {
  return db
    .select(personColumns)
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.role_id), eq(roles.name, role)))
    .where(and(sql`${users.name} ilike ${namePattern}`, isNotNull(users.email_verified_at)))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

/**
 * People holding a role whose name, e-mail or user name contains `search` (case-insensitive), by name, at most
 * `limit`; `within` narrows to those ids. The vendor and seller pickers of projects ask here.
 */
export async function searchPeopleWithRole(
  db: Db,
  role: RoleName,
  options: { search?: string; within?: readonly number[]; limit: number },
): Promise<(Person & { user_name: string })[]> {
  if (options.within && options.within.length === 0) return [];
  const pattern = options.search ? `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({ ...personColumns, user_name: users.user_name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.role_id), eq(roles.name, role)))
    .where(
      and(
        options.within ? inArray(users.id, [...options.within]) : undefined,
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.user_name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.name))
    .limit(options.limit);
}

/** A user's public face (uuid for calendar links), for the public pages that introduce a realtor. */
export async function findPublicProfile(db: Db, id: number): Promise<(Person & { uuid: string; user_name: string }) | null> {
  const [row] = await db.select({ ...personColumns, uuid: users.uuid, user_name: users.user_name }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** A user by their public uuid (the calendar link's userUuid), with it; null for none. */
export async function findPersonByUuid(db: Db, uuid: string): Promise<(Person & { uuid: string }) | null> {
  const [row] = await db.select({ ...personColumns, uuid: users.uuid }).from(users).where(eq(users.uuid, uuid)).limit(1);
  return row ?? null;
}

/**
 * A realtor or agent by user name (case-insensitive; user names are stored lowercased), for their public
 * scheduling page. Anyone else is not found: buyers, sellers and vendors have no booking page.
 */
/** A person's user name, which their public pages are reached by (null for an unknown id). */
export async function findUserName(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ user_name: users.user_name }).from(users).where(eq(users.id, id)).limit(1);
  return row?.user_name ?? null;
}

export async function findAgentByUserName(db: Db, userName: string): Promise<(Person & { user_name: string }) | null> {
  const [row] = await db
    .select({ ...personColumns, user_name: users.user_name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.role_id), inArray(roles.name, ['Realtor', 'Agent'])))
    .where(eq(users.user_name, userName.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The names of a person's roles: what their default notification settings follow. */
export async function roleNamesOf(db: Db, id: number): Promise<string[]> {
  return (await roleNamesOfPeople(db, [id])).get(id) ?? [];
}

/** roleNamesOf for many people in one statement (everyone one event tells); someone with no role has an empty list. */
export async function roleNamesOfPeople(db: Db, ids: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return names;
  const rows = await db
    .select({ userId: userRoles.user_id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(inArray(userRoles.user_id, [...ids]));
  for (const row of rows) names.get(row.userId)?.push(row.name);
  return names;
}

/**
 * The agents directory (/agents): verified realtors and agents whose name, user name or brokerage contains
 * `search`, by name, a page at a time, with the public card (picture, brokerage, licence) and their booking name.
 */
export async function agentDirectoryPage(db: Db, options: { search?: string; limit: number; offset: number }) {
  const pattern = options.search ? `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const agentRole = sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.role_id}
    where ${userRoles.user_id} = ${users.id} and ${roles.name} in ('Realtor', 'Agent'))`;
  const where = and(agentRole, isNotNull(users.email_verified_at), isNull(users.disabled_at), pattern ? or(ilike(users.name, pattern), ilike(users.user_name, pattern), ilike(users.brokerage, pattern)) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const rows = await db
    .select({ id: users.id, name: users.name, picture: users.picture, user_name: users.user_name, brokerage: users.brokerage, dre_number: users.dre_number })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  return { rows, total: Number(total) };
}

/** The person whose account has this e-mail (stored lower-cased), or null. */
export async function findPersonByEmail(db: Db, email: string): Promise<Person | null> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}
