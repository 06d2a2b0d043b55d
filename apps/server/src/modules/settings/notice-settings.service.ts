import {
  defaultChannels,
  effectiveChannels,
  isLockedKind,
  NOTICE_CHANNELS,
  NOTICE_KIND_NAMES,
  NOTICE_KINDS,
  noticeSettingKey,
  noticeSettingsMessages,
  type NoticeChannels,
  type NoticeKind,
  type NoticeSetting,
} from '@openhouse/shared/notifications/kinds';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { roleNamesOfPeople } from '../accounts/people';
import { settingsOf, settingsOfPeople, upsertSettings } from './settings.repository';
import { userSettingsFrom } from './settings.service';

type Stored = Map<string, string>;
type Master = { email: boolean; sms: boolean };

function chosenChannels(kind: NoticeKind, roles: readonly string[], stored: Stored): NoticeChannels {
  const channels = defaultChannels(kind, roles);
  for (const channel of NOTICE_CHANNELS) {
    const value = stored.get(noticeSettingKey(kind, channel));
    if (value === '0' || value === '1') channels[channel] = value === '1';
  }
  return channels;
}

/** The master switches of the communication settings, from a person's stored settings. */
function masterFrom(stored: readonly { key: string; value: string }[]): Master {
  const communication = userSettingsFrom(stored);
  return { email: communication.enable_email === '1', sms: communication.enable_sms === '1' };
}

async function readChoices(db: Db, userId: number) {
  const rows = await settingsOf(db, userId);
  const stored: Stored = new Map(rows.map((row) => [row.key, row.value]));
  return { stored, master: masterFrom(rows) };
}

/**
 * Where a notice of this kind goes for each of these people: their choice for the kind (or their roles'
 * default), under the communication settings' master switches. The one question every notice asks before
 * it is stored, pushed, mailed or texted; asked once for everyone one event tells, in two statements
 * however many they are (a busy auction outbids dozens at a time).
 */
export async function noticeChannelsOf(db: Db, userIds: readonly number[], kind: NoticeKind): Promise<Map<number, NoticeChannels>> {
  const [settings, roles] = await Promise.all([settingsOfPeople(db, userIds), roleNamesOfPeople(db, userIds)]);
  const channels = new Map<number, NoticeChannels>();
  for (const userId of userIds) {
    const rows = settings.get(userId) ?? [];
    const stored: Stored = new Map(rows.map((row) => [row.key, row.value]));
    channels.set(userId, effectiveChannels(kind, chosenChannels(kind, roles.get(userId) ?? [], stored), masterFrom(rows)));
  }
  return channels;
}

async function answer(platform: Platform, actor: Actor) {
  const { stored, master } = await readChoices(platform.db, actor.id);
  const data: NoticeSetting[] = NOTICE_KIND_NAMES.map((kind) => {
    const locked = isLockedKind(kind);
    const channels = locked
      ? effectiveChannels(kind, chosenChannels(kind, actor.roles, stored), {
          email: true,
          sms: true,
        })
      : chosenChannels(kind, actor.roles, stored);
    return {
      kind,
      label: NOTICE_KINDS[kind].label,
      description: NOTICE_KINDS[kind].description,
      locked,
      ...channels,
    };
  });
  return { data, master };
}

/** GET /notification-settings: every kind with the caller's choice, and the master switches. */
export async function getNoticeSettings(platform: Platform, actor: Actor) {
  return answer(platform, actor);
}

/** POST /notification-settings: saves the given kinds' three channels at once; security is refused by the schema. */
export async function saveNoticeSettings(platform: Platform, actor: Actor, settings: ({ kind: NoticeKind } & NoticeChannels)[]) {
  const pairs = new Map<string, string>();
  for (const setting of settings) {
    for (const channel of NOTICE_CHANNELS) pairs.set(noticeSettingKey(setting.kind, channel), setting[channel] ? '1' : '0');
  }
  await upsertSettings(
    platform.db,
    actor.id,
    [...pairs].map(([key, value]) => ({ key, value })),
  );
  return {
    message: noticeSettingsMessages.updated,
    ...(await answer(platform, actor)),
  };
}
