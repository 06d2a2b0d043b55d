import type { Db } from '../../platform/db/client';
import { rolesOf, type UserRow } from './accounts.repository';

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
  };
}
