import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { userSettings } from './settings.schema';

export async function settingsOf(db: Db, userId: number): Promise<{ key: string; value: string }[]> {
  return db.select({ key: userSettings.key, value: userSettings.value }).from(userSettings).where(eq(userSettings.user_id, userId));
}

export async function upsertSettings(db: Db, userId: number, pairs: { key: string; value: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .insert(userSettings)
    .values(pairs.map((pair) => ({ user_id: userId, key: pair.key, value: pair.value })))
    .onConflictDoUpdate({ target: [userSettings.user_id, userSettings.key], set: { value: sql`excluded.value`, updated_at: new Date() } });
}
