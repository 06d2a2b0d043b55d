import type { RoleName } from '@openhouse/shared/roles/roles';
import { and, asc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
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

/**
 * A realtor or agent by user name (case-insensitive; user names are stored lowercased), for their public
 * scheduling page. Anyone else is not found: buyers, sellers and vendors have no booking page.
 */
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
  const rows = await db.select({ name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.role_id)).where(eq(userRoles.user_id, id));
  return rows.map((row) => row.name);
}
