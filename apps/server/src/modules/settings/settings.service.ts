import { USER_SETTING_KEYS, settingsMessages, type UserSetting, type UserSettingKey } from '@openhouse/shared/notifications/schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { settingsOf, upsertSettings } from './settings.repository';

/** In-app notifications always; e-mail on and SMS off until the user says otherwise. */
const DEFAULTS: Record<UserSettingKey, '0' | '1'> = { enable_email: '1', enable_sms: '0' };

export async function readUserSettings(db: Db, userId: number): Promise<Record<UserSettingKey, '0' | '1'>> {
  return userSettingsFrom(await settingsOf(db, userId));
}

/** The communication settings among a person's stored settings, defaults filled in. */
export function userSettingsFrom(stored: readonly { key: string; value: string }[]): Record<UserSettingKey, '0' | '1'> {
  const values = { ...DEFAULTS };
  for (const row of stored) {
    if ((USER_SETTING_KEYS as readonly string[]).includes(row.key) && (row.value === '0' || row.value === '1')) {
      values[row.key as UserSettingKey] = row.value;
    }
  }
  return values;
}

function asPairs(values: Record<UserSettingKey, '0' | '1'>): UserSetting[] {
  return USER_SETTING_KEYS.map((key) => ({ key, value: values[key] }));
}

export async function getSettings(platform: Platform, actor: Actor): Promise<{ data: UserSetting[] }> {
  return { data: asPairs(await readUserSettings(platform.db, actor.id)) };
}

export async function saveSettings(platform: Platform, actor: Actor, settings: UserSetting[]): Promise<{ message: string; data: UserSetting[] }> {
  // One row per key: PostgreSQL refuses an upsert that touches the same row twice, so a repeated key keeps its last value.
  const lastByKey = new Map(settings.map((setting) => [setting.key, setting]));
  await upsertSettings(platform.db, actor.id, [...lastByKey.values()]);
  return { message: settingsMessages.updated, data: asPairs(await readUserSettings(platform.db, actor.id)) };
}
