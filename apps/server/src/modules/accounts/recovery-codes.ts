import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@openhouse/shared/accounts/recovery-code-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../platform/db/client';
import { digest } from '../../platform/auth/tokens';
import { recoveryCodes } from './accounts.schema';

/*
 * Recovery codes (ours): an authenticator user who loses the phone signs in with one of these in place of
 * the six-digit code. Fifty random bits each, so a digest (not a slow hash) is enough; the login route's
 * rate limit bounds guessing.
 */

const codeDigest = (userId: number, normalized: string) => digest(`recovery:${userId}:${normalized}`);

function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** A fresh set replacing every earlier code of the user; the codes are answered this once and never kept. */
export async function issueRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ user_id: userId, code_hash: codeDigest(userId, code.replace('-', '')) })));
  return codes;
}

/** Spends an unused code (normalized: lower case, no hyphen); false when it is unknown or already used. */
export async function spendRecoveryCode(db: Db, userId: number, normalized: string): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ used_at: new Date() })
    .where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, codeDigest(userId, normalized)), isNull(recoveryCodes.used_at)))
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

export async function dropRecoveryCodes(tx: Db, userId: number): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
}
