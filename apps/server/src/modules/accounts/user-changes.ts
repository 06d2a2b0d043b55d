import type { Platform } from '../../platform/context';
import { updateUser, type NewUser, type UserRow } from './accounts.repository';
import { refreshSessions } from './sessions';

/**
 * Writes a user's row, then makes every instance forget what it remembered of them (the session user GET /me
 * answers, and their sessions) before the caller answers, so the next GET /me anywhere shows the change.
 * Every write of a field the session user shows goes through here; roles and deletion announce themselves
 * through refreshSessions and endSessions (sessions.ts).
 */
export async function changeUser(platform: Platform, userId: number, changes: Partial<NewUser>): Promise<UserRow | undefined> {
  const user = await updateUser(platform.db, userId, changes);
  await refreshSessions(platform, userId);
  return user;
}
