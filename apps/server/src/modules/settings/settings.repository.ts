import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { userSettings } from './settings.schema';

export async function settingsOf(db: Db, userId: number): Promise<{ key: string; value: string }[]> {
  return db.select({ key: userSettings.key, value: userSettings.value }).from(userSettings).where(eq(userSettings.user_id, userId));
}

/** settingsOf for many people in one statement; someone who never changed a setting has an empty list. */
export async function settingsOfPeople(db: Db, userIds: readonly number[]): Promise<Map<number, { key: string; value: string }[]>> {
  const stored = new Map<number, { key: string; value: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return stored;
  const rows = await db
    .select({ userId: userSettings.user_id, key: userSettings.key, value: userSettings.value })
    .from(userSettings)
    .where(inArray(userSettings.user_id, [...userIds]));
  for (const { userId, ...pair } of rows) stored.get(userId)?.push(pair);
  return stored;
}

export async function upsertSettings(db: Db, userId: number, pairs: { key: string; value: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .insert(userSettings)
    .values(pairs.map((pair) => ({ user_id: userId, key: pair.key, value: pair.value })))
    .onConflictDoUpdate({ target: [userSettings.user_id, userSettings.key], set: { value: sql`excluded.value`, updated_at: new Date() } });
}
