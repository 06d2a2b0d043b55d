import type { SessionCache } from '../../platform/auth/session-cache';
import type { UserMemo } from '../../platform/auth/user-memo';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { findUserWithRoles, rolesOf, type UserRow } from './accounts.repository';

/** The session user as the API returns it (docs/API.md). */
export type SessionUser = {
  id: number;
  uuid: string;
  name: string;
  email: string;
  user_name: string;
  roles: { id: number; name: string }[];
  show_guided_tour: 0 | 1;
  phone: string | null;
  phone_verified: boolean;
  two_factor_type: 'sms' | 'google2fa' | null;
  picture: string | null;
  timezone: string | null;
  dre_number: string | null;
  brokerage: string | null;
  bio: string | null;
};

export async function toSessionUser(db: Db, user: UserRow): Promise<SessionUser> {
  return sessionUserOf(user, await rolesOf(db, user.id));
}

/** The session user of a row whose roles were read with it (findUserWithRoles). */
export function sessionUserOf(user: UserRow, roles: { id: number; name: string }[]): SessionUser {
  return {
    id: user.id,
    uuid: user.uuid,
    name: user.name,
    email: user.email,
    user_name: user.user_name,
    roles,
    show_guided_tour: user.show_guided_tour ? 1 : 0,
    phone: user.phone,
    phone_verified: Boolean(user.phone_verified_at),
    two_factor_type: user.two_factor_type,
    picture: user.picture,
    timezone: user.timezone,
    dre_number: user.dre_number,
    brokerage: user.brokerage,
    bio: user.bio,
  };
}

/** One memo per app instance (its session cache). */
const rememberedUsers = new WeakMap<SessionCache, UserMemo<SessionUser>>();

/**
 * The session user of GET /me, from memory when this instance read it in the last half minute: every page load
 * asks it, and on PGlite its one query costs more than the rest of the request. Writes of what it shows go
 * through changeUser (user-changes.ts), refreshSessions or endSessions, which forget it on every instance.
 */
export function rememberedSessionUser(platform: Platform, userId: number): Promise<SessionUser | undefined> {
  let memo = rememberedUsers.get(platform.sessions);
  if (!memo) rememberedUsers.set(platform.sessions, (memo = platform.sessions.userMemo<SessionUser>()));
  return memo.get(userId, async () => {
    const found = await findUserWithRoles(platform.db, userId);
    return found && frozen(sessionUserOf(found.user, found.roles));
  });
}

/** Every request shares the remembered copy: a change made to it by one would show in the later answers. */
function frozen(user: SessionUser): SessionUser {
  for (const role of user.roles) Object.freeze(role);
  Object.freeze(user.roles);
  return Object.freeze(user);
}
