import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { userSettings } from './settings.schema';

/* What other modules (campaign audiences) may read of people's communication settings. */

/** Those among these accounts whose communication settings say no e-mail (enable_email '0'). */
export async function usersWithEmailOff(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ user_id: userSettings.user_id })
    .from(userSettings)
    .where(and(inArray(userSettings.user_id, [...new Set(userIds)]), eq(userSettings.key, 'enable_email'), eq(userSettings.value, '0')));
  return new Set(rows.map((row) => row.user_id));
}

/* And what the booking page keeps among a person's settings (meetings/booking-settings.service.ts). */

/** A person's settings whose keys start with `prefix`, as key and value. */
export async function settingsWithPrefix(db: Db, userId: number, prefix: string): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: userSettings.key, value: userSettings.value })
    .from(userSettings)
    .where(and(eq(userSettings.user_id, userId), like(userSettings.key, `${prefix}%`)));
}

/** Writes some of a person's settings, replacing what they held. */
export { upsertSettings as writeSettings } from './settings.repository';
