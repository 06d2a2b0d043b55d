import { DEFAULT_BOOKING_SETTINGS, isMeetingType, type BookingSettings } from '@openhouse/shared/meetings/booking-rules';
import type { BookingSettingsAnswer, bookingSettingsSchema } from '@openhouse/shared/meetings/booking-settings-schemas';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { settingsWithPrefix, writeSettings } from '../settings/settings.queries';

/**
 * The booking page's settings live among the person's key/value settings (so deleting the account removes
 * them with the rest): minutes as numbers, the ways to meet as a comma list.
 */
const KEYS = { bufferBefore: 'booking_buffer_before', bufferAfter: 'booking_buffer_after', minimumNotice: 'booking_minimum_notice', meetingTypes: 'booking_meeting_types' } as const;

const minutesFrom = (value: string | undefined, fallback: number) => {
  const minutes = Number(value);
  return value !== undefined && Number.isInteger(minutes) && minutes >= 0 ? minutes : fallback;
};

/** An agent's booking settings; the defaults (no buffers, no notice, video only) until they choose. */
export async function bookingSettingsOf(db: Db, agentId: number): Promise<BookingSettings> {
  const stored = new Map((await settingsWithPrefix(db, agentId, 'booking_')).map((row) => [row.key, row.value]));
  const types = (stored.get(KEYS.meetingTypes) ?? '').split(',').filter(isMeetingType);
  return {
    bufferBefore: minutesFrom(stored.get(KEYS.bufferBefore), DEFAULT_BOOKING_SETTINGS.bufferBefore),
    bufferAfter: minutesFrom(stored.get(KEYS.bufferAfter), DEFAULT_BOOKING_SETTINGS.bufferAfter),
    minimumNotice: minutesFrom(stored.get(KEYS.minimumNotice), DEFAULT_BOOKING_SETTINGS.minimumNotice),
    meetingTypes: types.length > 0 ? types : DEFAULT_BOOKING_SETTINGS.meetingTypes,
  };
}

const answerOf = (settings: BookingSettings): BookingSettingsAnswer => ({
  buffer_before: settings.bufferBefore,
  buffer_after: settings.bufferAfter,
  minimum_notice: settings.minimumNotice,
  meeting_types: settings.meetingTypes,
});

/** Only those with a booking page (realtors and agents) have these settings; the route's guard says so. */
export const BOOKING_PAGE_ROLES = ['Realtor', 'Agent'] as const;

/** GET /scheduling/settings: my booking page's settings. */
export async function readBookingSettings(platform: Platform, actor: Actor): Promise<{ data: BookingSettingsAnswer }> {
  return { data: answerOf(await bookingSettingsOf(platform.db, actor.id)) };
}

/** PUT /scheduling/settings: replaces them; the free times of the page follow at once. */
export async function saveBookingSettings(platform: Platform, actor: Actor, input: z.output<typeof bookingSettingsSchema>) {
  await writeSettings(platform.db, actor.id, [
    { key: KEYS.bufferBefore, value: String(input.buffer_before) },
    { key: KEYS.bufferAfter, value: String(input.buffer_after) },
    { key: KEYS.minimumNotice, value: String(input.minimum_notice) },
    { key: KEYS.meetingTypes, value: input.meeting_types.join(',') },
  ]);
  return { message: m.bookingSettingsSaved, data: answerOf(await bookingSettingsOf(platform.db, actor.id)) };
}
