import { escapeHtml } from '@openhouse/shared/format/html';
import type { Platform } from '../../platform/context';
import { digest, newToken } from '../../platform/auth/tokens';
import { passwordResetRequested } from './accounts.events';
import { findUserByEmail, replaceCode } from './accounts.repository';

const RESET_SECONDS = 60 * 60;

/**
 * The reset link is made and mailed after the request has answered: the request only records the event,
 * the same single write for a known and an unknown address, so its timing tells nobody which is which.
 * A retried delivery makes a new link (the old one is replaced), so at most one link is ever live.
 */
export function subscribePasswordResetMail(platform: Platform): void {
  platform.events.on(passwordResetRequested, 'reset-mail', async ({ email }) => {
    const user = await findUserByEmail(platform.db, email);
    if (!user) return;
    const token = newToken();
    await replaceCode(platform.db, { user_id: user.id, purpose: 'password_reset', code_hash: digest(token), expires_at: new Date(Date.now() + RESET_SECONDS * 1000) });
    const link = `${platform.config.publicUrl}/auth/reset-password?token=${token}`;
    await platform.mailer.send({
      to: user.email,
      subject: 'Reset your Openhouse password',
      text: `Hi ${user.name},\n\nSomeone asked to reset the password of your Openhouse account. If it was you, open this link within an hour:\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
      html: `<p>Hi ${escapeHtml(user.name)},</p><p>Someone asked to reset the password of your Openhouse account. If it was you, open this link within an hour:</p><p><a href="${link}">Reset my password</a></p><p>If it was not you, ignore this e-mail; your password stays as it is.</p>`,
    });
  });
}
