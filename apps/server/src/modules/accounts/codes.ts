import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import type { Db } from '../../platform/db/client';
import { AppError, invalidField } from '../../platform/http/errors';
import { digest, numericCode, sameDigest } from '../../platform/auth/tokens';
import { consumeCode, countWrongAttempt, liveCode, replaceCode, type CodePurpose, type CodeRow } from './accounts.repository';

/** Wrong guesses a code survives; after that only a new code helps (docs/DECISIONS.md). */
export const MAX_CODE_ATTEMPTS = 5;
export const SMS_CODE_SECONDS = 600;
export const EMAIL_CODE_SECONDS = 24 * 60 * 60;

/** Creates a fresh numeric code for a purpose, replacing any live one. Returns the plain code to send. */
export async function createCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  seconds: number,
  target: string | null = null,
): Promise<{ code: string; row: CodeRow }> {
  const code = numericCode(6);
  const row = await replaceCode(db, {
    user_id: userId,
    purpose,
    code_hash: digest(`${purpose}:${userId}:${code}`),
    expires_at: new Date(Date.now() + seconds * 1000),
    target,
  });
  return { code, row };
}

/**
 * Checks a typed code against the live one and consumes it. Wrong guesses are counted; the fifth
 * kills the code. `failure` is the message for a wrong or dead code.
 */
export async function checkCode(db: Db, userId: number, purpose: CodePurpose, typed: string, failure: string, field = 'code'): Promise<CodeRow> {
  const live = await liveCode(db, userId, purpose);
  if (!live) throw invalidField(field, failure);
  if (live.attempts >= MAX_CODE_ATTEMPTS) throw new AppError(429, m.otpTooManyTries, { [field]: [m.otpTooManyTries] });
  if (!sameDigest(live.code_hash, digest(`${purpose}:${userId}:${typed}`))) {
    await countWrongAttempt(db, live.id);
    throw invalidField(field, failure);
  }
  // Two requests racing with the same right code: only one consumes it.
  if (!(await consumeCode(db, live.id))) throw invalidField(field, failure);
  return live;
}
