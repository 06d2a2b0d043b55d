import { toPage, type Page, type PageQuery } from '@openhouse/shared/http/pagination';
import { isSafeNotificationPath, type Notification } from '@openhouse/shared/notifications/schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { forbidden, notFound } from '../../platform/http/errors';
import { pageWindow } from '../../platform/http/pagination';
import { findPerson } from '../accounts/people';
import { readUserSettings } from '../settings/settings.service';
import {
  countNotifications,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
  refreshUnread,
  type NotificationRow,
} from './notifications.repository';

function toNotification(row: NotificationRow): Notification {
  return { id: row.id, message: row.message, path: row.path, read: row.read_at ? 1 : 0, created_at: row.created_at.toISOString() };
}

/**
 * Tells a user something: stored, pushed at once to their open sockets (`notification:new`),
 * and sent by e-mail or SMS when their communication settings ask for it.
 * Every module that notifies people calls this.
 */
export async function notify(platform: Platform, userId: number, message: string, path: string | null = null): Promise<Notification> {
  const safePath = path && isSafeNotificationPath(path) ? path : null;
  const notification = toNotification(await insertNotification(platform.db, { user_id: userId, message, path: safePath }));
  platform.realtime?.toUser(userId, 'notification:new', notification);
  await deliverElsewhere(platform, userId, notification).catch((error) => platform.log.error({ err: error }, 'notification delivery failed'));
  return notification;
}

/**
 * Like notify(), for news that supersedes itself (outbid again on the same listing), told to several
 * users at once: while a user has not read the last such notice, it is rewritten and pushed again, and no
 * further e-mail or text goes out. In a busy auction a bidder gets one message until they come back, not
 * one per bid. The rewrites are one statement for all the users; only those with no unread notice get a
 * new one (notify()).
 */
export async function notifyLatest(platform: Platform, userIds: number[], message: string, path: string, prefix: string): Promise<void> {
  if (userIds.length === 0) return;
  const refreshed = isSafeNotificationPath(path) ? await refreshUnread(platform.db, { user_ids: userIds, message, path }, prefix) : [];
  const told = new Set<number>();
  for (const row of refreshed) {
    if (told.has(row.user_id)) continue;
    told.add(row.user_id);
    platform.realtime?.toUser(row.user_id, 'notification:new', toNotification(row));
  }
  await Promise.all(userIds.filter((userId) => !told.has(userId)).map((userId) => notify(platform, userId, message, path)));
}

async function deliverElsewhere(platform: Platform, userId: number, notification: Notification): Promise<void> {
  const [user, settings] = await Promise.all([findPerson(platform.db, userId), readUserSettings(platform.db, userId)]);
  if (!user) return;
  const link = notification.path ? (notification.path.startsWith('/') ? `${platform.config.publicUrl}${notification.path}` : notification.path) : null;
  if (settings.enable_email === '1') {
    await platform.mailer.send({
      to: user.email,
      subject: 'New notification on Openhouse',
      text: `${notification.message}${link ? `\n\n${link}` : ''}\n\nYou get these e-mails because e-mail notifications are on in your communication settings.`,
    });
  }
  if (settings.enable_sms === '1' && user.phone && user.phone_verified_at) {
    await platform.sms.send(user.phone, `Openhouse: ${notification.message}`.slice(0, 320));
  }
}

/** GET /notification: a page, or with `limit` the newest few and the unread count (the bell). */
export async function listForUser(
  platform: Platform,
  actor: Actor,
  query: PageQuery & { limit?: number },
): Promise<Page<Notification> | { data: Notification[]; unread_count: number }> {
  if (query.limit) {
    const [rows, unread] = await Promise.all([
      listNotifications(platform.db, actor.id, { limit: query.limit, offset: 0 }),
      countNotifications(platform.db, actor.id, true),
    ]);
    return { data: rows.map(toNotification), unread_count: unread };
  }
  const [rows, total] = await Promise.all([
    listNotifications(platform.db, actor.id, pageWindow(query)),
    countNotifications(platform.db, actor.id),
  ]);
  return toPage(rows.map(toNotification), total, query);
}

/** PUT /notifications: one by notification_id, or all of the caller's by user_id (which must be the caller). */
export async function markNotifications(platform: Platform, actor: Actor, input: { notification_id?: number; user_id?: number }): Promise<{ message: string; unread_count: number }> {
  if (input.notification_id !== undefined) {
    if (!(await markRead(platform.db, actor.id, input.notification_id))) throw notFound();
  } else {
    if (input.user_id !== actor.id) throw forbidden();
    await markAllRead(platform.db, actor.id);
  }
  return { message: 'Notifications updated.', unread_count: await countNotifications(platform.db, actor.id, true) };
}
