import type { NoticeKind } from '@openhouse/shared/notifications/kinds';
import type { Notification } from '@openhouse/shared/notifications/schemas';
import type { Platform } from '../../src/platform/context';
import { sendNotice } from '../../src/modules/notifications/notices';

/**
 * Tells a user something the way every event's notice is told: stored, pushed, mailed or texted per their
 * settings for its kind. A meeting notice by default: on in the app, by e-mail and (under the master switch) by text.
 */
export async function notify(platform: Platform, userId: number, message: string, path: string | null = null, kind: NoticeKind = 'meeting'): Promise<Notification> {
  const notification = await sendNotice(platform, kind, { userId, message, path }, null);
  if (!notification) throw new Error(`no notice kept in the app for user ${userId}`);
  return notification;
}
