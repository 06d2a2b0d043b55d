import { toPage, type Page, type PageQuery } from '@openhouse/shared/http/pagination';
import type { Notification } from '@openhouse/shared/notifications/schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { forbidden } from '../../platform/http/errors';
import { pageWindow } from '../../platform/http/pagination';
import { toNotification } from './notices';
import { notificationAccess } from './notifications.access';
import { countNotifications, listNotifications, markAllRead, markManyRead, markRead } from './notifications.repository';

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

/**
 * PUT /notifications: one by notification_id, the ones a page showed by notification_ids (all the caller's, or
 * none is marked), or all of the caller's by user_id (which must be the caller).
 */
export async function markNotifications(
  platform: Platform,
  actor: Actor,
  input: { notification_id?: number; notification_ids?: number[]; user_id?: number },
): Promise<{ message: string; unread_count: number }> {
  if (input.notification_ids !== undefined) {
    await notificationAccess.requireEach(platform.db, actor, 'mark', input.notification_ids);
    await markManyRead(platform.db, actor.id, input.notification_ids);
  } else if (input.notification_id !== undefined) {
    await notificationAccess.require(platform.db, actor, 'mark', input.notification_id);
    await markRead(platform.db, actor.id, input.notification_id);
  } else {
    if (input.user_id !== actor.id) throw forbidden();
    await markAllRead(platform.db, actor.id);
  }
  return { message: 'Notifications updated.', unread_count: await countNotifications(platform.db, actor.id, true) };
}
