import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from './accounts.schema';
import { revokeAllTokens } from './accounts.repository';

/**
 * What the admin module may read and change of an account: who it is, its roles and whether it may sign in.
 * Accounts owns the users table; admin asks here, never its repository (docs/ARCHITECTURE.md, Module boundaries).
 */
export type AccountSummary = {
  id: number;
  name: string;
  email: string;
  user_name: string;
  roles: string[];
  disabled_at: Date | null;
  created_at: Date;
};

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  user_name: users.user_name,
  // Spelled out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
  roles: sql<string[]>`coalesce((select array_agg(r.name order by r.id) from user_roles ur inner join roles r on r.id = ur.role_id
    where ur.user_id = "users"."id"), '{}')`,
  disabled_at: users.disabled_at,
  created_at: users.created_at,
};

const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Accounts whose name or e-mail contains the text (all when empty), by name, one window of them and the total. */
export async function searchAccounts(db: Db, text: string, window: { limit: number; offset: number }): Promise<{ rows: AccountSummary[]; total: number }> {
  const where = text ? or(ilike(users.name, likeContains(text)), ilike(users.email, likeContains(text))) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select(summaryColumns).from(users).where(where).orderBy(asc(users.name), asc(users.id)).limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAccounts(db: Db, ids: readonly number[]): Promise<AccountSummary[]> {
  if (ids.length === 0) return [];
  return db.select(summaryColumns).from(users).where(inArray(users.id, [...ids]));
}

/**
 * Disables or re-enables an account inside the caller's transaction. Disabling revokes every live token in the
 * same write, so no request after the commit gets through; the caller then ends the sessions the caches hold.
 * Answers the account as it is now, or null when it was already in that state (nothing written).
 */
export async function setAccountDisabled(tx: Db, userId: number, disabled: boolean): Promise<AccountSummary | null> {
  const [changed] = await tx
    .update(users)
    .set({ disabled_at: disabled ? new Date() : null, updated_at: new Date() })
    .where(and(eq(users.id, userId), disabled ? isNull(users.disabled_at) : sql`${users.disabled_at} is not null`))
    .returning({ id: users.id });
  if (!changed) return null;
  if (disabled) await revokeAllTokens(tx, userId);
  const [account] = await findAccounts(tx, [userId]);
  return account ?? null;
}
