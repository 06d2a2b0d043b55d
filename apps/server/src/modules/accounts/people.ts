import type { RoleName } from '@openhouse/shared/roles/roles';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
};

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  phone_verified_at: users.phone_verified_at,
  picture: users.picture,
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

export async function hasRole(db: Db, id: number, role: RoleName): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(and(eq(userRoles.user_id, id), eq(roles.name, role)))
    .limit(1);
  return Boolean(row);
}

/** The names of a person's roles: what their default notification settings follow. */
export async function roleNamesOf(db: Db, id: number): Promise<string[]> {
  const rows = await db.select({ name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.role_id)).where(eq(userRoles.user_id, id));
  return rows.map((row) => row.name);
}
