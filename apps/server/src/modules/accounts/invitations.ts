import { escapeHtml } from '@openhouse/shared/format/html';
import { httpMessages } from '@openhouse/shared/http/messages';
import type { RoleName } from '@openhouse/shared/roles/roles';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { digest, newToken } from '../../platform/auth/tokens';
import { conflict } from '../../platform/http/errors';
import { findUserByEmail, findUserById, findUserByUserName, grantRole, insertUserIfFree, replaceCode, type UserRow } from './accounts.repository';
import { refreshSessions } from './sessions';

/** An invitation link stays usable for a week: the invitee may not read their mail the same hour. */
const INVITE_SECONDS = 7 * 24 * 60 * 60;

/** Rounds of find-or-create before two racing invitations give up (each lost round means the other won). */
const INSERT_ATTEMPTS = 3;

/** The invited user; `token` (the set-password link's) only when the account was created by the invitation. */
export type Invitee = { user: UserRow; token: string | null };

async function freeUserName(db: Db, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'user').toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 20).padEnd(4, '0');
  if (!(await findUserByUserName(db, base))) return base;
  for (;;) {
    const candidate = `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await findUserByUserName(db, candidate))) return candidate;
  }
}

/**
 * Someone a staff member brings in by e-mail (a listing's seller, a vendor). An existing account is only
 * found: it gains the role when it accepts (grantInvitedRole), since nobody may be handed a role, and the
 * records it opens, without saying yes. A new one is created unverified and without a password, with the
 * role and a set-password link that reuses the password-reset machinery (opening it proves the mailbox and
 * verifies the address); choosing the password is its acceptance.
 * Runs inside the caller's transaction; send the e-mail with sendInvitation once it has committed.
 */
export async function inviteUser(tx: Db, invite: { name: string; email: string; role: RoleName }): Promise<Invitee> {
  // Two invitations of one new address at once (two listings saved together) both find no account; the
  // second insert then waits for the first and does nothing, and the next round finds the account it made.
  // A user name taken meanwhile is the other way to lose the race: the next round picks another.
  for (let attempt = 1; ; attempt += 1) {
    const existing = await findUserByEmail(tx, invite.email);
    if (existing) return { user: existing, token: null };
    const user = await insertUserIfFree(tx, {
      email: invite.email.toLowerCase(),
      name: invite.name,
      user_name: await freeUserName(tx, invite.email),
      password_hash: null,
      enabled: 0,
      email_verified_at: null,
    });
    if (!user) {
      if (attempt === INSERT_ATTEMPTS) throw conflict(httpMessages.serverError);
      continue;
    }
    await grantRole(tx, user.id, invite.role);
    const token = newToken();
    await replaceCode(tx, { user_id: user.id, purpose: 'password_reset', code_hash: digest(token), expires_at: new Date(Date.now() + INVITE_SECONDS * 1000) });
    return { user, token };
  }
}

/**
 * An account an earlier invitation created whose owner has not chosen a password (nor verified the address):
 * nobody can answer for it yet, and choosing the password is how its owner accepts everything it was
 * invited to, so a further invitation counts as the first one did.
 */
export function isUnclaimed(user: Pick<UserRow, 'password_hash' | 'email_verified_at'>): boolean {
  return user.password_hash === null && user.email_verified_at === null;
}

/** An existing account that accepted an invitation gains its role (a no-op when it has it), in the caller's transaction. */
export async function grantInvitedRole(tx: Db, userId: number, role: RoleName): Promise<void> {
  await grantRole(tx, userId, role);
}

/**
 * Once the acceptance's transaction has committed: the role is there at once on every instance (cached
 * sessions still carry the old roles).
 */
export async function invitationAccepted(platform: Platform, userId: number): Promise<void> {
  await refreshSessions(platform, userId);
}

/** The invitation e-mail of a new account: who invited them, why, and the link to choose a password. */
export async function sendInvitation(platform: Platform, invitee: Invitee & { token: string }, context: { invitedBy: string; reason: string }): Promise<void> {
  const link = `${platform.config.publicUrl}/auth/reset-password?token=${invitee.token}`;
  const name = invitee.user.name;
  await platform.mailer.send({
    to: invitee.user.email,
    subject: `${context.invitedBy} invited you to Openhouse`,
    text: `Hi ${name},\n\n${context.invitedBy} ${context.reason} on Openhouse. Choose a password to open your account (the link works for 7 days):\n${link}\n\nIf you did not expect this, you can ignore this e-mail.`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(context.invitedBy)} ${escapeHtml(context.reason)} on Openhouse. Choose a password to open your account (the link works for 7 days):</p><p><a href="${link}">Choose my password</a></p><p>If you did not expect this, you can ignore this e-mail.</p>`,
  });
}

/**
 * An invitation e-mail sent from an event's delivery, after the invitation committed: a fresh
 * set-password link replaces the one inviteUser wrote, so the link never sits in the event's payload and a
 * retried delivery leaves one live link. Nothing is sent once the account is claimed.
 */
export async function mailInvitationLink(platform: Platform, userId: number, context: { invitedBy: string; reason: string }): Promise<void> {
  const user = await findUserById(platform.db, userId);
  if (!user || !isUnclaimed(user)) return;
  const token = newToken();
  await replaceCode(platform.db, { user_id: user.id, purpose: 'password_reset', code_hash: digest(token), expires_at: new Date(Date.now() + INVITE_SECONDS * 1000) });
  await sendInvitation(platform, { user, token }, context);
}
