import { escapeHtml } from '@openhouse/shared/format/html';
import { httpMessages } from '@openhouse/shared/http/messages';
import type { RoleName } from '@openhouse/shared/roles/roles';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { digest, newToken } from '../../platform/auth/tokens';
import { AppError, conflict } from '../../platform/http/errors';
import type { MailMessage } from '../../platform/mail/mailer';
import { findUsersByEmails, findUsersByIds, grantRole, grantRoleToUsers, insertUsersIfFree, replaceCode, replaceCodes, takenUserNames, type UserRow } from './accounts.repository';
import { refreshSessions } from './sessions';

/** An invitation link stays usable for a week: the invitee may not read their mail the same hour. */
const INVITE_SECONDS = 7 * 24 * 60 * 60;

/** Rounds of find-or-create before two racing invitations give up (each lost round means the other won). */
const INSERT_ATTEMPTS = 3;

/** The invited user; `token` (the set-password link's) only when the account was created by the invitation. */
export type Invitee = { user: UserRow; token: string | null };

/** An account an invitation found or made; `created` when this invitation made it. */
export type InvitedAccount = { user: UserRow; created: boolean };

const baseUserName = (email: string) => (email.split('@')[0] ?? 'user').toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 20).padEnd(4, '0');

/**
 * A free user name for each e-mail: its local part, or that with four random digits when the part is taken,
 * in the database or by an earlier e-mail of the list (the list is served in order, as if invited one by one).
 * Each round checks every undecided candidate in one query.
 */
async function freeUserNames(db: Db, emails: readonly string[]): Promise<string[]> {
  const bases = emails.map(baseUserName);
  const names = [...bases];
  const decided = new Set<string>();
  let undecided = names.map((_, index) => index);
  while (undecided.length > 0) {
    const taken = await takenUserNames(db, undecided.map((index) => names[index]!));
    undecided = undecided.filter((index) => {
      const name = names[index]!;
      if (!taken.has(name) && !decided.has(name)) {
        decided.add(name);
        return false;
      }
      names[index] = `${bases[index]}${Math.floor(1000 + Math.random() * 9000)}`;
      return true;
    });
  }
  return names;
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
  const account = (await inviteUsers(tx, [invite], invite.role)).get(invite.email.toLowerCase())!;
  if (account instanceof AppError) throw account;
  if (!account.created) return { user: account.user, token: null };
  const token = newToken();
  await replaceCode(tx, { user_id: account.user.id, purpose: 'password_reset', code_hash: digest(token), expires_at: new Date(Date.now() + INVITE_SECONDS * 1000) });
  return { user: account.user, token };
}

/**
 * inviteUser's accounts for a whole list (an import's batch) in a handful of set-based statements, keyed by
 * the lower-cased e-mail; an address that cannot be served is its AppError, so one never sinks the others.
 * No set-password link is written: the invitation e-mail writes a fresh one as it goes out
 * (mailInvitationLinks), and a link nobody was sent could never be opened.
 */
export async function inviteUsers(tx: Db, invites: readonly { name: string; email: string }[], role: RoleName): Promise<Map<string, InvitedAccount | AppError>> {
  const accounts = new Map<string, InvitedAccount | AppError>();
  let pending = [...new Map(invites.map((invite) => [invite.email.toLowerCase(), invite.name])).entries()];
  // Two invitations of one new address at once (two listings saved together) both find no account; the
  // second insert then waits for the first and leaves the row out, and the next round finds the account it
  // made. A user name taken meanwhile is the other way to lose the race: the next round picks another.
  for (let attempt = 1; attempt <= INSERT_ATTEMPTS && pending.length > 0; attempt += 1) {
    for (const user of await findUsersByEmails(tx, pending.map(([email]) => email))) accounts.set(user.email, { user, created: false });
    pending = pending.filter(([email]) => !accounts.has(email));
    const userNames = await freeUserNames(tx, pending.map(([email]) => email));
    const newUsers = pending.map(([email, name], index) => ({ email, name, user_name: userNames[index]!, password_hash: null, enabled: 0, email_verified_at: null }));
    // In e-mail order: two lists sharing addresses then wait for each other in one order, never in a cycle.
    const created = await insertUsersIfFree(tx, newUsers.sort((a, b) => (a.email < b.email ? -1 : 1)));
    await grantRoleToUsers(tx, created.map((user) => user.id), role);
    for (const user of created) accounts.set(user.email, { user, created: true });
    pending = pending.filter(([email]) => !accounts.has(email));
  }
  for (const [email] of pending) accounts.set(email, conflict(httpMessages.serverError));
  return accounts;
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

type InvitationContext = { invitedBy: string; reason: string };

/** The invitation e-mail of a new account: who invited them, why, and the link to choose a password. */
function invitationMessage(platform: Platform, invitee: Invitee & { token: string }, context: InvitationContext): MailMessage {
  const link = `${platform.config.publicUrl}/auth/reset-password?token=${invitee.token}`;
  const name = invitee.user.name;
  return {
    to: invitee.user.email,
    subject: `${context.invitedBy} invited you to Openhouse`,
    text: `Hi ${name},\n\n${context.invitedBy} ${context.reason} on Openhouse. Choose a password to open your account (the link works for 7 days):\n${link}\n\nIf you did not expect this, you can ignore this e-mail.`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(context.invitedBy)} ${escapeHtml(context.reason)} on Openhouse. Choose a password to open your account (the link works for 7 days):</p><p><a href="${link}">Choose my password</a></p><p>If you did not expect this, you can ignore this e-mail.</p>`,
  };
}

/** Sends the invitation e-mail of an account inviteUser created, with the link it wrote. */
export async function sendInvitation(platform: Platform, invitee: Invitee & { token: string }, context: InvitationContext): Promise<void> {
  await platform.mailer.send(invitationMessage(platform, invitee, context));
}

/**
 * Invitation e-mails sent from an event's delivery, after the invitations committed: each a fresh
 * set-password link (replacing any earlier one), so the link never sits in the event's payload and a
 * retried delivery leaves one live link. Nothing is sent to an account already claimed. A few statements for
 * the whole list, in the order given: an import's batch brings hundreds.
 */
export async function mailInvitationLinks(platform: Platform, userIds: readonly number[], context: InvitationContext): Promise<void> {
  const byId = new Map((await findUsersByIds(platform.db, userIds)).map((user) => [user.id, user]));
  const invitees = [...new Set(userIds)].flatMap((id) => {
    const user = byId.get(id);
    return user && isUnclaimed(user) ? [{ user, token: newToken() }] : [];
  });
  const expiresAt = new Date(Date.now() + INVITE_SECONDS * 1000);
  await replaceCodes(
    platform.db,
    'password_reset',
    invitees.map(({ user, token }) => ({ user_id: user.id, code_hash: digest(token), expires_at: expiresAt })),
  );
  await platform.mailer.sendMany(invitees.map((invitee) => invitationMessage(platform, invitee, context)));
}
