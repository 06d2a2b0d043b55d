import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { authTokens } from '../../platform/auth/auth.schema';
import type { Db } from '../../platform/db/client';
import { roles, userRoles, users, verificationCodes } from './accounts.schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type CodeRow = typeof verificationCodes.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUsersByIds(db: Db, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, [...ids]));
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserByUserName(db: Db, userName: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.user_name, userName.toLowerCase())).limit(1);
  return row;
}

/** The user's row, locked until the transaction ends: decisions about its e-mail codes are taken one at a time. */
export async function lockUser(tx: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

/** The accounts of these e-mails (lower-cased, as stored), in one query. */
export async function findUsersByEmails(db: Db, emails: readonly string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return db.select().from(users).where(inArray(users.email, emails.map((email) => email.toLowerCase())));
}

/** Which of these user names are taken, in one query. */
export async function takenUserNames(db: Db, userNames: readonly string[]): Promise<Set<string>> {
  if (userNames.length === 0) return new Set();
  const rows = await db.select({ userName: users.user_name }).from(users).where(inArray(users.user_name, [...userNames]));
  return new Set(rows.map((row) => row.userName));
}

/** The new users, in one statement; one whose e-mail or user name was taken meanwhile (a concurrent insert won) is left out. */
export async function insertUsersIfFree(db: Db, newUsers: readonly NewUser[]): Promise<UserRow[]> {
  if (newUsers.length === 0) return [];
  return db.insert(users).values([...newUsers]).onConflictDoNothing().returning();
}

export async function updateUser(db: Db, id: number, changes: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ ...changes, updated_at: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

function prepareUserWithRoles(db: Db) {
  return db
    .select({
      user: users,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
      roles: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id)
        from user_roles ur inner join roles r on r.id = ur.role_id
        where ur.user_id = "users"."id"), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_with_roles');
}

/** Prepared once per database handle: every GET /me asks it, and building the select costs more than running it. */
const userWithRolesQueries = new WeakMap<Db, ReturnType<typeof prepareUserWithRoles>>();

/** A user and their roles (ordered by id) in one round trip. */
export async function findUserWithRoles(db: Db, id: number): Promise<{ user: UserRow; roles: { id: number; name: string }[] } | undefined> {
  let query = userWithRolesQueries.get(db);
  if (!query) userWithRolesQueries.set(db, (query = prepareUserWithRoles(db)));
  const [row] = await query.execute({ id });
  return row;
}

export async function rolesOf(db: Db, userId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, userId))
    .orderBy(roles.id);
}

/** Gives a user a role by name, creating the role row the first time it is used. */
export async function grantRole(db: Db, userId: number, roleName: string): Promise<void> {
  await grantRoleToUsers(db, [userId], roleName);
}

/** grantRole for many users at once: three statements however many there are. */
export async function grantRoleToUsers(db: Db, userIds: readonly number[], roleName: string): Promise<void> {
  if (userIds.length === 0) return;
  await db.insert(roles).values({ name: roleName }).onConflictDoNothing();
  const [role] = await db.select().from(roles).where(eq(roles.name, roleName)).limit(1);
  await db
    .insert(userRoles)
    .values(userIds.map((userId) => ({ user_id: userId, role_id: role!.id })))
    .onConflictDoNothing();
}

/**
 * Stores a token unless its user is disabled, answering whether it did. The user's row is read FOR SHARE, so a
 * sign-in racing an admin's disable waits for it: either its token exists before the disable revokes them all,
 * or it sees the account disabled. A plain read first would let a token slip in between.
 */
export async function insertTokenUnlessDisabled(db: Db, token: typeof authTokens.$inferInsert): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ disabledAt: users.disabled_at }).from(users).where(eq(users.id, token.user_id)).for('share');
    if (!user || user.disabledAt) return false;
    await tx.insert(authTokens).values(token);
    return true;
  });
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revoked_at: new Date() }).where(eq(authTokens.id, tokenId));
}

/**
 * Ends every session of a user, but for `keepTokenId` when given (the one changing the password).
 * Answers the ids of the tokens it ended, whose realtime sockets must be dropped too.
 */
export async function revokeAllTokens(db: Db, userId: number, keepTokenId?: number): Promise<number[]> {
  const rows = await db
    .update(authTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at), keepTokenId ? ne(authTokens.id, keepTokenId) : undefined))
    .returning({ id: authTokens.id });
  return rows.map((row) => row.id);
}

/** Replaces any live code of this purpose: only the newest code works. */
type NewCode = { user_id: number; purpose: CodePurpose; code_hash: string; expires_at: Date; target?: string | null };

export async function replaceCode(db: Db, code: NewCode): Promise<CodeRow> {
  const [row] = await replaceCodes(db, code.purpose, [code]);
  return row!;
}

/** replaceCode for many users at once (an import's invitations), in two statements. */
export async function replaceCodes(db: Db, purpose: CodePurpose, codes: readonly Omit<NewCode, 'purpose'>[]): Promise<CodeRow[]> {
  if (codes.length === 0) return [];
  await db
    .update(verificationCodes)
    .set({ consumed_at: new Date() })
    .where(and(inArray(verificationCodes.user_id, codes.map((code) => code.user_id)), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumed_at)));
  return db
    .insert(verificationCodes)
    .values(codes.map((code) => ({ ...code, purpose })))
    .returning();
}

/** Spends every live code of one purpose (e.g. the e-mail codes once the address is verified). */
export async function consumeCodesOf(db: Db, userId: number, purpose: CodePurpose): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumed_at: new Date() })
    .where(and(eq(verificationCodes.user_id, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumed_at)));
}

/** Marks the e-mail verified; an address verified earlier is left exactly as it is. */
export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  const now = new Date();
  await db.update(users).set({ email_verified_at: now, updated_at: now }).where(and(eq(users.id, userId), isNull(users.email_verified_at)));
}

/** Drops every code a user has, of any purpose (their e-mail was proven another way). */
export async function deleteCodesOf(db: Db, userId: number): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.user_id, userId));
}

/** The newest unconsumed, unexpired code of a purpose. */
export async function liveCode(db: Db, userId: number, purpose: CodePurpose): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.user_id, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumed_at),
        gt(verificationCodes.expires_at, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row;
}

export async function findCodeByHash(db: Db, purpose: CodePurpose, codeHash: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.code_hash, codeHash)))
    .limit(1);
  return row;
}

export async function countWrongAttempt(db: Db, codeId: number): Promise<void> {
  await db.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} + 1` }).where(eq(verificationCodes.id, codeId));
}

export async function consumeCode(db: Db, codeId: number): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumed_at: new Date() })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumed_at)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Moves the accepted TOTP step forward only; answers false when the step was already used. */
export async function advanceTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totp_last_step: step })
    .where(and(eq(users.id, userId), sql`coalesce(${users.totp_last_step}, -1) < ${step}`))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function tokenIsRemembered(db: Db, tokenId: number): Promise<boolean> {
  const [row] = await db.select({ remember: authTokens.remember }).from(authTokens).where(eq(authTokens.id, tokenId));
  return row?.remember === 1;
}

/** Whether the user has signed in before, and whether ever from this browser (user agent). */
export async function signInHistory(db: Db, userId: number, userAgent: string | null): Promise<{ any: boolean; fromAgent: boolean }> {
  const rows = await db
    .select({ agent: authTokens.user_agent })
    .from(authTokens)
    .where(and(eq(authTokens.user_id, userId), eq(authTokens.kind, 'access')))
    .limit(500);
  return { any: rows.length > 0, fromAgent: rows.some((row) => row.agent === userAgent) };
}
