import type { Notification } from '@openhouse/shared/notifications/schemas';
import type { Platform } from '../../src/platform/context';
import { sendNotice } from '../../src/modules/notifications/notices';

/** Tells a user something the way every event's notice is told: stored, pushed, mailed or texted per their settings. */
export async function notify(platform: Platform, userId: number, message: string, path: string | null = null): Promise<Notification> {
  const notification = await sendNotice(platform, { userId, message, path }, null);
  if (!notification) throw new Error(`no such user: ${userId}`);
  return notification;
}
