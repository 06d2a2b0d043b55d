import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { digest, newToken, PRE_VERIFICATION_SECONDS, REMEMBER_SECONDS, SESSION_SECONDS } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/errors';
import { insertTokenUnlessDisabled, revokeAllTokens, type UserRow } from './accounts.repository';
import { toSessionUser, type SessionUser } from './session-user';

export type ClientInfo = { ip: string; userAgent: string | undefined };

export type LoginResponse = {
  message: string;
  data: {
    user: SessionUser;
    authorization: { token: string; type: 'bearer'; expires_at: string; stage: 'pre_verification' | 'verified' };
    twilio_token: string | null;
    sms_verification_code_expires_at: string | null;
  };
};

/** A sign-in of a disabled account: said only once the password (or Google, or the code) was right. */
export const accountDisabled = () => new AppError(403, m.accountDisabled, undefined, 'account_disabled');

/** Issues a bearer token: a full one, or a pre-verification one that reaches only the two-factor calls. */
export async function issueToken(
  db: Db,
  user: UserRow,
  options: { kind: 'access' | 'pre_verification'; remember: boolean; client: ClientInfo },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const seconds = options.kind === 'pre_verification' ? PRE_VERIFICATION_SECONDS : options.remember ? REMEMBER_SECONDS : SESSION_SECONDS;
  const expiresAt = new Date(Date.now() + seconds * 1000);
  const stored = await insertTokenUnlessDisabled(db, {
    user_id: user.id,
    token_hash: digest(token),
    kind: options.kind,
    remember: options.remember ? 1 : 0,
    expires_at: expiresAt,
    ip: options.client.ip,
    user_agent: options.client.userAgent?.slice(0, 300) ?? null,
  });
  // Every way in (password, Google, the second step, e-mail confirmation) ends here, so one check refuses them all.
  if (!stored) throw accountDisabled();
  return { token, expiresAt };
}

/** The login answer of docs/API.md, shared by login, confirmation, Google sign-in and the second step. */
export async function loginResponse(
  db: Db,
  user: UserRow,
  issued: { token: string; expiresAt: Date; kind: 'access' | 'pre_verification' },
  extra: { message?: string; smsExpiresAt?: Date | null } = {},
): Promise<LoginResponse> {
  return {
    message: extra.message ?? m.loggedIn,
    data: {
      user: await toSessionUser(db, user),
      authorization: {
        token: issued.token,
        type: 'bearer',
        expires_at: issued.expiresAt.toISOString(),
        stage: issued.kind === 'pre_verification' ? 'pre_verification' : 'verified',
      },
      twilio_token: null,
      sms_verification_code_expires_at: extra.smsExpiresAt?.toISOString() ?? null,
    },
  };
}

/**
 * Ends sessions everywhere once their revocation has committed: every instance forgets the cached tokens
 * (resolved only when all have, so the very next request with one of them is refused wherever it lands), and
 * the realtime sockets they opened are dropped, so a socket that reconnects finds its token refused.
 * `users` is for accounts that are gone: every token of theirs, and every socket.
 */
export async function endSessions(platform: Platform, ended: { tokens?: number[]; users?: number[] }): Promise<void> {
  const tokens = ended.tokens ?? [];
  const users = ended.users ?? [];
  if (tokens.length === 0 && users.length === 0) return;
  await platform.sessions.forget({ tokens, users });
  if (tokens.length > 0) platform.realtime?.disconnectTokens(tokens);
  for (const userId of users) platform.realtime?.disconnectUser(userId);
}

/** A user's roles changed: their live sessions are looked up afresh on every instance, and go on. */
export async function refreshSessions(platform: Platform, userId: number): Promise<void> {
  await platform.sessions.forget({ users: [userId] });
}

/** Ends every session of a user but `keepTokenId` (settings: "sign out all other sessions"); answers how many ended. */
export async function endOtherSessions(platform: Platform, userId: number, keepTokenId: number): Promise<number> {
  const ended = await revokeAllTokens(platform.db, userId, keepTokenId);
  await endSessions(platform, { tokens: ended });
  return ended.length;
}
