import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import type { forgotPasswordSchema, passwordUpdateSchema, resetPasswordSchema } from '@openhouse/shared/accounts/schemas';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { digest } from '../../platform/auth/tokens';
import { passwordResetRequested } from './accounts.events';
import { invalidField, notFound } from '../../platform/http/errors';
import { consumeCode, consumeCodesOf, findCodeByHash, findUserById, revokeAllTokens, updateUser } from './accounts.repository';
import { hashPassword, verifyPassword } from './passwords';
import { endSessions } from './sessions';

/**
 * POST /forgot-password: the same answer, after the same work, whether or not the account exists: the
 * request only records the event; the link is made and mailed after the answer (password-reset-mail.ts).
 */
export async function requestPasswordReset(platform: Platform, input: z.output<typeof forgotPasswordSchema>): Promise<{ message: string }> {
  await platform.events.publish(passwordResetRequested, { email: input.email }, { wait: false });
  return { message: m.resetRequested };
}

/** POST /reset-password: a single-use, expiring link sets a new password and ends every session, sockets included. */
export async function resetPassword(platform: Platform, input: z.output<typeof resetPasswordSchema>): Promise<{ message: string }> {
  const code = await findCodeByHash(platform.db, 'password_reset', digest(input.token));
  if (!code || code.consumed_at || code.expires_at <= new Date()) throw invalidField('token', m.resetInvalid);
  const passwordHash = await hashPassword(input.password);
  const ended = await platform.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code.id))) throw invalidField('token', m.resetInvalid);
    // Proving control of the mailbox also verifies the address; a sign-up code still pending is then void.
    const user = await findUserById(tx, code.user_id);
    await updateUser(tx, code.user_id, { password_hash: passwordHash, email_verified_at: user?.email_verified_at ?? new Date() });
    await consumeCodesOf(tx, code.user_id, 'email');
    return revokeAllTokens(tx, code.user_id);
  });
  await endSessions(platform, { tokens: ended });
  return { message: m.resetDone };
}

/** POST /password/update: the current password is required; other sessions end, and their sockets with them. */
export async function updatePassword(platform: Platform, actor: Actor, input: z.output<typeof passwordUpdateSchema>): Promise<{ message: string }> {
  const user = await findUserById(platform.db, actor.id);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.password_hash, input.current_password))) throw invalidField('current_password', m.currentPasswordWrong);
  const passwordHash = await hashPassword(input.password);
  const ended = await platform.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { password_hash: passwordHash });
    return revokeAllTokens(tx, user.id, actor.tokenId);
  });
  await endSessions(platform, { tokens: ended });
  return { message: m.passwordUpdated };
}
